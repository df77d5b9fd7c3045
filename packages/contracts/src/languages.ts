import { z } from 'zod';

/** Interface and content languages. Polish is the default. */
export const languages = ['pl', 'en', 'es', 'de', 'fr'] as const;
export const defaultLanguage = 'pl' satisfies Language;

/** A language code as sent in `requestedLang` (bodies) or `lang` (queries). Unknown codes are refused, never defaulted. */
export const languageSchema = z.enum(languages, {
  error: () => `Language must be one of: ${languages.join(', ')}.`,
});
export type Language = z.infer<typeof languageSchema>;

export const isLanguage = (value: unknown): value is Language => languageSchema.safeParse(value).success;
