export { MonsterList, type MonsterListProps } from './MonsterList.tsx';
