import { CharacterScreen } from '@rpg/game-components';
import { useEquipmentActions } from '../../lib/use-equipment-actions.ts';
import { useActivateSkill, useAddStat, useMyCharacter, useUseConsumable } from './api/character.ts';
import { useSettings } from './use-settings.ts';

/** `/my-character`: the hero, its bars, skills, stats, equipment with drag and drop, pouch (Use) and settings. */
export const MyCharacterPage = () => {
  const character = useMyCharacter();
  const equipment = useEquipmentActions();
  return (
    <CharacterScreen
      data={character.data?.data}
      error={Boolean(character.error) && !character.data}
      onRetry={() => void character.mutate()}
      onAddStat={useAddStat()}
      onEquip={equipment.equip}
      onUnequip={equipment.unequip}
      onMove={equipment.move}
      onActivateSkill={useActivateSkill()}
      onUseConsumable={useUseConsumable()}
      settings={useSettings()}
    />
  );
};
