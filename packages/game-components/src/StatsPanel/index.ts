export { type DerivedStats, deriveStats, ruleHealthPoints, type StatTotal, statRules } from './deriveStats.ts';
export { formatPercent, StatsPanel, type StatsPanelProps, statNameKey } from './StatsPanel.tsx';
