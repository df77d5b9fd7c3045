import {
  contractLimits,
  emptyInventorySlot,
  firstFreeBackpackPosition,
  type InventoryGameItem,
  InventorySlotType,
  type ItemPlace,
  MainInventoryType,
  type MoveTarget,
  planSwap,
} from '@rpg/contracts';

/** The four slots an item can be equipped in (game-rules: Helmet, Torso, Weapon1, Weapon2). */
export type EquipSlotType = Exclude<InventorySlotType, 0>;
export const equipSlotTypes: readonly EquipSlotType[] = [
  InventorySlotType.Helmet,
  InventorySlotType.Torso,
  InventorySlotType.Weapon1,
  InventorySlotType.Weapon2,
];

/** The equipment slots by the spec's labels, in display order; legs (labelled Bottom) and hair hold no item. */
export type EquipmentSlotId = 'head' | 'torso' | 'rightHand' | 'leftHand' | 'legs' | 'hair';
export interface EquipmentSlotDef {
  id: EquipmentSlotId;
  /** The item slot it holds, or null for a look-only slot (shown from the outfit). */
  inventoryType: EquipSlotType | null;
  /** The outfit layer a look-only slot shows. */
  outfitLayer?: 'hair' | 'bottom';
}
export const equipmentSlotDefs: readonly EquipmentSlotDef[] = [
  { id: 'head', inventoryType: InventorySlotType.Helmet },
  { id: 'torso', inventoryType: InventorySlotType.Torso },
  { id: 'rightHand', inventoryType: InventorySlotType.Weapon1 },
  { id: 'leftHand', inventoryType: InventorySlotType.Weapon2 },
  { id: 'legs', inventoryType: null, outfitLayer: 'bottom' },
  { id: 'hair', inventoryType: null, outfitLayer: 'hair' },
];

/** The label id of the equipment slot holding each item slot type. */
export const slotIdOf: Record<EquipSlotType, EquipmentSlotId> = {
  [InventorySlotType.Helmet]: 'head',
  [InventorySlotType.Torso]: 'torso',
  [InventorySlotType.Weapon1]: 'rightHand',
  [InventorySlotType.Weapon2]: 'leftHand',
};

/** Where a dragged item is dropped: an equipment slot or a backpack position (0-based). */
export interface EquipmentMoveTarget {
  mainInventoryType: MainInventoryType;
  /** The equipment slot (when mainInventoryType is Inventory). */
  slot?: InventorySlotType;
  /** The backpack position, 0-based (when mainInventoryType is Backpack). */
  position?: number;
}

/** The contract's move target (POST /my-character/equipment/move) of a board target. */
export function toMoveTarget(target: EquipmentMoveTarget): MoveTarget {
  if (target.mainInventoryType === MainInventoryType.Inventory) {
    const slot = target.slot;
    if (slot === undefined || slot === InventorySlotType.None) throw new RangeError('An equipment target needs a slot');
    return { mainInventoryType: MainInventoryType.Inventory, inventoryType: slot };
  }
  return { mainInventoryType: MainInventoryType.Backpack, position: target.position ?? 0 };
}

/** A place on the board. */
export type SlotRef = { kind: 'equipment'; slot: EquipSlotType } | { kind: 'backpack'; position: number };

export const slotKey = (ref: SlotRef): string =>
  ref.kind === 'equipment' ? `equipment-${ref.slot}` : `backpack-${ref.position}`;

export function parseSlotKey(key: string | undefined): SlotRef | undefined {
  const match = /^(equipment|backpack)-(\d+)$/.exec(key ?? '');
  if (!match) return undefined;
  const value = Number(match[2]);
  if (match[1] === 'equipment') {
    return equipSlotTypes.includes(value as EquipSlotType)
      ? { kind: 'equipment', slot: value as EquipSlotType }
      : undefined;
  }
  return { kind: 'backpack', position: value };
}

export const sameSlot = (a: SlotRef | null | undefined, b: SlotRef | null | undefined) =>
  a != null && b != null && slotKey(a) === slotKey(b);

export const targetOf = (ref: SlotRef): EquipmentMoveTarget =>
  ref.kind === 'equipment'
    ? { mainInventoryType: MainInventoryType.Inventory, slot: ref.slot }
    : { mainInventoryType: MainInventoryType.Backpack, position: ref.position };

export interface InventoryModel {
  equipped: Partial<Record<EquipSlotType, InventoryGameItem>>;
  /** The backpack positions (at least 20); undefined is a free slot. */
  backpack: Array<InventoryGameItem | undefined>;
}

/** Splits the inventory list into equipped items and backpack positions. */
export function toModel(items: readonly InventoryGameItem[]): InventoryModel {
  const equipped: InventoryModel['equipped'] = {};
  const backpack: InventoryModel['backpack'] = [];
  for (const item of items) {
    if (item.mainInventoryType === MainInventoryType.Inventory) {
      if (!item.isEmpty && item.inventoryType !== InventorySlotType.None) equipped[item.inventoryType] = item;
    } else {
      backpack.push(item.isEmpty ? undefined : item);
    }
  }
  while (backpack.length < contractLimits.backpackSlots) backpack.push(undefined);
  return { equipped, backpack };
}

/** The inventory list of a model: the four equipment slots, then the backpack positions. */
export function fromModel(model: InventoryModel): InventoryGameItem[] {
  return [
    ...equipSlotTypes.map((slot) => model.equipped[slot] ?? emptyInventorySlot(slot, MainInventoryType.Inventory)),
    ...model.backpack.map((item) => item ?? emptyInventorySlot(InventorySlotType.None, MainInventoryType.Backpack)),
  ];
}

