import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

export const equipmentRoutes: RouteObject[] = [
  { path: paths.equipment, lazy: async () => ({ Component: (await import('./EquipmentPage.tsx')).EquipmentPage }) },
];
