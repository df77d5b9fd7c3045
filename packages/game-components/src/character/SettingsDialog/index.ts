export { SettingsDialog, type SettingsDialogProps, type SettingsTheme, settingsThemes } from './SettingsDialog.tsx';
