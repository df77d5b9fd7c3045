// The account area's names: what the package index (src/index.ts) and the other areas may import from it.

export {
  type AuthCredentials,
  type AuthErrorCode,
  AuthErrorDialog,
  type AuthErrorDialogProps,
  type AuthErrorKey,
  type AuthErrorText,
  type AuthSubmitHandler,
  authErrorKeys,
  authErrorText,
  GoogleSignInButton,
  type GoogleSignInButtonProps,
  RegisteredDialog,
  type RegisteredDialogProps,
  RegisterForm,
  type RegisterFormProps,
  SignInForm,
  type SignInFormProps,
  useAuthErrorMessage,
} from './AuthForms/index.ts';
export { type DevPage, DevScreen, type DevScreenProps, devPages } from './DevScreen/index.ts';
export {
  GoogleAccountChooser,
  type GoogleAccountChooserProps,
  type TestGoogleAccount,
} from './GoogleAccountChooser/index.ts';
export {
  ApiAddressSetting,
  type ApiAddressSettingProps,
  ImageCarousel,
  type ImageCarouselProps,
  isApiAddress,
  PromotionCarousel,
  type PromotionCarouselProps,
  StoreButtons,
  WelcomeBanner,
  type WelcomeBannerProps,
} from './Home/index.ts';
export { HomeScreen, type HomeScreenProps } from './HomeScreen/index.ts';
export { LoginScreen, type LoginScreenProps } from './LoginScreen/index.ts';
export { NotFoundScreen } from './NotFoundScreen/index.ts';
export { RegisterScreen, type RegisterScreenProps } from './RegisterScreen/index.ts';
