export { linkTones, linkVariants } from './Link.css.ts';
export type { LinkProps, LinkTone, LinkVariant } from './Link.tsx';
export { Link } from './Link.tsx';
