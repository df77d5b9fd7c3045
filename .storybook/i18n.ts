import { defaultLanguage, languages } from '@rpg/contracts';
import { gameNamespace, gameResources } from '@rpg/game-components';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Storybook's i18next instance: the same resources the app loads for the game
 * components. A missing key throws, so a story with an untranslated string fails.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: false,
  supportedLngs: [...languages],
  ns: [gameNamespace],
  defaultNS: gameNamespace,
  resources: gameResources,
  interpolation: { escapeValue: false },
  initAsync: false,
  saveMissing: true,
  missingKeyHandler: (lngs, ns, key) => {
    throw new Error(`Missing translation ${ns}:${key} in ${lngs.join(', ')}`);
  },
});
