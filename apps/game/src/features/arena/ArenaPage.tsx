import { baseInfoOf } from '@rpg/contracts';
import { ArenaScreen } from '@rpg/game-components';
import { useEffect, useState } from 'react';
import { useMyCharacter } from '../../lib/query.ts';
import { useArenaEnemies, useArenaFight, useRollArena, useUseConsumable } from './api/arena.ts';

/** The arena list can be drawn again once a minute (rules: arena.rollEveryMs). */
const rollWaitMs = 60_000;

/** `/arena`: opponents near the player's honour, their fight buttons and the once-a-minute roll. */
export const ArenaPage = () => {
  const enemies = useArenaEnemies();
  const character = useMyCharacter().data?.data;
  const fight = useArenaFight();
  const rollArena = useRollArena();
  const consume = useUseConsumable();
  const [nextRollAt, setNextRollAt] = useState<number | undefined>(undefined);
  const [now, setNow] = useState(() => new Date());

  // While the next roll is not allowed yet, the seconds left count down.
  useEffect(() => {
    if (nextRollAt === undefined) return;
    const timer = setInterval(() => {
      const current = new Date();
      setNow(current);
      if (current.getTime() >= nextRollAt) setNextRollAt(undefined);
    }, 1000);
    return () => clearInterval(timer);
  }, [nextRollAt]);

  const roll = async () => {
    const rolled = await rollArena();
    if (rolled) {
      setNow(new Date());
      setNextRollAt(Date.now() + rollWaitMs);
    }
  };

  return (
    <ArenaScreen
      data={enemies.data?.data}
      error={Boolean(enemies.error) && !enemies.data}
      onRetry={() => void enemies.mutate()}
      baseInfo={character ? baseInfoOf(character) : undefined}
      onFight={fight}
      onRoll={roll}
      nextRollAt={nextRollAt === undefined ? undefined : new Date(nextRollAt).toISOString()}
      now={now}
      health={
        character ? { current: character.stats.currentHealthPoints, max: character.stats.healthPoints } : undefined
      }
      consumables={character?.consumableItems}
      onUseConsumable={consume}
    />
  );
};
