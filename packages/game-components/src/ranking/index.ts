// The ranking area's names: what the package index (src/index.ts) and the other areas may import from it.
export { RankingScreen, type RankingScreenProps } from './RankingScreen/index.ts';
export { RankingTable, type RankingTableProps } from './RankingTable/index.ts';
