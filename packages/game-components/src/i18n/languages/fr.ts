import account from '../../account/locales/fr.json';
import character from '../../character/locales/fr.json';
import cosmetics from '../../cosmetics/locales/fr.json';
import equipment from '../../equipment/locales/fr.json';
import quests from '../../quests/locales/fr.json';
import shell from '../../shell/locales/fr.json';
import shop from '../../shop/locales/fr.json';
import world from '../../world/locales/fr.json';

/** The game namespace in this language: the shell's messages at the top level plus one subtree per area. */
export const messages = { ...shell, equipment, character, cosmetics, shop, world, quests, account };
