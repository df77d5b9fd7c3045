import { type PlaceholderId, placeholders } from '@rpg/game-assets';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './SlotPlaceholder.css.ts';

export type SlotPlaceholderSlot = PlaceholderId;

export interface SlotPlaceholderProps {
  /** The kind of empty slot: its outline art comes from the manifest's placeholders. */
  slot: SlotPlaceholderSlot;
  /** The accessible name; default "Empty <slot> slot" in the interface language. Pass '' when text nearby says it. */
  label?: string;
}

/** An empty equipment or backpack slot, drawn as the slot type's outline (helmet, torso, weapons, generic). */
export function SlotPlaceholder({ slot, label }: SlotPlaceholderProps) {
  const { t } = useGameTranslation();
  const name = label ?? t(`equipment.slotPlaceholder.${slot}`);
  const art = placeholders[slot];
  return (
    <div
      className={styles.root}
      data-slot-placeholder={slot}
      {...(name === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      <img className={styles.image} src={art.path} alt="" width={art.width} height={art.height} draggable={false} />
    </div>
  );
}
