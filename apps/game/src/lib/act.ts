import { useToast } from '@rpg/design-system';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ApiError } from './api-client.ts';

/** A refusal the player can act on (4xx: not enough gold, a full backpack...), as opposed to a failure. */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;

/** The browser knows it has no network: a call that failed never left this device. */
export const isOffline = (error: unknown) =>
  !(error instanceof ApiError) && typeof navigator !== 'undefined' && navigator.onLine === false;

/** The call got no reply within its deadline (api.ts): the server may or may not have done it. */
export const isTimedOut = (error: unknown) =>
  typeof DOMException !== 'undefined' && error instanceof DOMException && error.name === 'TimeoutError';

/**
 * What went wrong, in the player's language: a refusal by the contract's error code; a server
 * failure by its code when the server said what happened (internal-error: nothing was changed),
 * else that the server failed; no network; else that the server could not be reached.
 */
export const useErrorText = () => {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (isOffline(error)) return t('request.offline');
      if (isTimedOut(error)) return t('request.timedOut');
      if (!(error instanceof ApiError)) return t('request.failed');
      const { code, status } = error;
      // The server said what happened (nothing was changed): its own words; else only that it failed.
      if (status >= 500) {
        return code === 'internal-error' || code === 'server-busy' ? t(`apiError.${code}`) : t('request.serverError');
      }
      return code && isRefusal(error) ? t(`apiError.${code}`) : t('request.failed');
    },
    [t],
  );
};

/**
 * Tells the player why an action failed, in a toast where they acted (the server's message, or the
 * failure's), and reads again what the pages show: a failure may hide a change the server made
 * (its reply lost on the way back), and the page then shows it rather than invite the same action
 * twice. Not offline (the reads wait for the network, see RootLayout) nor after a refused token
 * (the session is ending).
 */
const useFailure = () => {
  const toast = useToast();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { mutate } = useSWRConfig();
  return useCallback(
    (error: unknown) => {
      if (import.meta.env.DEV && !isRefusal(error)) console.error(error);
      toast.show({
        tone: 'critical',
        title: isRefusal(error) ? t('request.refused') : undefined,
        message: errorText(error),
      });
      const sessionEnding = error instanceof ApiError && error.status === 401;
      // SWR keeps a failed read as its error; what rejects is only the app gone meanwhile (its cache with it,
      // as at the end of a page test): nothing is left to read again then.
      if (!isOffline(error) && !sessionEnding) {
        mutate((key) => Array.isArray(key) && key[0] === 'api').catch(() => undefined);
      }
    },
    [toast, t, errorText, mutate],
  );
};

/**
 * Runs a player's action: on a refusal or a failure it shows the server's message in a toast where
 * the player acted, and resolves to undefined; the screen stays usable. Returns the action's result.
 */
export const useAct = () => {
  const report = useFailure();
  return useCallback(
    async <T>(action: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await action();
      } catch (error) {
        report(error);
        return undefined;
      }
    },
    [report],
  );
};

/**
 * useAct for an action whose Promise a library component waits for (its button busy meanwhile,
 * then "Bought: ..." announced when it resolves): after the toast the Promise rejects, so a
 * failure is never announced as done. The components leave a rejection to the host, who has
 * told the player.
 */
export const useAwaitedAct = () => {
  const report = useFailure();
  return useCallback(
    async <T>(action: () => Promise<T>): Promise<T> => {
      try {
        return await action();
      } catch (error) {
        report(error);
        throw error;
      }
    },
    [report],
  );
};
