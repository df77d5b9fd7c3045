import { type InventoryGameItem, InventorySlotType, MainInventoryType } from '@rpg/contracts';
import { items as itemArt } from '@rpg/game-assets';

const shieldPaths = new Set<string>(
  Object.values(itemArt)
    .filter((entry) => entry.kind === 'shield')
    .map((entry) => entry.path),
);

/**
 * Whether a shield is equipped in weapon2 (only then can the character block). The item's
 * art names its kind; an item without known art counts as a shield when it has armour and no damage.
 */
export function hasShieldEquipped(inventory: readonly InventoryGameItem[]): boolean {
  const second = inventory.find(
    (item) =>
      !item.isEmpty &&
      item.mainInventoryType === MainInventoryType.Inventory &&
      item.inventoryType === InventorySlotType.Weapon2,
  );
  if (!second) return false;
  if (shieldPaths.has(second.imagePath)) return true;
  return second.maxDmg === 0 && second.armor > 0;
}
