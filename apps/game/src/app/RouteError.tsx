import { ErrorState, ScreenHeader } from '@rpg/game-components';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A chunk that no longer exists on the server: the app was deployed anew since this page loaded. */
const isStaleChunk = (error: unknown) =>
  error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);

/** Each route's error boundary: a failure in one page shows the library's error state, never a white screen. */
export const RouteError = () => {
  const error = useRouteError();
  const { t } = useTranslation();
  if (import.meta.env.DEV) console.error(error);
  return (
    <>
      <ScreenHeader title={t('routeError.title')} />
      <ErrorState
        title={t('routeError.title')}
        description={isStaleChunk(error) ? t('routeError.updated') : t('routeError.message')}
        onRetry={() => window.location.reload()}
      />
    </>
  );
};
