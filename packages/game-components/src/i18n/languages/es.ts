import account from '../../account/locales/es.json';
import adventures from '../../adventures/locales/es.json';
import arena from '../../arena/locales/es.json';
import battle from '../../battle/locales/es.json';
import character from '../../character/locales/es.json';
import equipment from '../../equipment/locales/es.json';
import outfit from '../../outfit/locales/es.json';
import premium from '../../premium/locales/es.json';
import quests from '../../quests/locales/es.json';
import ranking from '../../ranking/locales/es.json';
import shell from '../../shell/locales/es.json';
import shop from '../../shop/locales/es.json';
import world from '../../world/locales/es.json';

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
