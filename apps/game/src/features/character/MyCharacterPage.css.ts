import { vars } from '@rpg/design-system';
import { style } from '@vanilla-extract/css';

/** Character creation: one readable column in the middle of the page. */
export const creation = style({ maxWidth: vars.contentWidth.medium, marginInline: 'auto', width: '100%' });
