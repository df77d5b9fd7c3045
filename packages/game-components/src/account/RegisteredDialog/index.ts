export { RegisteredDialog, type RegisteredDialogProps } from './RegisteredDialog.tsx';
