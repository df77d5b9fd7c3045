import { paths } from '../../config/paths.ts';
import type { PageRoute } from '../../lib/page-route.ts';

export const equipmentRoutes: PageRoute[] = [
  { path: paths.equipment, page: async () => (await import('./EquipmentPage.tsx')).EquipmentPage },
];
