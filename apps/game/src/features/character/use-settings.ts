import type { CharacterSettings } from '@rpg/game-components';
import { changeLanguage } from '../../lib/i18n.ts';
import { setPreferences, usePreferences } from '../../lib/preferences.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** The settings dialog's values: the language (kept and put on <html lang>), the click sound and the theme, kept across reloads. */
export const useSettings = (): CharacterSettings => {
  const language = useLanguage();
  const { soundOn, theme } = usePreferences();
  return {
    language,
    onLanguageChange: (next) => void changeLanguage(next),
    soundOn,
    onSoundChange: (next) => setPreferences({ soundOn: next }),
    theme,
    onThemeChange: (next) => setPreferences({ theme: next }),
  };
};
