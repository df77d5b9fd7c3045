export { SkillsScreen, type SkillsScreenProps } from './SkillsScreen.tsx';
