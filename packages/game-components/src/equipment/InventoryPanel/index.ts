export { InventoryPanel, type InventoryPanelProps } from './InventoryPanel.tsx';
