import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  justifyContent: 'center',
  width: '100%',
  minWidth: 0,
  paddingBlock: vars.space.large,
});
