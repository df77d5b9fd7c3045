import { style } from '@vanilla-extract/css';

export const googleIcon = style({ display: 'block', width: '1.25em', height: '1.25em', flexShrink: 0 });
