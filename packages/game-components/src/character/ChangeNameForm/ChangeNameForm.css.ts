import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { keylineFormPanel } from '../../shared/private/keyline-panel.css.ts';

export const form = style(keylineFormPanel);

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const stackTight = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.medium,
});
