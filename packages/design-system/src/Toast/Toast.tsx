import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../IconButton/IconButton.tsx';
import { NoticeIcon } from '../Notice/NoticeIcon.tsx';
import { usePortalThemeClassName } from '../themes/ThemeProvider.tsx';
import { body, icon, list, title as titleClass, toast, type toastTones, viewport } from './Toast.css.ts';

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

interface ToastEntry extends Required<Omit<ToastOptions, 'title'>> {
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
 * Holds the toasts: short messages at the bottom of the screen for success and errors.
 * They are announced (politely; `critical` ones at once), stay while hovered or focused,
 * and each has a close button.
 */
export function ToastProvider({ children, label, dismissLabel }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const themeClassName = usePortalThemeClassName();

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((entry) => entry.id !== id)), []);
  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current;
    nextId.current += 1;
    const tone = options.tone ?? 'info';
    const duration = options.duration === undefined ? (tone === 'critical' ? null : 6000) : options.duration;
    setToasts((current) => [...current, { id, message: options.message, title: options.title, tone, duration }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {typeof document === 'undefined'
        ? null
        : createPortal(
            <div className={themeClassName}>
              <section aria-label={label} className={viewport}>
                {/* The live region exists before any toast, so additions are announced. */}
                <ol className={list} aria-live="polite">
                  {toasts.map((entry) => (
                    <ToastItem key={entry.id} entry={entry} dismissLabel={dismissLabel} onDismiss={dismiss} />
                  ))}
                </ol>
              </section>
            </div>,
            document.body,
          )}
    </ToastContext.Provider>
  );
}

function ToastItem({
  entry,
  dismissLabel,
  onDismiss,
}: {
  entry: ToastEntry;
  dismissLabel: string;
  onDismiss: (id: number) => void;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  const { id, duration } = entry;

  // Counts down only while nobody is hovering or focusing it (WCAG 2.2.1); restarts after.
  useEffect(() => {
    if (duration === null || held) return;
    const timer = window.setTimeout(() => onDismiss(id), duration);
    return () => window.clearTimeout(timer);
  }, [duration, held, id, onDismiss]);

  return (
    <li
      className={toast({ tone: entry.tone })}
      data-held={held || undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss(id);
      }}
    >
      <span className={icon}>
        <NoticeIcon tone={entry.tone} />
      </span>
      {/* The list is the polite live region; errors interrupt (role=alert). */}
      <div className={body} role={entry.tone === 'critical' ? 'alert' : undefined}>
        {entry.title ? <div className={titleClass}>{entry.title}</div> : null}
        <div>{entry.message}</div>
      </div>
      <IconButton
        label={dismissLabel}
        size="small"
        tooltipPlacement="top"
        icon={
          <svg
            viewBox="0 0 20 20"
            width="1em"
            height="1em"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M5 5l10 10M15 5 5 15" strokeLinecap="round" />
          </svg>
        }
        onClick={() => onDismiss(id)}
      />
    </li>
  );
}
