export { NotEnoughCashDialog, type NotEnoughCashDialogProps } from './NotEnoughCashDialog.tsx';
