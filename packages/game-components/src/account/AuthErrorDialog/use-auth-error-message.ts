import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { authErrorText } from './auth-errors.ts';

/** Returns a function that turns a provider error into the sentence shown in AuthErrorDialog, in the interface language. */
export function useAuthErrorMessage(): (error: unknown) => string {
  const { t } = useGameTranslation();
  return (error) => {
    const text = authErrorText(error);
    return 'key' in text ? t(text.key) : text.text;
  };
}
