import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

/** Character creation: signed in, no character needed (it is where the character guard sends the player). */
export const creationRoutes: RouteObject[] = [
  {
    path: paths.createCharacter,
    lazy: async () => ({ Component: (await import('./CreateCharacterPage.tsx')).CreateCharacterPage }),
  },
];

/** The character's routes (signed in, with a character). */
export const characterRoutes: RouteObject[] = [
  {
    path: paths.myCharacter,
    lazy: async () => ({ Component: (await import('./MyCharacterPage.tsx')).MyCharacterPage }),
  },
  {
    path: paths.myCharacterMobile,
    lazy: async () => ({ Component: (await import('./MobileCharacterPage.tsx')).MobileCharacterPage }),
  },
  {
    path: paths.changeOutfit,
    lazy: async () => ({ Component: (await import('./ChangeOutfitPage.tsx')).ChangeOutfitPage }),
  },
  { path: paths.changeName, lazy: async () => ({ Component: (await import('./ChangeNamePage.tsx')).ChangeNamePage }) },
  { path: paths.skills, lazy: async () => ({ Component: (await import('./SkillsPage.tsx')).SkillsPage }) },
  { path: paths.stats, lazy: async () => ({ Component: (await import('./StatsPage.tsx')).StatsPage }) },
  {
    path: paths.character,
    lazy: async () => ({ Component: (await import('./CharacterViewPage.tsx')).CharacterViewPage }),
  },
];
