export { healsHealth, LowHealthDialog, type LowHealthDialogProps } from './LowHealthDialog.tsx';
export { useLowHealthGate } from './use-low-health-gate.ts';
