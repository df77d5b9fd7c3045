export { type FightHealth, HealthLine, type HealthLineProps, healthState, isLowHealth } from './HealthLine.tsx';
