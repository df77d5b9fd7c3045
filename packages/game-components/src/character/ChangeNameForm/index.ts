export { ChangeNameForm, type ChangeNameFormProps } from './ChangeNameForm.tsx';
