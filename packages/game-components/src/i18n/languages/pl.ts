import account from '../../account/locales/pl.json';
import adventures from '../../adventures/locales/pl.json';
import arena from '../../arena/locales/pl.json';
import battle from '../../battle/locales/pl.json';
import character from '../../character/locales/pl.json';
import equipment from '../../equipment/locales/pl.json';
import outfit from '../../outfit/locales/pl.json';
import premium from '../../premium/locales/pl.json';
import quests from '../../quests/locales/pl.json';
import ranking from '../../ranking/locales/pl.json';
import shell from '../../shell/locales/pl.json';
import shop from '../../shop/locales/pl.json';
import world from '../../world/locales/pl.json';

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
