import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
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
  /**
   * One thing the player can do about the message ('Refresh'): a button beside it that runs `onAction`
   * and closes the toast. Keep the toast on screen (`duration: null`) when the action is what it is for.
   */
  action?: ToastAction;
}

export interface ToastAction {
  /** The button's words. */
  label: string;
  onAction: () => void;
}

export interface ToastEntry extends Required<Omit<ToastOptions, 'title' | 'action'>> {
  id: number;
  title?: string;
  action?: ToastAction;
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

type ToastLayerComponent = typeof import('./ToastLayer.tsx').default;

let layerModule: Promise<ToastLayerComponent> | undefined;
/** Loads the toasts' layer once; a failed load (offline) is tried again on the next call. */
const loadToastLayer = () => {
  layerModule ??= import('./ToastLayer.tsx').then(
    (module) => module.default,
    (error: unknown) => {
      layerModule = undefined;
      throw error;
    },
  );
  return layerModule;
};

/**
 * Holds the toasts: short messages at the bottom of the screen for success and errors (Radix Toast).
 * They are announced (politely; `critical` ones at once), stay while hovered or focused (and while the
 * window is in the background), are dismissed with their close button, Escape or a swipe to the right,
 * and F8 moves the focus to them.
 *
 * Radix's part (`ToastLayer`, some 11 KiB of gzip) is not in the first screen's code: it is fetched right
 * after the provider mounts, while the network is there (a toast that says the network is gone must not
 * need it), and again when a toast is shown or the network comes back, if that load failed.
 */
export function ToastProvider({ children, label, dismissLabel }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [Layer, setLayer] = useState<ToastLayerComponent | null>(null);
  const nextId = useRef(1);
  const themeClassName = usePortalThemeClassName();

  const load = useCallback(() => {
    loadToastLayer().then(
      (component) => setLayer(() => component),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (Layer) return;
    const timer = window.setTimeout(load, 0);
    window.addEventListener('online', load);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', load);
    };
  }, [Layer, load]);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((entry) => entry.id !== id)), []);
  const show = useCallback(
    (options: ToastOptions) => {
      const id = nextId.current;
      nextId.current += 1;
      const tone = options.tone ?? 'info';
      const duration = options.duration === undefined ? (tone === 'critical' ? null : 6000) : options.duration;
      const { message, title, action } = options;
      setToasts((current) => [...current, { id, message, title, action, tone, duration }]);
      load();
      return id;
    },
    [load],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {typeof document === 'undefined' || !Layer
        ? null
        : createPortal(
            <div className={themeClassName}>
              <Layer label={label} dismissLabel={dismissLabel} toasts={toasts} onDismiss={dismiss} />
            </div>,
            document.body,
          )}
    </ToastContext.Provider>
  );
}
