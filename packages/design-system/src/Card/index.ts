export { cardTones } from './Card.css.ts';
export type { CardProps, CardTone } from './Card.tsx';
export { Card } from './Card.tsx';
