import account from '../../locales/fr/account.json';
import character from '../../locales/fr/character.json';
import cosmetics from '../../locales/fr/cosmetics.json';
import equipment from '../../locales/fr/equipment.json';
import game from '../../locales/fr/game.json';
import quests from '../../locales/fr/quests.json';
import shop from '../../locales/fr/shop.json';
import world from '../../locales/fr/world.json';

/** The game namespace in this language: the shared messages plus one subtree per component area. */
export const messages = { ...game, equipment, character, cosmetics, shop, world, quests, account };
