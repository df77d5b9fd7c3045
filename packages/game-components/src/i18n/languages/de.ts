import account from '../../account/locales/de.json';
import adventures from '../../adventures/locales/de.json';
import arena from '../../arena/locales/de.json';
import battle from '../../battle/locales/de.json';
import character from '../../character/locales/de.json';
import equipment from '../../equipment/locales/de.json';
import outfit from '../../outfit/locales/de.json';
import premium from '../../premium/locales/de.json';
import quests from '../../quests/locales/de.json';
import ranking from '../../ranking/locales/de.json';
import shell from '../../shell/locales/de.json';
import shop from '../../shop/locales/de.json';
import world from '../../world/locales/de.json';

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
