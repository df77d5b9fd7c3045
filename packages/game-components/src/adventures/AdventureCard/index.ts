export { type MaybePromise, usePendingAction } from '../../shared/private/use-pending-action.ts';
export { AdventureCard, type AdventureCardProps } from './AdventureCard.tsx';
