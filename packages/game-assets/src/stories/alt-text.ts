import { type AssetsLocale, assetsLocales } from '../locales/index.ts';

/** The alt text of a picture in the story's interface language (the toolbar's locale). */
export const altText = (altKey: string, locale: unknown): string => {
  const lang: AssetsLocale = typeof locale === 'string' && locale in assetsLocales ? (locale as AssetsLocale) : 'pl';
  let node: unknown = assetsLocales[lang];
  for (const part of altKey.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : altKey;
};