/** Two entries of the list say the same (every field of the contract's item is a primitive). */
const sameEntry = (a: InventoryGameItem, b: InventoryGameItem) => {
  const keys = Object.keys(b) as (keyof InventoryGameItem)[];
  return keys.length === Object.keys(a).length && keys.every((key) => Object.is(a[key], b[key]));
};

/**
 * `next`, with the object of `previous` kept for each entry that says the same (an item found by its id,
 * an empty slot at its index), and `previous` itself when nothing changed. A server's reply copies every
 * item: kept, the slots whose item did not change need not draw it again.
 */
export function keepUnchanged(
  previous: readonly InventoryGameItem[],
  next: readonly InventoryGameItem[],
): readonly InventoryGameItem[] {
  if (previous === next) return next;
  const byId = new Map<number, InventoryGameItem>();
  for (const item of previous) if (!item.isEmpty) byId.set(item.id, item);
  let changed = previous.length !== next.length;
  const kept = next.map((item, index) => {
    const before = item.isEmpty ? previous[index] : byId.get(item.id);
    const entry = before !== undefined && sameEntry(before, item) ? before : item;
    if (entry !== previous[index]) changed = true;
    return entry;
  });
  return changed ? kept : previous;
}

export function locate(model: InventoryModel, id: number): SlotRef | undefined {
  for (const slot of equipSlotTypes) if (model.equipped[slot]?.id === id) return { kind: 'equipment', slot };
  const position = model.backpack.findIndex((item) => item?.id === id);
  return position === -1 ? undefined : { kind: 'backpack', position };
}

export const itemAt = (model: InventoryModel, ref: SlotRef): InventoryGameItem | undefined =>
  ref.kind === 'equipment' ? model.equipped[ref.slot] : model.backpack[ref.position];

export type MovePlan =
  | { ok: true; items: InventoryGameItem[]; occupant: InventoryGameItem | undefined }
  | { ok: false; reason: 'same' | 'unknown' }
  | { ok: false; reason: 'refused'; item: InventoryGameItem; slot: SlotRef }
  | { ok: false; reason: 'full' };

/** The placement rule's place of a board place. */
const placeOf = (ref: SlotRef): ItemPlace =>
  ref.kind === 'equipment'
    ? { container: MainInventoryType.Inventory, position: ref.slot }
    : { container: MainInventoryType.Backpack, position: ref.position };

/** The board place of a place the rule hands back: the origin's or the target's, so an equipment position is a slot. */
const slotRefOf = (place: ItemPlace): SlotRef =>
  place.container === MainInventoryType.Inventory
    ? { kind: 'equipment', slot: place.position as EquipSlotType }
    : { kind: 'backpack', position: place.position };

/** The rule reads an item's slot type from the contract's inventory entry. */
const slotTypeOfItem = (item: InventoryGameItem) => item.inventoryType;

/** Puts `placed` (or nothing) at `ref`, marking where it now lies. */
function put(model: InventoryModel, ref: SlotRef, placed: InventoryGameItem | undefined) {
  if (ref.kind === 'equipment') {
    model.equipped[ref.slot] = placed && { ...placed, mainInventoryType: MainInventoryType.Inventory };
  } else {
    model.backpack[ref.position] = placed && { ...placed, mainInventoryType: MainInventoryType.Backpack };
  }
}

/**
 * What moving `item` onto `target` would do, by the contract's placement rule (the one the server
 * applies): an item only fits the equipment slot of its type; an item already at the target swaps
 * places with it (and must fit the origin).
 */
export function planMove(items: readonly InventoryGameItem[], item: InventoryGameItem, target: SlotRef): MovePlan {
  const model = toModel(items);
  const origin = locate(model, item.id);
  if (!origin) return { ok: false, reason: 'unknown' };
  if (sameSlot(origin, target)) return { ok: false, reason: 'same' };
  if (target.kind === 'backpack' && target.position >= model.backpack.length) return { ok: false, reason: 'unknown' };
  const occupant = itemAt(model, target);
  const plan = planSwap({ item, from: placeOf(origin), to: placeOf(target), occupant }, slotTypeOfItem);
  if (!plan.ok) return { ok: false, reason: 'refused', item: plan.item, slot: slotRefOf(plan.place) };
  // The item leaves its origin empty, unless the occupant swaps into it.
  put(model, origin, undefined);
  for (const relocation of plan.relocations) put(model, slotRefOf(relocation.to), relocation.item);
  return { ok: true, items: fromModel(model), occupant };
}

/** Equip: move a backpack item into the slot of its type (what was there goes to the item's backpack place). */
export function planEquip(items: readonly InventoryGameItem[], item: InventoryGameItem): MovePlan {
  if (item.inventoryType === InventorySlotType.None) {
    return { ok: false, reason: 'refused', item, slot: { kind: 'equipment', slot: InventorySlotType.Helmet } };
  }
  return planMove(items, item, { kind: 'equipment', slot: item.inventoryType });
}

/** Unequip: move an equipped item to the first free backpack slot (none free: refused). */
export function planUnequip(items: readonly InventoryGameItem[], item: InventoryGameItem): MovePlan {
  const { backpack } = toModel(items);
  const position = firstFreeBackpackPosition((at) => backpack[at] !== undefined);
  if (position === undefined) return { ok: false, reason: 'full' };
  return planMove(items, item, { kind: 'backpack', position });
}
