import { themeClassNames } from '@rpg/design-system';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { ApiError } from '../lib/api-client.ts';
import { AuthProvider } from '../lib/auth-context.tsx';
import { i18n } from '../lib/i18n.ts';

/** Errors that will not go away by asking again: no retry. */
const shouldRetry = (error: unknown) => !(error instanceof ApiError && error.status < 500);

export const AppProviders = ({ children }: { children: ReactNode }) => {
  useEffect(() => {
    document.body.classList.add(themeClassNames.game);
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig
        value={{
          revalidateOnFocus: false,
          onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
            if (!shouldRetry(error) || retryCount >= 3) return;
            setTimeout(() => void revalidate({ retryCount }), 1000 * 2 ** retryCount);
          },
        }}
      >
        <AuthProvider>{children}</AuthProvider>
      </SWRConfig>
    </I18nextProvider>
  );
};
