export { drawerSides, drawerSizes } from './Drawer.css.ts';
export type { DrawerProps, DrawerSide, DrawerSize } from './Drawer.tsx';
export { Drawer } from './Drawer.tsx';
