import { BattleResultScreen } from '@rpg/game-components';
import { useParams } from 'react-router';
import { hrefOf } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useStoredBattle } from './api/battle.ts';

/** A path id that can be a stored battle's (1 to 2^31-1), else null. */
const battleIdOf = (param: string | undefined): number | null => {
  const id = Number(param);
  return /^\d+$/.test(param ?? '') && id >= 1 && id <= 2 ** 31 - 1 ? id : null;
};

/**
 * `/battle/fight/{battleId}` (the player's fight, right after committing it) and `/battles/{battleId}`
 * (anyone's, shared as a link): the stored fight read back, never fought again. Its result, rewards
 * for the attacker, log and replay, and its address to copy.
 */
export const FightPage = () => {
  const id = battleIdOf(useParams().id);
  const battle = useStoredBattle(id);
  const missing =
    id === null || (battle.error instanceof ApiError && (battle.error.status === 404 || battle.error.status === 400));
  return (
    <BattleResultScreen
      data={battle.data?.data}
      notFound={missing}
      error={Boolean(battle.error) && !battle.data}
      onRetry={() => void battle.mutate()}
      shareUrl={id === null ? undefined : new URL(hrefOf({ page: 'battleReplay', id }), window.location.origin).href}
    />
  );
};
