import { ErrorState, LoadingState } from '@rpg/game-components';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { ApiError } from '../lib/api-client.ts';
import { useMyCharacter } from '../lib/query.ts';

/** True when the account has no character yet (the server's character-not-found). */
export const isCharacterMissing = (error: unknown) => error instanceof ApiError && error.code === 'character-not-found';

/** Every game route needs a character: an account without one goes to character creation first, then comes back. */
export function CharacterGuard() {
  const character = useMyCharacter();
  const location = useLocation();
  const { t } = useTranslation();
  if (isCharacterMissing(character.error)) {
    return <Navigate to={paths.createCharacter} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (character.error && !character.data) return <ErrorState onRetry={() => void character.mutate()} />;
  if (!character.data) return <LoadingState label={t('common.loading')} />;
  return <Outlet />;
}
