import account from '../../locales/en/account.json';
import character from '../../locales/en/character.json';
import cosmetics from '../../locales/en/cosmetics.json';
import equipment from '../../locales/en/equipment.json';
import game from '../../locales/en/game.json';
import quests from '../../locales/en/quests.json';
import shop from '../../locales/en/shop.json';
import world from '../../locales/en/world.json';

/** The game namespace in this language: the shared messages plus one subtree per component area. */
export const messages = { ...game, equipment, character, cosmetics, shop, world, quests, account };
