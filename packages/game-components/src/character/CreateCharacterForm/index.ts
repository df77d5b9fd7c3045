export {
  type CreateCharacterChoice,
  CreateCharacterForm,
  type CreateCharacterFormProps,
  type CreateCharacterServerError,
  createCharacterServerErrors,
} from './CreateCharacterForm.tsx';
