import { ToastProvider, themeClassNames } from '@rpg/design-system';
import { type ReactNode, useLayoutEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { AuthProvider } from '../lib/auth-context.tsx';
import { i18n } from '../lib/i18n.ts';
import { usePreferences } from '../lib/preferences.ts';

/**
 * The chosen theme's class on <body>, so portals (dialogs, the drawer, toasts) get its tokens too.
 * Set before the first paint (a layout effect): painted without it, the page had the browser's
 * margins and fonts for a frame, and everything moved when it came (a layout shift of 0.1).
 */
const BodyTheme = () => {
  const { theme } = usePreferences();
  useLayoutEffect(() => {
    // A prerendered page comes with the default theme's class (apps/game/build/prerender.ts): one theme at a time.
    document.body.classList.remove(...Object.values(themeClassNames));
    document.body.classList.add(themeClassNames[theme]);
    return () => document.body.classList.remove(themeClassNames[theme]);
  }, [theme]);
  return null;
};

const Toasts = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <ToastProvider label={t('common.notifications')} dismissLabel={t('common.dismiss')}>
      {children}
    </ToastProvider>
  );
};

/**
 * The one providers file: words, auth, toasts, theme. Links are provided inside the router; the
 * data cache is SWR's own, keyed by account (lib/query.ts), and comes with the game's code.
 */
export const AppProviders = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <BodyTheme />
    <AuthProvider>
      <Toasts>{children}</Toasts>
    </AuthProvider>
  </I18nextProvider>
);
