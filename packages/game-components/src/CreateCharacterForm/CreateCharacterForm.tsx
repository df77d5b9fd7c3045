import { characterNameLimits, type NameProblem, nameProblem } from '@rpg/contracts';
import { Box, Button, Heading, type HeadingLevel, Stack, Text, TextField } from '@rpg/design-system';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useGameTranslation } from '../private/useGameTranslation.ts';
import * as styles from './CreateCharacterForm.css.ts';

/** The server's answers to a create-character request that the form shows in the name field. */
export const createCharacterServerErrors = ['name-taken', 'invalid-name', 'failed'] as const;
export type CreateCharacterServerError = (typeof createCharacterServerErrors)[number];

export interface CreateCharacterFormProps {
  /** Called with the trimmed name once it passes the naming rules. */
  onSubmit: (name: string) => void;
  /** The request is on its way: the button shows a spinner and further submits are ignored. */
  submitting?: boolean;
  /** The server refused the name or failed; shown in the name field until the player edits it. */
  serverError?: CreateCharacterServerError | undefined;
  /** The title's level in the page outline (default 1: the form is the screen's content); it looks like a level 2 in the card. */
  headingLevel?: HeadingLevel;
}

type MessageKey =
  | 'createCharacter.errors.tooShort'
  | 'createCharacter.errors.tooLong'
  | 'createCharacter.errors.badCharacters'
  | 'createCharacter.errors.nameTaken'
  | 'createCharacter.errors.invalidName'
  | 'createCharacter.errors.failed';

const problemMessage: Record<NameProblem, { key: MessageKey; count?: number }> = {
  'too-short': { key: 'createCharacter.errors.tooShort', count: characterNameLimits.min },
  'too-long': { key: 'createCharacter.errors.tooLong', count: characterNameLimits.max },
  'bad-characters': { key: 'createCharacter.errors.badCharacters' },
};

const serverMessage: Record<CreateCharacterServerError, MessageKey> = {
  'name-taken': 'createCharacter.errors.nameTaken',
  'invalid-name': 'createCharacter.errors.invalidName',
  failed: 'createCharacter.errors.failed',
};

/** Character creation: a name checked against the contract's rules before it is sent, and the server's verdict. */
export function CreateCharacterForm({
  onSubmit,
  submitting = false,
  serverError,
  headingLevel = 1,
}: CreateCharacterFormProps) {
  const { t } = useGameTranslation();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<NameProblem | null>(null);
  // A server error stays until the player edits the name; a new one shows again.
  const [editedSince, setEditedSince] = useState<CreateCharacterServerError | undefined>(undefined);
  const [lastServerError, setLastServerError] = useState(serverError);
  if (serverError !== lastServerError) {
    setLastServerError(serverError);
    setEditedSince(undefined);
  }

  const visibleServerError = serverError !== undefined && editedSince !== serverError ? serverError : undefined;
  let error: string | undefined;
  if (problem) {
    const { key, count } = problemMessage[problem];
    error = count === undefined ? t(key) : t(key, { count });
  } else if (visibleServerError) {
    error = t(serverMessage[visibleServerError]);
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = nameProblem(name);
    setProblem(found);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    onSubmit(name.trim());
  };

  return (
    <Box as="form" className={styles.form} aria-labelledby={titleId} noValidate onSubmit={handleSubmit}>
      <Stack space="large">
        <Stack space="xsmall">
          <Heading level={2} as={`h${headingLevel}`} id={titleId}>
            {t('createCharacter.title')}
          </Heading>
          <Text as="p" tone="secondary">
            {t('createCharacter.intro')}
          </Text>
        </Stack>
        <TextField
          ref={inputRef}
          label={t('createCharacter.nameLabel')}
          hint={t('createCharacter.nameHint', { min: characterNameLimits.min, max: characterNameLimits.max })}
          error={error}
          name="name"
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          maxLength={characterNameLimits.max * 2}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
            setEditedSince(serverError);
          }}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('createCharacter.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
