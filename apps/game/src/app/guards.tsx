import { LoadingState } from '@rpg/game-components';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { useAuth } from '../lib/auth-context.tsx';

/** Game routes need a signed-in player; a visitor is sent to the login page and comes back after signing in. */
export const RequireSignedIn = () => {
  const { user, resolved, signingOut } = useAuth();
  const location = useLocation();
  const { t } = useTranslation();
  if (!resolved) return <LoadingState label={t('common.loading')} />;
  // Leaving on purpose: the layout is on its way home, no login page in between.
  if (user === null && signingOut) return null;
  if (user === null) {
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
};
