export { RankingTable, type RankingTableProps } from './RankingTable.tsx';
