import type { RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes.ts';
import { adventureRoutes } from '../features/adventures/routes.ts';
import { arenaRoutes } from '../features/arena/routes.ts';
import { battleRoutes } from '../features/battle/routes.ts';
import { characterRoutes, creationRoutes } from '../features/character/routes.ts';
import { devRoutes } from '../features/dev/routes.ts';
import { equipmentRoutes } from '../features/equipment/routes.ts';
import { premiumRoutes } from '../features/premium/routes.ts';
import { questRoutes } from '../features/quests/routes.ts';
import { rankingRoutes } from '../features/ranking/routes.ts';
import { shopRoutes } from '../features/shop/routes.ts';
import { worldRoutes } from '../features/world/routes.ts';
import { RequireSignedIn } from './guards.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

/**
 * Routes are where features meet. Every page is lazy (its own chunk); the game's routes sit behind
 * the sign-in guard and the character guard (which itself loads with the game's code).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...accountRoutes,
          {
            element: <RequireSignedIn />,
            children: [
              ...creationRoutes,
              {
                lazy: () => import('./CharacterGuard.tsx'),
                children: [
                  ...characterRoutes,
                  ...equipmentRoutes,
                  ...shopRoutes,
                  ...premiumRoutes,
                  ...worldRoutes,
                  ...battleRoutes,
                  ...arenaRoutes,
                  ...questRoutes,
                  ...adventureRoutes,
                  ...rankingRoutes,
                  // Development builds only: production holds neither these routes nor their code.
                  ...(import.meta.env.DEV ? devRoutes : []),
                ],
              },
            ],
          },
          { path: '*', lazy: async () => ({ Component: (await import('./NotFoundPage.tsx')).NotFoundPage }) },
        ],
      },
    ],
  },
];
