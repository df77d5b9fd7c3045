import { vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { cardGrid } from '../../shared/private/layout.css.ts';

export const root = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const list = style(cardGrid(vars.space.medium, 3));

export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: `radial-gradient(circle at 50% 0%, ${vars.color.tone.brand.soft}, ${vars.color.surfaceRaised} 65%)`,
  boxShadow: vars.shadow.small,
  ...wrapWordsShrinking,
});

export const gems = style({
  display: 'flex',
  justifyContent: 'center',
  minHeight: vars.space.xxlarge,
});

export const gem = style({
  display: 'block',
  width: vars.space.xxlarge,
  height: vars.space.xxlarge,
  selectors: {
    '& + &': { marginInlineStart: `calc(-1 * ${vars.space.medium})` },
  },
});
