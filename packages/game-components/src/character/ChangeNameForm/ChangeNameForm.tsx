import { characterNameLimits, type ErrorCode, type NameProblem, nameProblem } from '@rpg/contracts';
import { Box, Button, Heading, Text } from '@rpg/design-system';
import { type FormEvent, useId } from 'react';
import { GameLink } from '../../shared/GameLink/index.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { NameField, useNameEntry } from '../private/name-entry.tsx';
import { type PendingCallback, usePendingAction } from '../SkillCard/index.ts';
import * as styles from './ChangeNameForm.css.ts';

export interface ChangeNameFormProps {
  /** The character's name now. */
  currentName: string;
  /** Called with the trimmed new name once it passes the naming rules; a returned Promise shows the button busy. */
  onSubmit: PendingCallback<[name: string]>;
  /** A server error code (contracts' error catalogue), shown translated in the field until the name is edited. */
  error?: ErrorCode | undefined;
  /** The title's heading level (default 1: the form is the screen's content). */
  headingLevel?: 1 | 2;
}

type ClientProblem = NameProblem | 'same-name';

const problemKey: Record<
  ClientProblem,
  { key: 'tooShort' | 'tooLong' | 'badCharacters' | 'sameName'; count?: number }
> = {
  'too-short': { key: 'tooShort', count: characterNameLimits.min },
  'too-long': { key: 'tooLong', count: characterNameLimits.max },
  'bad-characters': { key: 'badCharacters' },
  'same-name': { key: 'sameName' },
};

/** The message key of a server error code: the naming ones by name, any other as a failure. */
const serverKey = (code: ErrorCode) =>
  code === 'name-taken' ? 'nameTaken' : code === 'invalid-name' ? 'invalidName' : 'failed';

/** Change name: a field (placeholder 'New Name') checked by the naming rules, a change button and a cancel link. */
export function ChangeNameForm({ currentName, onSubmit, error: serverError, headingLevel = 1 }: ChangeNameFormProps) {
  const { t } = useGameTranslation();
  const titleId = useId();
  const { inputRef, name, edit, problem, setProblem, visibleServerError } = useNameEntry<ClientProblem, ErrorCode>(
    serverError,
  );
  const [submitting, submit] = usePendingAction(onSubmit);

  let message: string | undefined;
  if (problem) {
    const { key, count } = problemKey[problem];
    message = t(`character.changeName.errors.${key}`, count === undefined ? {} : { count });
  } else if (visibleServerError !== undefined) {
    message = t(`character.changeName.errors.${serverKey(visibleServerError)}`);
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: ClientProblem | null =
      nameProblem(name) ??
      (name.trim().toLocaleLowerCase() === currentName.trim().toLocaleLowerCase() ? 'same-name' : null);
    setProblem(found);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    submit(name.trim());
  };

  return (
    <Box as="form" className={styles.form} aria-labelledby={titleId} noValidate onSubmit={handleSubmit}>
      <Box className={styles.stack}>
        <Box className={styles.stackTight}>
          <Heading level={2} as={`h${headingLevel}`} id={titleId}>
            {t('character.changeName.title')}
          </Heading>
          <Text as="p" tone="secondary">
            {t('character.changeName.intro', { name: currentName })}
          </Text>
        </Box>
        <NameField
          inputRef={inputRef}
          label={t('character.changeName.label')}
          placeholder={t('character.changeName.placeholder')}
          hint={t('character.changeName.hint', { min: characterNameLimits.min, max: characterNameLimits.max })}
          error={message}
          value={name}
          onEdit={edit}
        />
        <Box className={styles.actions}>
          <GameLink to={{ page: 'myCharacter' }} tone="neutral">
            {t('character.changeName.cancel')}
          </GameLink>
          <Button type="submit" loading={submitting}>
            {t('character.changeName.submit')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
