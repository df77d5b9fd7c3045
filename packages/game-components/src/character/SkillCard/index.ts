export { type PendingCallback, usePendingAction } from '../../shared/private/usePendingAction.ts';
export { SkillCard, type SkillCardProps, skillSlotTypeKey } from './SkillCard.tsx';
