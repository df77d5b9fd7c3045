import { vars } from '@rpg/design-system/css';
import { bareList } from './layout.css.ts';

/**
 * The outfit's slot rows, as the creation form (character) and the outfit editor (outfit) both draw them:
 * plain style objects, spread into each file's own `style()`.
 */

/** The list of slots. */
export const outfitSlotList = {
  display: 'grid',
  gap: vars.space.xsmall,
  ...bareList,
} as const;

/** One slot: its name, previous, the option's number (at least `valueWidth` wide) and next. */
export const outfitSlotRow = (valueWidth: string) =>
  ({
    display: 'grid',
    gridTemplateColumns: `minmax(0, 1fr) auto minmax(${valueWidth}, auto) auto`,
    alignItems: 'center',
    gap: vars.space.xsmall,
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  }) as const;
