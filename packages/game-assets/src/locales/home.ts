// Named imports of a JSON file's top-level key: the bundler keeps that key alone (Vite's JSON named
// exports), so the home's few alt texts do not bring every picture's, in every language.
import { home as de } from './de/assets.json';
import { home as en } from './en/assets.json';
import { home as es } from './es/assets.json';
import { home as fr } from './fr/assets.json';
import { home as pl } from './pl/assets.json';

/** The home pictures' alt texts (the `home` subtree of the `assets` namespace), per interface language. */
export const homeAltTexts = { pl, en, es, de, fr } as const;
