import { useGameTranslation } from '../../shared/private/useGameTranslation.ts';
import { authErrorText } from './authErrors.ts';

/** Returns a function that turns a provider error into the sentence shown in AuthErrorDialog, in the interface language. */
export function useAuthErrorMessage(): (error: unknown) => string {
  const { t } = useGameTranslation();
  return (error) => {
    const text = authErrorText(error);
    return 'key' in text ? t(text.key) : text.text;
  };
}
