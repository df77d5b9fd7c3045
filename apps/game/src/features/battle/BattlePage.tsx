import { baseInfoOf } from '@rpg/contracts';
import { BattleScreen } from '@rpg/game-components';
import { useMyCharacter } from '../../lib/query.ts';
import { useBattleEnemies, useFightMonster, useRollMonsters, useUseConsumable } from './api/battle.ts';

/**
 * `/battle`: the monsters of the current place with their danger words, fight buttons and the roll, and the
 * player's health (below 25% a fight asks first, offering the consumables that heal).
 */
export const BattlePage = () => {
  const enemies = useBattleEnemies();
  const character = useMyCharacter().data?.data;
  const roll = useRollMonsters();
  const fight = useFightMonster();
  const consume = useUseConsumable();
  return (
    <BattleScreen
      data={enemies.data?.data}
      baseInfo={character ? baseInfoOf(character) : enemies.data?.myCharacterBaseInfo}
      error={Boolean(enemies.error) && !enemies.data}
      onRetry={() => void enemies.mutate()}
      onRoll={roll}
      onFight={fight}
      health={
        character ? { current: character.stats.currentHealthPoints, max: character.stats.healthPoints } : undefined
      }
      consumables={character?.consumableItems}
      onUseConsumable={consume}
    />
  );
};
