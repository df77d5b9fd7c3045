import type { Language } from '@rpg/contracts';
import de from '../locales/de/game.json';
import en from '../locales/en/game.json';
import es from '../locales/es/game.json';
import fr from '../locales/fr/game.json';
import pl from '../locales/pl/game.json';

/** The i18next namespace of the game components. The host app owns the i18next instance and adds these resources. */
export const gameNamespace = 'game';

export type GameMessages = typeof en;

export const gameResources: Record<Language, { [gameNamespace]: GameMessages }> = {
  pl: { game: pl },
  en: { game: en },
  es: { game: es },
  de: { game: de },
  fr: { game: fr },
};
