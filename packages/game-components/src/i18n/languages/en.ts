import account from '../../account/locales/en.json';
import adventures from '../../adventures/locales/en.json';
import arena from '../../arena/locales/en.json';
import battle from '../../battle/locales/en.json';
import character from '../../character/locales/en.json';
import equipment from '../../equipment/locales/en.json';
import outfit from '../../outfit/locales/en.json';
import premium from '../../premium/locales/en.json';
import quests from '../../quests/locales/en.json';
import ranking from '../../ranking/locales/en.json';
import shell from '../../shell/locales/en.json';
import shop from '../../shop/locales/en.json';
import world from '../../world/locales/en.json';

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
