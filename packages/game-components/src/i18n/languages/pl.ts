import account from '../../account/locales/pl.json';
import character from '../../character/locales/pl.json';
import cosmetics from '../../cosmetics/locales/pl.json';
import equipment from '../../equipment/locales/pl.json';
import quests from '../../quests/locales/pl.json';
import shell from '../../shell/locales/pl.json';
import shop from '../../shop/locales/pl.json';
import world from '../../world/locales/pl.json';

/** The game namespace in this language: the shell's messages at the top level plus one subtree per area. */
export const messages = { ...shell, equipment, character, cosmetics, shop, world, quests, account };
