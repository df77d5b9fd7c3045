import {
  contractLimits,
  emptyInventorySlot,
  type InventoryGameItem,
  InventorySlotType,
  ItemRarity,
  type Language,
  MainInventoryType,
} from '@rpg/contracts';
import { buildInventoryGameItem } from '@rpg/contracts/fixtures';
import { items as itemArt } from '@rpg/game-assets';

/** A fixed inventory for the board's stories: named items in known places. */
export function storyInventory(lang: Language = 'pl') {
  const names = {
    sword: { pl: 'Zardzewiały miecz', en: 'Rusty Sword' },
    armour: { pl: 'Przeszywanica', en: 'Padded gambeson' },
    helm: { pl: 'Żelazny szyszak', en: 'Iron spangenhelm' },
    shield: { pl: 'Dębowa tarcza', en: 'Oak shield' },
    axe: { pl: 'Topór bojowy', en: 'Battle axe' },
  };
  const say = (key: keyof typeof names) => (lang === 'pl' ? names[key].pl : names[key].en);
  const equipped = { mainInventoryType: MainInventoryType.Inventory } as const;
  const sword = buildInventoryGameItem(41, {
    ...equipped,
    name: say('sword'),
    imagePath: itemArt.shortsword.path,
    inventoryType: InventorySlotType.Weapon1,
    rarity: ItemRarity.Common,
  });
  const armour = buildInventoryGameItem(42, {
    ...equipped,
    name: say('armour'),
    inventoryType: InventorySlotType.Torso,
  });
  const helm = buildInventoryGameItem(43, {
    name: say('helm'),
    imagePath: itemArt.hornedHelm.path,
    inventoryType: InventorySlotType.Helmet,
    rarity: ItemRarity.Rare,
  });
  const shield = buildInventoryGameItem(44, {
    name: say('shield'),
    imagePath: itemArt.roundShield.path,
    inventoryType: InventorySlotType.Weapon2,
    rarity: ItemRarity.Uncommon,
  });
  const axe = buildInventoryGameItem(45, {
    name: say('axe'),
    imagePath: itemArt.battleaxe.path,
    inventoryType: InventorySlotType.Weapon1,
  });
  const backpack: InventoryGameItem[] = [helm, shield, axe];
  const items: InventoryGameItem[] = [
    emptyInventorySlot(InventorySlotType.Helmet, MainInventoryType.Inventory),
    armour,
    sword,
    emptyInventorySlot(InventorySlotType.Weapon2, MainInventoryType.Inventory),
    ...Array.from(
      { length: contractLimits.backpackSlots },
      (_, position) => backpack[position] ?? emptyInventorySlot(),
    ),
  ];
  return { items, sword, armour, helm, shield, axe };
}

/** A full backpack (20 of 20). */
export function fullInventory(lang: Language = 'pl'): InventoryGameItem[] {
  const { items } = storyInventory(lang);
  return [
    ...items.slice(0, 4),
    ...Array.from({ length: contractLimits.backpackSlots }, (_, position) =>
      buildInventoryGameItem(60 + position, {}, lang),
    ),
  ];
}
