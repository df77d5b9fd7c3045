export { LevelUpDialog, type LevelUpDialogProps } from './LevelUpDialog.tsx';
