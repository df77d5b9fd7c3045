export { type MaybePromise, usePendingAction } from '../../shared/private/usePendingAction.ts';
export { AdventureCard, type AdventureCardProps } from './AdventureCard.tsx';
export { type Fact, Facts, type FactsProps, type FactTone, formatMinutes } from './Facts.tsx';
