export { type PendingCallback, usePendingAction } from '../../shared/private/pending.ts';
export { SkillCard, type SkillCardProps, skillSlotTypeKey } from './SkillCard.tsx';
