import { vars } from '@rpg/design-system';
import { style } from '@vanilla-extract/css';

/** Auth forms stay readable on wide screens. */
export const narrow = style({ maxWidth: vars.contentWidth.small, marginInline: 'auto', width: '100%' });
