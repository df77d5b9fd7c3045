import { paths } from '../../config/paths.ts';
import type { PageRoute } from '../../lib/page-route.ts';

/** The outfit editor (signed in, with a character). */
export const outfitRoutes: PageRoute[] = [
  {
    path: paths.changeOutfit,
    page: async () => (await import('./ChangeOutfitPage.tsx')).ChangeOutfitPage,
  },
];
