export { GoogleSignInButton, type GoogleSignInButtonProps } from './GoogleSignInButton.tsx';
