import type { Character, ErrorCode } from '@rpg/contracts';
import { Box } from '@rpg/design-system';
import { useAnswer } from '../../shared/private/use-answer.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { ErrorState, LoadingState, ScreenHeader } from '../../shared/ScreenState/index.ts';
import { ChangeNameForm } from '../ChangeNameForm/index.ts';
import type { PendingCallback } from '../SkillCard/index.ts';
import * as styles from './ChangeNameScreen.css.ts';

export interface ChangeNameScreenProps {
  /** The character (its name); `undefined` while loading. */
  data: Pick<Character, 'name'> | undefined;
  error?: boolean;
  onRetry?: () => void;
  /**
   * Send the new name (POST /my-character/change-name); a returned Promise shows the button busy. Once it
   * resolves a toast says the new name; a refusal rejects (the host shows it), and nothing is said done.
   */
  onSubmit: PendingCallback<[name: string]>;
  /** The server's refusal (an error code), shown in the field. */
  submitError?: ErrorCode | undefined;
}

/** The /my-character/change-name route: the change-name form with its cancel link back to the character. */
export function ChangeNameScreen({ data, error = false, onRetry, onSubmit, submitError }: ChangeNameScreenProps) {
  const { t } = useGameTranslation();
  const { answered } = useAnswer();
  const submit = answered(onSubmit, ([name]) => t('character.changeName.done', { name }));
  if (error || data === undefined) {
    return (
      <Box className={styles.screen}>
        <ScreenHeader
          title={t('character.screens.changeName.title')}
          back={{ page: 'myCharacter' }}
          backLabel={t('character.screens.changeName.back')}
        />
        {error ? (
          <ErrorState onRetry={onRetry} />
        ) : (
          <LoadingState variant="detail" label={t('character.screens.changeName.loading')} />
        )}
      </Box>
    );
  }
  return (
    <Box className={styles.screen}>
      <Box className={styles.center}>
        <ChangeNameForm currentName={data.name} onSubmit={submit} error={submitError} />
      </Box>
    </Box>
  );
}
