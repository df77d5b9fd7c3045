import type { ErrorCode } from '@rpg/contracts';
import { ChangeNameScreen } from '@rpg/game-components';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAct } from '../../lib/act.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useChangeName, useMyCharacter } from './api/character.ts';

/** `/my-character/change-name`: a refused name is shown in the field; a new name returns to the character. */
export const ChangeNamePage = () => {
  const character = useMyCharacter();
  const changeName = useChangeName();
  const act = useAct();
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
          if (error instanceof ApiError && (error.code === 'name-taken' || error.code === 'invalid-name')) {
            setSubmitError(error.code);
          } else {
            await act(() => Promise.reject(error));
          }
        }
      }}
    />
  );
};
