export { headingLevels, headingTones } from './Heading.css.ts';
export type { HeadingLevel, HeadingProps, HeadingTone } from './Heading.tsx';
export { Heading } from './Heading.tsx';
