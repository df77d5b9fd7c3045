import { EquipmentScreen } from '@rpg/game-components';
import { useMyCharacter } from '../../lib/query.ts';
import { useEquipmentActions } from '../../lib/use-equipment-actions.ts';

/** `/equipment`: the equipped slots and the backpack (two tabs on phones); click toggles, drag moves. */
export const EquipmentPage = () => {
  const character = useMyCharacter();
  const equipment = useEquipmentActions();
  const data = character.data?.data;
  return (
    <EquipmentScreen
      data={data?.inventoryGameItems}
      outfit={data?.outfit}
      characterName={data?.name}
      error={Boolean(character.error) && !character.data}
      onRetry={() => void character.mutate()}
      onEquip={equipment.equip}
      onUnequip={equipment.unequip}
      onMove={equipment.move}
    />
  );
};
