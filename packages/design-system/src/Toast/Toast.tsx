import * as RadixToast from '@radix-ui/react-toast';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../IconButton/IconButton.tsx';
import { NoticeIcon } from '../Notice/NoticeIcon.tsx';
import { CloseIcon } from '../private/CloseIcon.tsx';
import { usePortalThemeClassName } from '../themes/ThemeProvider.tsx';
import { announcer, body, icon, list, title as titleClass, toast, type toastTones, viewport } from './Toast.css.ts';

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

/** The key that moves the focus to the toasts from anywhere on the page (Radix's default). */
const hotkey = ['F8'];

/**
 * Holds the toasts: short messages at the bottom of the screen for success and errors (Radix Toast).
 * They are announced (politely; `critical` ones at once), stay while hovered or focused (and while the
 * window is in the background), are dismissed with their close button, Escape or a swipe to the right,
 * and F8 moves the focus to them.
 */
export function ToastProvider({ children, label, dismissLabel }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const themeClassName = usePortalThemeClassName();
  const [announcerContainer, setAnnouncerContainer] = useState<HTMLDivElement | null>(null);

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
              <RadixToast.Provider label={label} announcerContainer={announcerContainer ?? undefined}>
                <div className={viewport}>
                  {/* Radix's region (named `label`) holds this list; each toast is portalled into it, in order. */}
                  <RadixToast.Viewport className={list} label={label} hotkey={hotkey} aria-keyshortcuts="F8" />
                </div>
                {toasts.map((entry) => (
                  <ToastItem key={entry.id} entry={entry} dismissLabel={dismissLabel} onDismiss={dismiss} />
                ))}
              </RadixToast.Provider>
              <div ref={setAnnouncerContainer} className={announcer} />
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
  // Radix pauses every toast's countdown while the list is hovered or focused (WCAG 2.2.1) and
  // resumes it where it stopped; `data-held` shows it.
  const [held, setHeld] = useState(false);
  const { id } = entry;
  const critical = entry.tone === 'critical';

  return (
    <RadixToast.Root
      className={toast({ tone: entry.tone })}
      data-held={held || undefined}
      // Radix reads a toast's text out for it; a `critical` one says it itself (role=alert, below).
      type={critical ? 'foreground' : 'background'}
      duration={entry.duration ?? Number.POSITIVE_INFINITY}
      onOpenChange={(open) => {
        if (!open) onDismiss(id);
      }}
      onPause={() => setHeld(true)}
      onResume={() => setHeld(false)}
    >
      <span className={icon}>
        <NoticeIcon tone={entry.tone} />
      </span>
      {/* Errors interrupt (role=alert); the other tones are announced politely by Radix. */}
      <div className={body} role={critical ? 'alert' : undefined}>
        {entry.title ? (
          <>
            <RadixToast.Title className={titleClass}>{entry.title}</RadixToast.Title>
            {/* Radix joins the texts it reads out: the space keeps the title and the message two words. */}{' '}
          </>
        ) : null}
        <RadixToast.Description>{entry.message}</RadixToast.Description>
      </div>
      {/* Radix's Close: it moves the focus to the list, not to the page's start, and is left out of the announcement. */}
      <RadixToast.Close asChild>
        <IconButton label={dismissLabel} size="small" tooltipPlacement="top" icon={<CloseIcon />} />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
