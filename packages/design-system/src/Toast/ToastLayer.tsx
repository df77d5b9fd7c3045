import * as RadixToast from '@radix-ui/react-toast';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { noticeIcons } from '../Notice/Notice.tsx';
import { action, announcer, body, icon, list, title as titleClass, toast, viewport } from './Toast.css.ts';
import type { ToastEntry } from './Toast.tsx';

/** The key that moves the focus to the toasts from anywhere on the page (Radix's default). */
const hotkey = ['F8'];

export interface ToastLayerProps {
  label: string;
  dismissLabel: string;
  toasts: readonly ToastEntry[];
  onDismiss: (id: number) => void;
}

/** The toasts on Radix Toast: its region (named `label`), the toasts in order, and the announcer Radix speaks through. */
export default function ToastLayer({ label, dismissLabel, toasts, onDismiss }: ToastLayerProps) {
  const [announcerContainer, setAnnouncerContainer] = useState<HTMLDivElement | null>(null);
  return (
    <>
      <RadixToast.Provider label={label} announcerContainer={announcerContainer ?? undefined}>
        <div className={viewport}>
          {/* Radix's region (named `label`) holds this list; each toast is portalled into it, in order. */}
          <RadixToast.Viewport className={list} label={label} hotkey={hotkey} aria-keyshortcuts="F8" />
        </div>
        {toasts.map((entry) => (
          <ToastItem key={entry.id} entry={entry} dismissLabel={dismissLabel} onDismiss={onDismiss} />
        ))}
      </RadixToast.Provider>
      <div ref={setAnnouncerContainer} className={announcer} />
    </>
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
        <Icon name={noticeIcons[entry.tone]} />
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
        {entry.action ? (
          // Radix's Action closes the toast after the click; its altText is what a screen reader is told to do.
          <RadixToast.Action className={action} altText={entry.action.label} asChild>
            <Button size="small" variant="soft" onClick={entry.action.onAction}>
              {entry.action.label}
            </Button>
          </RadixToast.Action>
        ) : null}
      </div>
      {/* Radix's Close: it moves the focus to the list, not to the page's start, and is left out of the announcement. */}
      <RadixToast.Close asChild>
        <IconButton label={dismissLabel} size="small" tooltipPlacement="top" icon={<Icon name="close" />} />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
