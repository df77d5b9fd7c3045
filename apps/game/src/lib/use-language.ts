import { defaultLanguage, isLanguage, type Language } from '@rpg/contracts';
import { useTranslation } from 'react-i18next';

/** The interface language, re-rendering when it changes; sent as requestedLang / lang. */
export const useLanguage = (): Language => {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
};
