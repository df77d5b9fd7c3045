import { style } from '@vanilla-extract/css';

export const dragging = style({ opacity: 0.45 });
