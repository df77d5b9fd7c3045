import account from '../../locales/de/account.json';
import character from '../../locales/de/character.json';
import cosmetics from '../../locales/de/cosmetics.json';
import equipment from '../../locales/de/equipment.json';
import game from '../../locales/de/game.json';
import quests from '../../locales/de/quests.json';
import shop from '../../locales/de/shop.json';
import world from '../../locales/de/world.json';

/** The game namespace in this language: the shared messages plus one subtree per component area. */
export const messages = { ...game, equipment, character, cosmetics, shop, world, quests, account };
