export { imageFits, imageRadii } from './Image.css.ts';
export type { ImageAspectRatio, ImageFit, ImageProps, ImageRadius } from './Image.tsx';
export { Image } from './Image.tsx';
