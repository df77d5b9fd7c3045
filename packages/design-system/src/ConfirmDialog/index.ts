export type { ConfirmDialogProps, ConfirmDialogTone } from './ConfirmDialog.tsx';
export { ConfirmDialog, confirmDialogTones } from './ConfirmDialog.tsx';
