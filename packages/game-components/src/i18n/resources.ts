import type { Language } from '@rpg/contracts';
import de_account from '../locales/de/account.json';
import de_character from '../locales/de/character.json';
import de_cosmetics from '../locales/de/cosmetics.json';
import de_equipment from '../locales/de/equipment.json';
import de from '../locales/de/game.json';
import de_quests from '../locales/de/quests.json';
import de_shop from '../locales/de/shop.json';
import de_world from '../locales/de/world.json';
import en_account from '../locales/en/account.json';
import en_character from '../locales/en/character.json';
import en_cosmetics from '../locales/en/cosmetics.json';
import en_equipment from '../locales/en/equipment.json';
import en from '../locales/en/game.json';
import en_quests from '../locales/en/quests.json';
import en_shop from '../locales/en/shop.json';
import en_world from '../locales/en/world.json';
import es_account from '../locales/es/account.json';
import es_character from '../locales/es/character.json';
import es_cosmetics from '../locales/es/cosmetics.json';
import es_equipment from '../locales/es/equipment.json';
import es from '../locales/es/game.json';
import es_quests from '../locales/es/quests.json';
import es_shop from '../locales/es/shop.json';
import es_world from '../locales/es/world.json';
import fr_account from '../locales/fr/account.json';
import fr_character from '../locales/fr/character.json';
import fr_cosmetics from '../locales/fr/cosmetics.json';
import fr_equipment from '../locales/fr/equipment.json';
import fr from '../locales/fr/game.json';
import fr_quests from '../locales/fr/quests.json';
import fr_shop from '../locales/fr/shop.json';
import fr_world from '../locales/fr/world.json';
import pl_account from '../locales/pl/account.json';
import pl_character from '../locales/pl/character.json';
import pl_cosmetics from '../locales/pl/cosmetics.json';
import pl_equipment from '../locales/pl/equipment.json';
import pl from '../locales/pl/game.json';
import pl_quests from '../locales/pl/quests.json';
import pl_shop from '../locales/pl/shop.json';
import pl_world from '../locales/pl/world.json';

/** The i18next namespace of the game components. The host app owns the i18next instance and adds these resources. */
export const gameNamespace = 'game';

/**
 * One language's messages: the shared ones (game.json) plus one subtree per component area
 * (locales/<lng>/<area>.json, reached as `t('<area>.<key>')`).
 */
const messages = {
  pl: {
    ...pl,
    equipment: pl_equipment,
    character: pl_character,
    cosmetics: pl_cosmetics,
    shop: pl_shop,
    world: pl_world,
    quests: pl_quests,
    account: pl_account,
  },
  en: {
    ...en,
    equipment: en_equipment,
    character: en_character,
    cosmetics: en_cosmetics,
    shop: en_shop,
    world: en_world,
    quests: en_quests,
    account: en_account,
  },
  es: {
    ...es,
    equipment: es_equipment,
    character: es_character,
    cosmetics: es_cosmetics,
    shop: es_shop,
    world: es_world,
    quests: es_quests,
    account: es_account,
  },
  de: {
    ...de,
    equipment: de_equipment,
    character: de_character,
    cosmetics: de_cosmetics,
    shop: de_shop,
    world: de_world,
    quests: de_quests,
    account: de_account,
  },
  fr: {
    ...fr,
    equipment: fr_equipment,
    character: fr_character,
    cosmetics: fr_cosmetics,
    shop: fr_shop,
    world: fr_world,
    quests: fr_quests,
    account: fr_account,
  },
};

export type GameMessages = (typeof messages)['en'];

export const gameResources: Record<Language, { [gameNamespace]: GameMessages }> = {
  pl: { game: messages.pl },
  en: { game: messages.en },
  es: { game: messages.es },
  de: { game: messages.de },
  fr: { game: messages.fr },
};
