export { tooltipPlacements } from './Tooltip.css.ts';
export type { TooltipPlacement, TooltipProps } from './Tooltip.tsx';
export { Tooltip } from './Tooltip.tsx';
