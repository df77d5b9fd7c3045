export { ExperienceBar, type ExperienceBarProps, HealthBar, type HealthBarProps } from './CharacterBars.tsx';
