export {
  GoogleAccountChooser,
  type GoogleAccountChooserProps,
  type TestGoogleAccount,
} from './GoogleAccountChooser.tsx';
