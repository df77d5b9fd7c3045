export { formatPercent, StatsPanel, type StatsPanelProps, type StatTotal, statNameKey } from './StatsPanel.tsx';
