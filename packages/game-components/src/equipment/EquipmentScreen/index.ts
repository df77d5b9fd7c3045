export { EquipmentScreen, type EquipmentScreenProps } from './EquipmentScreen.tsx';
