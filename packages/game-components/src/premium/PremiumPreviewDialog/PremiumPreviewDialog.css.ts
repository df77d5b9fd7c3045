import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { avatarStage } from '../../shared/private/avatar-stage.css.ts';

export const stage = style(avatarStage);

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  textAlign: 'center',
});
