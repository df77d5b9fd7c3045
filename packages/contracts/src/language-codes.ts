/** Interface and content languages. Polish is the default. Plain values, no schema: the app's first screen needs these alone. */
export const languages = ['pl', 'en', 'es', 'de', 'fr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage = 'pl' satisfies Language;

/** Whether a value is one of the languages. */
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);
