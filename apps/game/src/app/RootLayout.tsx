import type { Language } from '@rpg/contracts';
import { Box, useToast } from '@rpg/design-system';
import { Footer, GameLinkProvider, Navigation, type NavigationProps, signedOutNavItemIds } from '@rpg/game-components';
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { hrefOf, paths } from '../config/paths.ts';
import { useAuth } from '../lib/auth-context.tsx';
import { playClick } from '../lib/click-sound.ts';
import { changeLanguage } from '../lib/i18n.ts';
import { useNavigationPending } from '../lib/navigation-pending.ts';
import { RouterLink } from '../lib/RouterLink.tsx';
import { onSessionEnded } from '../lib/session.ts';
import { useLanguage } from '../lib/use-language.ts';
import * as styles from './RootLayout.css.ts';

/** Development builds (`npm run dev`) link the Storybook the server publishes, for designers. */
const libraryHref = import.meta.env.DEV ? '/storybook/' : undefined;

/** The signed-in header (balance bar, drawer) comes with the game's code, not with the first screen. */
const GameNavigation = lazy(() => import('./GameNavigation.tsx'));

/** What both headers share: language, the current page, the click sound, logout. */
export const useNavigationProps = (): Omit<NavigationProps, 'signedIn' | 'items'> => {
  const language = useLanguage();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const onLogout = useCallback(async () => {
    const signedOut = signOut();
    await navigate(paths.home, { replace: true });
    await signedOut;
  }, [signOut, navigate]);
  // The same object while nothing of it changed: the signed-in header does not render again for a change of
  // the character its menus do not show (GameNavigation).
  return useMemo(
    () => ({ currentHref: pathname, onNavigate: playClick, onLogout, language, onLanguageChange }),
    [pathname, onLogout, language],
  );
};

const onLanguageChange = (next: Language) => void changeLanguage(next);

/** A 401 that survived a fresh token ends the session: say so (the API client signs out). */
const useSessionEndedToast = () => {
  const toast = useToast();
  const { t } = useTranslation();
  useEffect(() => onSessionEnded(() => void toast.show({ tone: 'critical', message: t('session.ended') })), [toast, t]);
};

/**
 * No network: say so for as long as it lasts (the reads and actions meanwhile fail with their own
 * message), and say when it is back. SWR reads the shown pages again on reconnecting by itself.
 */
const useConnectionToasts = () => {
  const toast = useToast();
  const { t } = useTranslation();
  useEffect(() => {
    let offlineToast: number | undefined;
    const offline = () => {
      offlineToast ??= toast.show({
        tone: 'caution',
        title: t('connection.offlineTitle'),
        message: t('connection.offline'),
        duration: null,
      });
    };
    const online = () => {
      if (offlineToast === undefined) return;
      toast.dismiss(offlineToast);
      offlineToast = undefined;
      toast.show({ tone: 'positive', message: t('connection.back') });
    };
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      // A language switch shows it again, in the new words.
      if (offlineToast !== undefined) toast.dismiss(offlineToast);
    };
  }, [toast, t]);
};

/**
 * A new version of the game installed itself beside this one (the service worker): say so until the
 * player switches, which reloads the page on it. Nothing is lost: the game's state is the server's.
 */
const useUpdateToast = () => {
  const toast = useToast();
  // The words are read when the toast shows (the language may have changed since the registration).
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    // Not in the first screen's code: the worker is registered after the page has loaded.
    import('../lib/service-worker.ts').then(
      ({ registerServiceWorker }) =>
        registerServiceWorker((update) => {
          toast.show({
            title: i18n.t('update.title'),
            message: i18n.t('update.message'),
            duration: null,
            action: { label: i18n.t('update.refresh'), onAction: () => void update() },
          });
        }),
      () => undefined, // offline before it came: the next visit registers the worker
    );
  }, [toast, i18n]);
};

/**
 * The page frame: the header (switching with the auth state), the routed page (closed to input
 * while the next one loads), the footer.
 */
export const RootLayout = () => {
  const { user } = useAuth();
  const navigation = useNavigationProps();
  const navigating = useNavigationPending();
  useSessionEndedToast();
  useConnectionToasts();
  useUpdateToast();
  const signedOutHeader = <Navigation signedIn={false} items={signedOutNavItemIds} {...navigation} />;
  return (
    <GameLinkProvider component={RouterLink} hrefOf={hrefOf}>
      <div className={styles.frame}>
        {user ? (
          <Suspense fallback={signedOutHeader}>
            <GameNavigation />
          </Suspense>
        ) : (
          signedOutHeader
        )}
        {/* The page leaving takes no input (and says it is busy) while the next one loads. */}
        <Box as="main" id="main" className={styles.main} inert={navigating} aria-busy={navigating || undefined}>
          <Outlet />
        </Box>
        <Footer libraryHref={libraryHref} />
      </div>
    </GameLinkProvider>
  );
};
