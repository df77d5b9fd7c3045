export { AuthErrorDialog, type AuthErrorDialogProps } from './AuthErrorDialog.tsx';
export {
  type AuthErrorCode,
  type AuthErrorKey,
  type AuthErrorText,
  authErrorKeys,
  authErrorText,
} from './auth-errors.ts';
export { useAuthErrorMessage } from './use-auth-error-message.ts';
