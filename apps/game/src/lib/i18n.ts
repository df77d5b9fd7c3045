import { defaultLanguage, isLanguage, type Language, languages } from '@rpg/contracts';
import { gameNamespace, gameResources } from '@rpg/game-components';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from '../locales/de/app.json';
import en from '../locales/en/app.json';
import es from '../locales/es/app.json';
import fr from '../locales/fr/app.json';
import pl from '../locales/pl/app.json';

export const appNamespace = 'app';
const storageKey = 'rpg.language';

const appResources: Record<Language, typeof en> = { pl, en, es, de, fr };

/** The language chosen before (kept in localStorage), else Polish. */
export const storedLanguage = (): Language => {
  try {
    const stored = localStorage.getItem(storageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
};

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: false,
  supportedLngs: [...languages],
  ns: [appNamespace, gameNamespace],
  defaultNS: appNamespace,
  resources: Object.fromEntries(
    languages.map((lng) => [lng, { [appNamespace]: appResources[lng], ...gameResources[lng] }]),
  ),
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

const applyDocumentLanguage = (lng: string) => {
  document.documentElement.lang = lng;
};
applyDocumentLanguage(i18n.language);

/** Switches the interface language and remembers it across reloads. */
export const changeLanguage = async (lng: Language) => {
  await i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
  try {
    localStorage.setItem(storageKey, lng);
  } catch {
    // Private mode without storage: the choice lasts for this visit.
  }
};
