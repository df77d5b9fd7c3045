import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '../config/paths.ts';
import { RequireSignedIn } from '../features/account/RequireSignedIn.tsx';
import { AppLayout } from './AppLayout.tsx';

/** Routes are where features meet; every page is loaded lazily. */
const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      {
        path: paths.home,
        lazy: async () => ({ Component: (await import('../features/account/HomePage.tsx')).HomePage }),
      },
      {
        path: paths.login,
        lazy: async () => ({ Component: (await import('../features/account/LoginPage.tsx')).LoginPage }),
      },
      {
        path: paths.register,
        lazy: async () => ({ Component: (await import('../features/account/RegisterPage.tsx')).RegisterPage }),
      },
      {
        element: <RequireSignedIn />,
        children: [
          {
            path: paths.myCharacter,
            lazy: async () => ({
              Component: (await import('../features/character/MyCharacterPage.tsx')).MyCharacterPage,
            }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./NotFoundPage.tsx')).NotFoundPage }),
      },
    ],
  },
]);

export const AppRouter = () => <RouterProvider router={router} />;
