import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { keylineFormPanel } from '../../shared/private/keyline-panel.css.ts';

export const panel = style({
  boxSizing: 'border-box',
  ...keylineFormPanel,
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    },
  },
});

export const switchLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'center',
  gap: vars.space.xsmall,
});
