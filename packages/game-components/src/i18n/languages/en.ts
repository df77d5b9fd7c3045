import account from '../../account/locales/en.json';
import character from '../../character/locales/en.json';
import cosmetics from '../../cosmetics/locales/en.json';
import equipment from '../../equipment/locales/en.json';
import quests from '../../quests/locales/en.json';
import shell from '../../shell/locales/en.json';
import shop from '../../shop/locales/en.json';
import world from '../../world/locales/en.json';

/** The game namespace in this language: the shell's messages at the top level plus one subtree per area. */
export const messages = { ...shell, equipment, character, cosmetics, shop, world, quests, account };
