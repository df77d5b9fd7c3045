import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const note = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  color: vars.color.tone.critical.text,
});
