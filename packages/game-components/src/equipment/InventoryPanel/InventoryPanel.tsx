import type { InventoryGameItem, Outfit } from '@rpg/contracts';
import { fallbacks } from '@rpg/game-assets';
import { memo, useId, useMemo } from 'react';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import type { ItemAction } from '../ItemCard/index.ts';
import { LayeredAvatar } from '../LayeredAvatar/index.ts';
import { type EquipmentSlotDef, equipmentSlotDefs, toModel } from '../private/inventory-model.ts';
import { placeholderOf } from '../private/item-parts.tsx';
import * as tile from '../private/SlotTile.css.ts';
import { SlotTile } from '../private/SlotTile.tsx';
import { SlotPlaceholder } from '../SlotPlaceholder/index.ts';
import * as styles from './InventoryPanel.css.ts';

export interface InventoryPanelProps {
  /** The inventory list as the equipment calls return it (equipped items and backpack; only the equipped are shown). */
  items: readonly InventoryGameItem[];
  /** The character's look: shown as the avatar, and in the look-only slots (Bottom, hair). */
  outfit?: Outfit;
  /** The avatar's accessible name (default "Your character"). */
  characterName?: string;
  /** Draws the avatar beside the slots (default true; false where the page shows the avatar already). */
  showAvatar?: boolean;
  /** Take off an equipped item. A returned Promise shows its button as loading. */
  onUnequip?: ItemAction;
  /** The level of the panel's heading (default 2; the items' names are one level below). */
  headingLevel?: 2 | 3;
}

/** The avatar draws again only when the outfit changes (not when an item moves). */
const Avatar = memo(LayeredAvatar);

/**
 * The equipped slots by the spec's labels: head, torso, right hand, left hand (the item
 * slots Helmet, Torso, Weapon1, Weapon2), and the look-only Bottom and hair, shown from
 * the outfit. Empty slots show their slot type's placeholder.
 */
export function InventoryPanel({
  items,
  outfit,
  characterName,
  showAvatar = true,
  onUnequip,
  headingLevel = 2,
}: InventoryPanelProps) {
  const { t } = useGameTranslation();
  const headingId = useId();
  const model = toModel(items);
  const Title = `h${headingLevel}` as const;
  const itemHeading = (headingLevel + 1) as 3 | 4;
  // The slots' words change only with the language: a move draws again only the slots it changed.
  const slots = useMemo(
    () =>
      equipmentSlotDefs.map((def) => ({
        def,
        label: t(`equipment.inventory.slots.${def.id}`),
        empty: def.inventoryType === null ? '' : t(`equipment.slotPlaceholder.${placeholderOf(def.inventoryType)}`),
      })),
    [t],
  );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Title id={headingId} className={styles.heading}>
        {t('equipment.inventory.title')}
      </Title>
      <div className={styles.doll}>
        {outfit && showAvatar ? (
          <div className={styles.avatar}>
            <Avatar outfit={outfit} label={characterName ?? t('equipment.inventory.avatarLabel')} size="medium" />
          </div>
        ) : null}
        <ul className={`${styles.list} ${styles.equipmentGrid}`}>
          {slots.map(({ def, label, empty }) => {
            if (def.inventoryType === null) return <LookTile key={def.id} def={def} label={label} outfit={outfit} />;
            return (
              <SlotTile
                key={def.id}
                slot={{ kind: 'equipment', slot: def.inventoryType }}
                label={label}
                item={model.equipped[def.inventoryType]}
                context="equipped"
                onUnequip={onUnequip}
                placeholder={placeholderOf(def.inventoryType)}
                placeholderLabel={empty}
                headingLevel={itemHeading}
              />
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** A slot no item goes in (Bottom, hair): the outfit's layer, changed in the outfit editor. */
const LookTile = memo(function LookTile({
  def,
  label,
  outfit,
}: {
  def: EquipmentSlotDef;
  label: string;
  outfit: Outfit | undefined;
}) {
  const { t } = useGameTranslation();
  const path = def.outfitLayer && outfit ? outfit[def.outfitLayer] : '';
  return (
    <li className={tile.slot} data-look-slot={def.id}>
      <span className={tile.slotLabel}>{label}</span>
      {path === '' ? (
        <SlotPlaceholder slot="generic" label={t('equipment.slotPlaceholder.generic')} />
      ) : (
        <div className={styles.look}>
          <img
            className={styles.lookImage}
            src={path}
            alt=""
            width={80}
            height={96}
            draggable={false}
            onError={(event) => {
              event.currentTarget.src = fallbacks.item.path;
            }}
          />
          <span className={styles.lookNote}>{t('equipment.inventory.appearanceOnly')}</span>
        </div>
      )}
    </li>
  );
});
