export { PremiumPreviewDialog, type PremiumPreviewDialogProps } from './PremiumPreviewDialog.tsx';
