import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { usePortalThemeClassName } from '../themes/ThemeProvider.tsx';
import type { toastTones } from './Toast.css.ts';

export type ToastTone = (typeof toastTones)[number];

export interface ToastOptions {
  /** The message. */
  message: string;
  /** A short bold line above the message. */
  title?: string;
  tone?: ToastTone;
  /**
   * Time on screen in ms (paused while hovered or focused). `null` keeps it until dismissed.
   * Default 6000, and `null` for `critical` (errors stay until read).
   */
  duration?: number | null;
}

export interface ToastEntry extends Required<Omit<ToastOptions, 'title'>> {
  id: number;
  title?: string;
}

export interface ToastApi {
  /** Shows a toast; returns its id. */
  show: (toast: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from anywhere under a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Accessible name of the toast area (e.g. "Notifications"). */
  label: string;
  /** Accessible name of each toast's close button (e.g. "Dismiss"). */
  dismissLabel: string;
}

/**
 * The toasts themselves (Radix Toast), loaded with the first toast: no page needs them to draw its first
 * screen, and they weigh some 11 KiB of gzip. Once loaded they stay (the list keeps the focus a closed
 * toast leaves, and F8 still reaches it).
 */
const ToastLayer = lazy(() => import('./ToastLayer.tsx'));

/**
 * Holds the toasts: short messages at the bottom of the screen for success and errors (Radix Toast).
 * They are announced (politely; `critical` ones at once), stay while hovered or focused (and while the
 * window is in the background), are dismissed with their close button, Escape or a swipe to the right,
 * and F8 moves the focus to them.
 */
export function ToastProvider({ children, label, dismissLabel }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [shown, setShown] = useState(false);
  const nextId = useRef(1);
  const themeClassName = usePortalThemeClassName();

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((entry) => entry.id !== id)), []);
  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current;
    nextId.current += 1;
    const tone = options.tone ?? 'info';
    const duration = options.duration === undefined ? (tone === 'critical' ? null : 6000) : options.duration;
    setToasts((current) => [...current, { id, message: options.message, title: options.title, tone, duration }]);
    setShown(true);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {typeof document === 'undefined' || !shown
        ? null
        : createPortal(
            <div className={themeClassName}>
              <Suspense fallback={null}>
                <ToastLayer label={label} dismissLabel={dismissLabel} toasts={toasts} onDismiss={dismiss} />
              </Suspense>
            </div>,
            document.body,
          )}
    </ToastContext.Provider>
  );
}
