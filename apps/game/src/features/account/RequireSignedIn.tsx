import { LoadingOverlay } from '@rpg/design-system';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth-context.tsx';

/** Game routes need a signed-in player; others are sent to the login page and come back after. */
export const RequireSignedIn = () => {
  const { user } = useAuth();
  const location = useLocation();
  const { t } = useTranslation();
  if (user === undefined) return <LoadingOverlay label={t('common.loading')} />;
  if (user === null) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
};
