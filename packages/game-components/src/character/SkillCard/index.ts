export { type PendingCallback, usePendingAction } from '../../shared/private/use-pending-action.ts';
export { SkillCard, type SkillCardProps, skillSlotTypeKey } from './SkillCard.tsx';
