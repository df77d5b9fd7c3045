import account from '../../locales/es/account.json';
import character from '../../locales/es/character.json';
import cosmetics from '../../locales/es/cosmetics.json';
import equipment from '../../locales/es/equipment.json';
import game from '../../locales/es/game.json';
import quests from '../../locales/es/quests.json';
import shop from '../../locales/es/shop.json';
import world from '../../locales/es/world.json';

/** The game namespace in this language: the shared messages plus one subtree per component area. */
export const messages = { ...game, equipment, character, cosmetics, shop, world, quests, account };
