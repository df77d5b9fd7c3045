// The character area's names: what the package index (src/index.ts) and the other areas may import from it.

export { ChangeNameForm, type ChangeNameFormProps } from './ChangeNameForm/index.ts';
export { ChangeNameScreen, type ChangeNameScreenProps } from './ChangeNameScreen/index.ts';
export { ExperienceBar, type ExperienceBarProps, HealthBar, type HealthBarProps } from './CharacterBars/index.ts';
export { CharacterHeader, type CharacterHeaderProps } from './CharacterHeader/index.ts';
export {
  CharacterScreen,
  type CharacterScreenProps,
  type CharacterSettings,
  hasShieldEquipped,
} from './CharacterScreen/index.ts';
export { CharacterView, type CharacterViewProps } from './CharacterView/index.ts';
export { CharacterViewScreen, type CharacterViewScreenProps } from './CharacterViewScreen/index.ts';
export {
  type CreateCharacterChoice,
  CreateCharacterForm,
  type CreateCharacterFormProps,
  type CreateCharacterServerError,
  createCharacterServerErrors,
} from './CreateCharacterForm/index.ts';
export { CreateCharacterScreen, type CreateCharacterScreenProps } from './CreateCharacterScreen/index.ts';
export {
  ConsumablesList,
  type ConsumablesListProps,
  type ItemListProps,
  ResourcesList,
  type ResourcesListProps,
} from './ItemLists/index.ts';
export {
  MobileCharacterDock,
  type MobileCharacterDockProps,
  type MobileCharacterDockTab,
  mobileCharacterDockTabs,
} from './MobileCharacterDock/index.ts';
export { MobileCharacterScreen, type MobileCharacterScreenProps } from './MobileCharacterScreen/index.ts';
export {
  SettingsDialog,
  type SettingsDialogProps,
  type SettingsTheme,
  settingsThemes,
} from './SettingsDialog/index.ts';
export { type PendingCallback, SkillCard, type SkillCardProps, skillSlotTypeKey } from './SkillCard/index.ts';
export { activeSkillsBySlot, SkillSlots, type SkillSlotsProps } from './SkillSlots/index.ts';
export { SkillsScreen, type SkillsScreenProps } from './SkillsScreen/index.ts';
export { formatPercent, StatsPanel, type StatsPanelProps, type StatTotal, statNameKey } from './StatsPanel/index.ts';
export { StatsScreen, type StatsScreenData, type StatsScreenProps } from './StatsScreen/index.ts';
