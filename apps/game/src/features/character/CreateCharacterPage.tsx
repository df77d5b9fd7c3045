import { routeRefs } from '@rpg/contracts';
import {
  type CreateCharacterChoice,
  CreateCharacterScreen,
  type CreateCharacterScreenProps,
} from '@rpg/game-components';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useRoute, useRouteMutation } from '../../lib/query.ts';
import { useMyCharacter } from './api/character.ts';

const submitErrorOf = (error: unknown): CreateCharacterScreenProps['submitError'] =>
  error instanceof ApiError && (error.code === 'name-taken' || error.code === 'invalid-name') ? error.code : 'failed';

/** Where the guard sent the player from, so creation returns them there. */
const useFrom = () => {
  const { state } = useLocation();
  const from: unknown = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.myCharacter;
};

/** Character creation (name + look): an account without a character comes here before any game route. */
export const CreateCharacterPage = () => {
  const character = useMyCharacter();
  const starterLook = useRoute(routeRefs.getStarterLook, {});
  const create = useRouteMutation(routeRefs.createMyCharacter);
  const navigate = useNavigate();
  const from = useFrom();
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<CreateCharacterScreenProps['submitError']>();
  if (character.data) return <Navigate to={from} replace />;
  return (
    <CreateCharacterScreen
      data={starterLook.data?.data}
      error={Boolean(starterLook.error) && !starterLook.data}
      onRetry={() => void starterLook.mutate()}
      submitting={submitting}
      submitError={submitError}
      onSubmit={async ({ name, look }: CreateCharacterChoice) => {
        setSubmitting(true);
        setSubmitError(undefined);
        try {
          const reply = await create({ body: { name, look } });
          await character.mutate({ data: reply.data }, { revalidate: false });
          await navigate(from, { replace: true });
        } catch (error) {
          setSubmitError(submitErrorOf(error));
        } finally {
          setSubmitting(false);
        }
      }}
    />
  );
};
