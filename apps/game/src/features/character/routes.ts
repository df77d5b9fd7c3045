import { paths } from '../../config/paths.ts';
import type { PageRoute } from '../../lib/page-route.ts';

/** Character creation: signed in, no character needed (it is where the character guard sends the player). */
export const creationRoutes: PageRoute[] = [
  {
    path: paths.createCharacter,
    page: async () => (await import('./CreateCharacterPage.tsx')).CreateCharacterPage,
  },
];

/** The character's routes (signed in, with a character). */
export const characterRoutes: PageRoute[] = [
  {
    path: paths.myCharacter,
    page: async () => (await import('./MyCharacterPage.tsx')).MyCharacterPage,
  },
  {
    path: paths.myCharacterMobile,
    page: async () => (await import('./MobileCharacterPage.tsx')).MobileCharacterPage,
  },
  { path: paths.changeName, page: async () => (await import('./ChangeNamePage.tsx')).ChangeNamePage },
  { path: paths.skills, page: async () => (await import('./SkillsPage.tsx')).SkillsPage },
  { path: paths.stats, page: async () => (await import('./StatsPage.tsx')).StatsPage },
  {
    path: paths.character,
    page: async () => (await import('./CharacterViewPage.tsx')).CharacterViewPage,
  },
];
