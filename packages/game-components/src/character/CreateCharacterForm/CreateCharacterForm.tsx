import {
  characterNameLimits,
  type NameProblem,
  nameProblem,
  type OutfitChange,
  type StarterLook,
} from '@rpg/contracts';
import {
  Box,
  Button,
  Heading,
  type HeadingLevel,
  Icon,
  IconButton,
  Stack,
  Text,
  VisuallyHidden,
} from '@rpg/design-system';
import { type FormEvent, useId, useState } from 'react';
import { LayeredAvatar } from '../../equipment/index.ts';
import {
  cycleSlot,
  initialOutfitState,
  type OutfitEditorState,
  type OutfitSlotId,
  outfitChangeOf,
  outfitSlotIds,
  outfitSlots,
} from '../../outfit/index.ts';
import { formatNumber } from '../../shared/private/format-number.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { ErrorState, LoadingState } from '../../shared/ScreenState/index.ts';
import { NameField, useNameEntry } from '../private/name-entry.tsx';
import * as styles from './CreateCharacterForm.css.ts';

/** The server's answers to a create-character request that the form shows in the name field. */
export const createCharacterServerErrors = ['name-taken', 'invalid-name', 'failed'] as const;
export type CreateCharacterServerError = (typeof createCharacterServerErrors)[number];

/** What the form sends: POST /my-character's name and look. */
export interface CreateCharacterChoice {
  /** The trimmed name, already checked against the naming rules. */
  name: string;
  /** The chosen starter option of every part that can change (change-outfit's appearance ids). */
  look: OutfitChange;
}

export interface CreateCharacterFormProps {
  /** GET /my-character/starter-look's data: the starting look and the options; `undefined` while loading. */
  look: StarterLook | undefined;
  /** The options could not be loaded: an error with a retry instead of the form. */
  lookError?: boolean;
  /** Loads the options again (after `lookError`). */
  onRetryLook?: () => void;
  /** Called with the trimmed name and the chosen look once the name passes the naming rules. */
  onSubmit: (choice: CreateCharacterChoice) => void;
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

/**
 * Character creation (game-rules.md: name + look): the look first, a live preview with each part
 * cycled by previous/next arrows (the outfit editor's cycling), then the name, checked against
 * the contract's rules before it is sent; one submit sends both. While the options load, or
 * when they failed, the form waits (with a retry).
 */
export function CreateCharacterForm({
  look,
  lookError = false,
  onRetryLook,
  onSubmit,
  submitting = false,
  serverError,
  headingLevel = 1,
}: CreateCharacterFormProps) {
  const { t, language } = useGameTranslation();
  const titleId = useId();
  const lookHeadingId = useId();
  const { inputRef, name, edit, problem, setProblem, visibleServerError } = useNameEntry<
    NameProblem,
    CreateCharacterServerError
  >(serverError);
  // The chosen look starts from the server's starting look, and again whenever it sends another.
  const [chosen, setChosen] = useState<{ from: StarterLook; state: OutfitEditorState } | null>(null);
  const state =
    look === undefined
      ? undefined
      : chosen?.from === look
        ? chosen.state
        : initialOutfitState(look.outfit, look.outfitsItems);
  const [announcement, setAnnouncement] = useState('');

  let error: string | undefined;
  if (problem) {
    const { key, count } = problemMessage[problem];
    error = count === undefined ? t(key) : t(key, { count });
  } else if (visibleServerError) {
    error = t(serverMessage[visibleServerError]);
  }

  const count = (value: number) => formatNumber(value, language);
  const slotName = (slot: OutfitSlotId) => t(`outfit.outfitEditor.slots.${slot}`);
  // Only the parts the player can change here: a part with no choice says nothing at creation.
  const slots =
    look === undefined || state === undefined
      ? []
      : outfitSlotIds.filter((slot) => {
          const { part } = outfitSlots[slot];
          return state.indices[part] !== null && look.outfitsItems[part].items.length > 1;
        });

  const cycle = (slot: OutfitSlotId, delta: 1 | -1) => {
    if (look === undefined || state === undefined) return;
    const next = cycleSlot(state, look.outfitsItems, slot, delta);
    setChosen({ from: look, state: next });
    const { part } = outfitSlots[slot];
    const index = next.indices[part];
    if (index === null) return;
    setAnnouncement(
      t('outfit.outfitEditor.announce', {
        part: slotName(slot),
        current: count(index + 1),
        total: count(look.outfitsItems[part].items.length),
      }),
    );
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || look === undefined || state === undefined) return;
    const found = nameProblem(name);
    setProblem(found);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    onSubmit({ name: name.trim(), look: outfitChangeOf(state.indices, look.outfitsItems) });
  };

  const subTag = `h${Math.min(6, headingLevel + 1)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

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

        {lookError ? (
          <ErrorState onRetry={onRetryLook} description={t('createCharacter.lookFailed')} />
        ) : look === undefined || state === undefined ? (
          <LoadingState variant="detail" label={t('createCharacter.lookLoading')} />
        ) : (
          <>
            <Box as="section" aria-labelledby={lookHeadingId} className={styles.look}>
              <Box className={styles.preview}>
                <LayeredAvatar outfit={state.outfit} label={t('createCharacter.previewLabel')} size="medium" />
              </Box>
              <Stack space="small">
                <Heading level={3} as={subTag} id={lookHeadingId}>
                  {t('createCharacter.lookHeading')}
                </Heading>
                {slots.length === 0 ? (
                  <Text as="p" size="small" tone="secondary">
                    {t('createCharacter.noChoices')}
                  </Text>
                ) : (
                  <Box as="ul" className={styles.slotList}>
                    {slots.map((slot) => {
                      const { part } = outfitSlots[slot];
                      const index = state.indices[part] ?? 0;
                      const total = look.outfitsItems[part].items.length;
                      return (
                        <Box as="li" key={slot} className={styles.slotRow} data-slot={slot}>
                          <Text weight="strong">{slotName(slot)}</Text>
                          <IconButton
                            label={t(`outfit.outfitEditor.previous.${slot}`)}
                            icon={<Icon name="chevron-left" />}
                            variant="soft"
                            size="small"
                            onClick={() => cycle(slot, -1)}
                          />
                          <Box className={styles.position}>
                            <span aria-hidden="true">
                              {t('outfit.outfitEditor.position', { current: count(index + 1), total: count(total) })}
                            </span>
                            <VisuallyHidden>
                              {t('outfit.outfitEditor.positionLabel', {
                                current: count(index + 1),
                                total: count(total),
                              })}
                            </VisuallyHidden>
                          </Box>
                          <IconButton
                            label={t(`outfit.outfitEditor.next.${slot}`)}
                            icon={<Icon name="chevron-right" />}
                            variant="soft"
                            size="small"
                            onClick={() => cycle(slot, 1)}
                          />
                        </Box>
                      );
                    })}
                  </Box>
                )}
              </Stack>
            </Box>
            <NameField
              inputRef={inputRef}
              label={t('createCharacter.nameLabel')}
              hint={t('createCharacter.nameHint', { min: characterNameLimits.min, max: characterNameLimits.max })}
              error={error}
              value={name}
              onEdit={edit}
            />
            <Button type="submit" loading={submitting} fullWidth>
              {t('createCharacter.submit')}
            </Button>
          </>
        )}
      </Stack>
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
    </Box>
  );
}
