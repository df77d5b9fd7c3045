import { defaultLanguage, type Language, languages } from '@rpg/contracts';

/** A text of the world in every content language (Polish is the default). */
export type Text = Readonly<Record<Language, string>>;

/** Builds a Text from its five translations, in the order pl, en, es, de, fr. */
export const text = (pl: string, en: string, es: string, de: string, fr: string): Text => ({ pl, en, es, de, fr });

/** The text in `lang`, falling back to Polish (then English) when a translation is empty. */
export const localize = (value: Text, lang: Language = defaultLanguage): string =>
  value[lang] || value[defaultLanguage] || value.en;

/** Replaces `{{name}}` placeholders with the given values (unknown placeholders stay as they are). */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (match, key: string) => (key in values ? String(values[key]) : match));

export const contentLanguages: readonly Language[] = languages;
