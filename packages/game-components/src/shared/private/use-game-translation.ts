import { useTranslation } from 'react-i18next';
import { gameNamespace } from '../../i18n/resources.ts';

/** The game namespace's `t`, plus the language to format numbers in. */
export function useGameTranslation() {
  const { t, i18n } = useTranslation(gameNamespace);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return { t, language };
}
