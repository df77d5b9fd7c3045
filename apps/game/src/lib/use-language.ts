import { defaultLanguage, isLanguage, type Language } from '@rpg/contracts';
import { useTranslation } from 'react-i18next';

/** The interface language of an i18next language code: the default where the code is none of ours. */
export const languageOf = (code: string): Language => (isLanguage(code) ? code : defaultLanguage);

/** The interface language, re-rendering when it changes; sent as requestedLang / lang. */
export const useLanguage = (): Language => languageOf(useTranslation().i18n.language);
