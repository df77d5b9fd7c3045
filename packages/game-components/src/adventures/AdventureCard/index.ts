export { type MaybePromise, usePendingAction } from '../../shared/private/pending.ts';
export { AdventureCard, type AdventureCardProps } from './AdventureCard.tsx';
