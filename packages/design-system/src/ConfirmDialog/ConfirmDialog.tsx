import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Text } from '../Text/Text.tsx';

export const confirmDialogTones = ['brand', 'critical', 'positive'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with false on cancel, Escape or a click outside. */
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question or consequence, in full. */
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Called when the confirm button is pressed; the dialog stays open until `open` turns false. */
  onConfirm: () => void;
  /** `critical` for destructive actions. */
  tone?: ConfirmDialogTone;
  /** Shows the confirm button as busy (e.g. while the request runs). */
  loading?: boolean;
}

/** Asks to confirm one action. Focus starts on the cancel button, the safe choice. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'brand',
  loading = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={cancelLabel}
      size="small"
      actions={
        <Button tone={tone} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      }
    >
      <Text as="p">{message}</Text>
    </Dialog>
  );
}
