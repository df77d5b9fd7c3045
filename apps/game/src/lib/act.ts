import { useToast } from '@rpg/design-system';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client.ts';

/** A refusal the player can act on (4xx: not enough gold, a full backpack...), as opposed to a failure. */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;

/** The refusal's text in the player's language, by the contract's error code, else the generic failure. */
export const useErrorText = () => {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const code = error instanceof ApiError ? error.code : undefined;
      return code && isRefusal(error) ? t(`apiError.${code}`) : t('request.failed');
    },
    [t],
  );
};

/**
 * Runs a player's action: on a refusal or a failure it shows the server's message in a toast where
 * the player acted, and resolves to undefined; the screen stays usable. Returns the action's result.
 */
export const useAct = () => {
  const toast = useToast();
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    async <T>(action: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await action();
      } catch (error) {
        if (import.meta.env.DEV && !isRefusal(error)) console.error(error);
        toast.show({
          tone: 'critical',
          title: isRefusal(error) ? t('request.refused') : undefined,
          message: errorText(error),
        });
        return undefined;
      }
    },
    [toast, t, errorText],
  );
};
