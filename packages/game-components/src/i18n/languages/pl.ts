import account from '../../locales/pl/account.json';
import character from '../../locales/pl/character.json';
import cosmetics from '../../locales/pl/cosmetics.json';
import equipment from '../../locales/pl/equipment.json';
import game from '../../locales/pl/game.json';
import quests from '../../locales/pl/quests.json';
import shop from '../../locales/pl/shop.json';
import world from '../../locales/pl/world.json';

/** The game namespace in this language: the shared messages plus one subtree per component area. */
export const messages = { ...game, equipment, character, cosmetics, shop, world, quests, account };
