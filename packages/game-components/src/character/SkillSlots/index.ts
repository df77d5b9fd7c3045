export { activeSkillsBySlot, SkillSlots, type SkillSlotsProps } from './SkillSlots.tsx';
