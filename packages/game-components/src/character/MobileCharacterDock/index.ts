export {
  MobileCharacterDock,
  type MobileCharacterDockProps,
  type MobileCharacterDockTab,
  mobileCharacterDockTabs,
} from './MobileCharacterDock.tsx';
