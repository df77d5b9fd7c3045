export type { TabsItem, TabsProps } from './Tabs.tsx';
export { Tabs } from './Tabs.tsx';
