export type { AuthCredentials, AuthSubmitHandler } from '../private/AuthFormsCredentials.tsx';
export { SignInForm, type SignInFormProps } from './SignInForm.tsx';
