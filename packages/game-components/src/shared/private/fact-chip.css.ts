import { vars } from '@rpg/design-system/css';

/**
 * A fact or reward as a small sunken chip, its icon and text `gap` apart: the adventure card's facts and the
 * running adventure's rewards. A plain style object, spread into each file's own `style()`.
 */
export const factChip = (gap: string) =>
  ({
    display: 'flex',
    alignItems: 'center',
    gap,
    minWidth: 0,
    maxWidth: '100%',
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    background: vars.color.surfaceSunken,
  }) as const;
