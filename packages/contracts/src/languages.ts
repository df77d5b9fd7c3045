import { z } from 'zod';
import { languages } from './language-codes.ts';

export { defaultLanguage, isLanguage, type Language, languages } from './language-codes.ts';

/** A language code as sent in `requestedLang` (bodies) or `lang` (queries). Unknown codes are refused, never defaulted. */
export const languageSchema = z.enum(languages, {
  error: () => `Language must be one of: ${languages.join(', ')}.`,
});
