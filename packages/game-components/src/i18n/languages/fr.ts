import account from '../../account/locales/fr.json';
import adventures from '../../adventures/locales/fr.json';
import arena from '../../arena/locales/fr.json';
import battle from '../../battle/locales/fr.json';
import character from '../../character/locales/fr.json';
import equipment from '../../equipment/locales/fr.json';
import outfit from '../../outfit/locales/fr.json';
import premium from '../../premium/locales/fr.json';
import quests from '../../quests/locales/fr.json';
import ranking from '../../ranking/locales/fr.json';
import shell from '../../shell/locales/fr.json';
import shop from '../../shop/locales/fr.json';
import world from '../../world/locales/fr.json';

/** The game namespace in this language: the shell's messages at the top level plus one subtree per area. */
export const messages = {
  ...shell,
  equipment,
  character,
  outfit,
  premium,
  shop,
  world,
  battle,
  arena,
  quests,
  adventures,
  ranking,
  account,
};
