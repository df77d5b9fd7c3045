import type { StarterLook } from '@rpg/contracts';
import { Box } from '@rpg/design-system';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { ScreenHeader } from '../../shared/ScreenState/index.ts';
import {
  type CreateCharacterChoice,
  CreateCharacterForm,
  type CreateCharacterServerError,
} from '../CreateCharacterForm/index.ts';
import * as styles from './CreateCharacterScreen.css.ts';

export interface CreateCharacterScreenProps {
  /** GET /my-character/starter-look's data; `undefined` while loading. */
  data: StarterLook | undefined;
  /** The starter look could not be loaded. */
  error?: boolean;
  onRetry?: () => void;
  /** Creates the character (POST /my-character with the name and the look). */
  onSubmit: (choice: CreateCharacterChoice) => void;
  /** The create request is on its way. */
  submitting?: boolean;
  /** The server refused the name or failed, shown in the name field. */
  submitError?: CreateCharacterServerError | undefined;
}

/**
 * What a signed-in player without a character sees (GET /my-character answered
 * character-not-found): the creation form, the look first, then the name. No back link:
 * there is nowhere to go back to before the character exists.
 */
export function CreateCharacterScreen({
  data,
  error = false,
  onRetry,
  onSubmit,
  submitting = false,
  submitError,
}: CreateCharacterScreenProps) {
  const { t } = useGameTranslation();
  return (
    <Box className={styles.screen}>
      <ScreenHeader title={t('createCharacter.screenTitle')} />
      <Box className={styles.center}>
        <CreateCharacterForm
          look={data}
          lookError={error}
          onRetryLook={onRetry}
          onSubmit={onSubmit}
          submitting={submitting}
          serverError={submitError}
          headingLevel={2}
        />
      </Box>
    </Box>
  );
}
