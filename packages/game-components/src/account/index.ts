// The account area's names: what the package index (src/index.ts) and the other areas may import from it.

export { ApiAddressSetting, type ApiAddressSettingProps, isApiAddress } from './ApiAddressSetting/index.ts';
export {
  type AuthErrorCode,
  AuthErrorDialog,
  type AuthErrorDialogProps,
  type AuthErrorKey,
  type AuthErrorText,
  authErrorKeys,
  authErrorText,
  useAuthErrorMessage,
} from './AuthErrorDialog/index.ts';
export { type DevPage, DevScreen, type DevScreenProps, devPages } from './DevScreen/index.ts';
export {
  GoogleAccountChooser,
  type GoogleAccountChooserProps,
  type TestGoogleAccount,
} from './GoogleAccountChooser/index.ts';
export { GoogleSignInButton, type GoogleSignInButtonProps } from './GoogleSignInButton/index.ts';
export { HomeScreen, type HomeScreenProps } from './HomeScreen/index.ts';
export { ImageCarousel, type ImageCarouselProps } from './ImageCarousel/index.ts';
export { LoginScreen, type LoginScreenProps } from './LoginScreen/index.ts';
export { NotFoundScreen } from './NotFoundScreen/index.ts';
export { PromotionCarousel, type PromotionCarouselProps } from './PromotionCarousel/index.ts';
export { RegisteredDialog, type RegisteredDialogProps } from './RegisteredDialog/index.ts';
export { RegisterForm, type RegisterFormProps } from './RegisterForm/index.ts';
export { RegisterScreen, type RegisterScreenProps } from './RegisterScreen/index.ts';
export {
  type AuthCredentials,
  type AuthSubmitHandler,
  SignInForm,
  type SignInFormProps,
} from './SignInForm/index.ts';
export { StoreButtons } from './StoreButtons/index.ts';
export { WelcomeBanner, type WelcomeBannerProps } from './WelcomeBanner/index.ts';
