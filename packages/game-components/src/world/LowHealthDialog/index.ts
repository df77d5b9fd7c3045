export { healsHealth, LowHealthDialog, type LowHealthDialogProps } from './LowHealthDialog.tsx';
export { useLowHealthGate } from './useLowHealthGate.ts';
