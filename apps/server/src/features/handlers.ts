import type { RouteHandlers } from '../http/routes.ts';
import { adventuresHandlers } from './adventures/index.ts';
import { arenaHandlers } from './arena/index.ts';
import { battleHandlers } from './battle/index.ts';
import { battlesHandlers } from './battles/index.ts';
import { characterHandlers } from './character/index.ts';
import { charactersHandlers } from './characters/index.ts';
import { equipmentHandlers } from './equipment/index.ts';
import { locationsHandlers } from './locations/index.ts';
import { premiumHandlers } from './premium/index.ts';
import { questsHandlers } from './quests/index.ts';
import { rankingHandlers } from './ranking/index.ts';
import { shopsHandlers } from './shops/index.ts';
import { skillsHandlers } from './skills/index.ts';

/**
 * The handler of every route of the contract, by route name; each feature folder owns its routes. The
 * type is total: a route of the contract that no feature's table (exact keys, via `satisfies`) names
 * does not compile.
 */
export const handlers: RouteHandlers = {
  ...characterHandlers,
  ...charactersHandlers,
  ...equipmentHandlers,
  ...skillsHandlers,
  ...shopsHandlers,
  ...premiumHandlers,
  ...locationsHandlers,
  ...battleHandlers,
  ...arenaHandlers,
  ...battlesHandlers,
  ...questsHandlers,
  ...adventuresHandlers,
  ...rankingHandlers,
};
