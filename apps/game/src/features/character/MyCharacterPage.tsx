import { Box, Button, Card, LoadingOverlay, Notice, Stack } from '@rpg/design-system';
import { CharacterHeader, CreateCharacterForm, type CreateCharacterFormProps } from '@rpg/game-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useCreateCharacter, useMyCharacter } from './api/my-character.ts';
import * as styles from './MyCharacterPage.css.ts';

const serverErrorOf = (error: unknown): CreateCharacterFormProps['serverError'] => {
  if (!error) return undefined;
  if (error instanceof ApiError && (error.code === 'name-taken' || error.code === 'invalid-name')) return error.code;
  return 'failed';
};

/** The player's character; an account without one sees character creation first. */
export const MyCharacterPage = () => {
  const { t } = useTranslation();
  const character = useMyCharacter();
  const create = useCreateCharacter();

  if (character.missing) {
    return (
      <Box className={styles.creation}>
        <CreateCharacterForm
          onSubmit={(name) => void create.trigger(name).catch(() => undefined)}
          submitting={create.isMutating}
          serverError={serverErrorOf(create.error)}
        />
      </Box>
    );
  }
  if (character.error) {
    return (
      <Notice tone="critical" title={t('common.error')}>
        <Stack space="small">
          {t('character.loadError')}
          <Button variant="soft" tone="neutral" onClick={() => void character.mutate()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Notice>
    );
  }
  if (!character.data) return <LoadingOverlay label={t('character.loading')} />;

  return (
    <Card>
      <CharacterHeader name={character.data.name} level={character.data.level} />
    </Card>
  );
};
