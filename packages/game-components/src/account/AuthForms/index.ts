export {
  AuthErrorDialog,
  type AuthErrorDialogProps,
  RegisteredDialog,
  type RegisteredDialogProps,
} from './AuthDialogs.tsx';
export type { AuthCredentials, AuthSubmitHandler } from './AuthFormsCredentials.tsx';
export {
  type AuthErrorCode,
  type AuthErrorKey,
  type AuthErrorText,
  authErrorKeys,
  authErrorText,
} from './authErrors.ts';
export { GoogleSignInButton, type GoogleSignInButtonProps } from './GoogleSignInButton.tsx';
export { RegisterForm, type RegisterFormProps } from './RegisterForm.tsx';
export { SignInForm, type SignInFormProps } from './SignInForm.tsx';
export { useAuthErrorMessage } from './useAuthErrorMessage.ts';
