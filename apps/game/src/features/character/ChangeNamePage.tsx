import type { ErrorCode } from '@rpg/contracts';
import { ChangeNameScreen } from '@rpg/game-components';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAwaitedAct } from '../../lib/act.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useChangeName, useMyCharacter } from './api/character.ts';

/**
 * `/my-character/change-name`: a refused name is shown in the field; a new name returns to the character
 * (the screen's toast says the new name).
 */
export const ChangeNamePage = () => {
  const character = useMyCharacter();
  const changeName = useChangeName();
  const act = useAwaitedAct();
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState<ErrorCode | undefined>();
  return (
    <ChangeNameScreen
      data={character.data?.data}
      error={Boolean(character.error) && !character.data}
      onRetry={() => void character.mutate()}
      submitError={submitError}
      onSubmit={async (name) => {
        setSubmitError(undefined);
        try {
          await changeName(name);
          await navigate(paths.myCharacter);
        } catch (error) {
          // Rejected either way, so the screen says nothing done: a refused name shows in the field,
          // anything else in a toast.
          if (error instanceof ApiError && (error.code === 'name-taken' || error.code === 'invalid-name')) {
            setSubmitError(error.code);
            throw error;
          }
          await act(() => Promise.reject(error));
        }
      }}
    />
  );
};
