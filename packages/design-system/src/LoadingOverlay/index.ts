export { loadingOverlayCovers } from './LoadingOverlay.css.ts';
export type { LoadingOverlayCover, LoadingOverlayProps } from './LoadingOverlay.tsx';
export { LoadingOverlay } from './LoadingOverlay.tsx';
