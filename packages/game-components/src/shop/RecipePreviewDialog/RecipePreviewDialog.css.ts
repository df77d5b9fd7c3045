import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { avatarStage } from '../../shared/private/avatarStage.css.ts';
import { requiredChip, requiredList } from '../private/requiredItems.css.ts';

export const stage = style(avatarStage);

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingInline: vars.space.medium,
  textAlign: 'center',
});

export const required = style(requiredList);

export const requiredItem = style({
  ...requiredChip,
  overflowWrap: 'anywhere',
});

export const requiredIcon = style({
  display: 'block',
  width: vars.space.xlarge,
  height: vars.space.xlarge,
  flexShrink: 0,
});
