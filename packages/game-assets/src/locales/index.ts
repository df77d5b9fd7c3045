import de from './de/assets.json';
import en from './en/assets.json';
import es from './es/assets.json';
import fr from './fr/assets.json';
import pl from './pl/assets.json';

/** The alt texts of every picture, per interface language (i18next namespace `assets`). */
export const assetsLocales = { pl, en, es, de, fr } as const;
export type AssetsLocale = keyof typeof assetsLocales;
