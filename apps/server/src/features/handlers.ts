import type { RouteHandlers } from '../http/routes.ts';
import { adventuresHandlers } from './adventures/index.ts';
import { arenaHandlers } from './arena/index.ts';
import { battleHandlers } from './battle/index.ts';
import { characterHandlers } from './character/index.ts';
import { equipmentHandlers } from './equipment/index.ts';
import { outfitHandlers } from './outfit/index.ts';
import { premiumHandlers } from './premium/index.ts';
import { questsHandlers } from './quests/index.ts';
import { rankingHandlers } from './ranking/index.ts';
import { shopHandlers } from './shop/index.ts';
import { worldHandlers } from './world/index.ts';

/**
 * The handler of every route of the contract, by route name; each feature folder owns its routes (one
 * folder per domain of scripts/domains.mjs, in its order). The type is total: a route of the contract that
 * no feature's table (exact keys, via `satisfies`) names does not compile.
 */
export const handlers: RouteHandlers = {
  ...characterHandlers,
  ...equipmentHandlers,
  ...outfitHandlers,
  ...shopHandlers,
  ...premiumHandlers,
  ...worldHandlers,
  ...battleHandlers,
  ...arenaHandlers,
  ...questsHandlers,
  ...adventuresHandlers,
  ...rankingHandlers,
};
