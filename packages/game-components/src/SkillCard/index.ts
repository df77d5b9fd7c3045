export { type PendingCallback, usePendingAction } from '../private/usePendingAction.ts';
export { SkillCard, type SkillCardProps, skillSlotTypeKey } from './SkillCard.tsx';
