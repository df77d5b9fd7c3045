import type { Skill } from '@rpg/contracts';
import { Box, Heading } from '@rpg/design-system';
import { useId } from 'react';
import { GameLink } from '../../shared/GameLink/index.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { EmptyState, ErrorState, LoadingState, ScreenHeader } from '../../shared/ScreenState/index.ts';
import { type PendingCallback, SkillCard } from '../SkillCard/index.ts';
import { SkillSlots } from '../SkillSlots/index.ts';
import * as styles from './SkillsScreen.css.ts';

export interface SkillsScreenProps {
  /** Every learnt skill of the character; `undefined` while loading. */
  data: Skill[] | undefined;
  error?: boolean;
  onRetry?: () => void;
  /** Make a skill active (POST /skills/make-active). */
  onActivate: PendingCallback<[skill: Skill]>;
  /** Forget a skill (POST /skills/forgot); refused for the active ones. Without it there is no unlearn button. */
  onUnlearn?: PendingCallback<[skill: Skill]>;
}

/** The /my-character/skills route: the three active slots and every skill with activate and unlearn. */
export function SkillsScreen({ data, error = false, onRetry, onActivate, onUnlearn }: SkillsScreenProps) {
  const { t } = useGameTranslation();
  const allId = useId();
  const skills = data?.filter((skill) => !skill.isEmpty) ?? [];
  return (
    <Box className={styles.screen}>
      <ScreenHeader
        title={t('character.screens.skills.title')}
        back={{ page: 'myCharacter' }}
        backLabel={t('character.screens.skills.back')}
      >
        {t('character.screens.skills.intro')}
      </ScreenHeader>
      {error ? (
        <ErrorState onRetry={onRetry} />
      ) : data === undefined ? (
        <LoadingState variant="cards" count={3} label={t('character.screens.skills.loading')} />
      ) : (
        <>
          <SkillSlots skills={skills} />
          {skills.length === 0 ? (
            <EmptyState
              title={t('character.screens.skills.emptyTitle')}
              description={t('character.screens.skills.emptyDescription')}
              action={
                <GameLink to={{ page: 'shop' }} variant="button">
                  {t('character.screens.skills.shopLink')}
                </GameLink>
              }
            />
          ) : (
            <Box as="section" aria-labelledby={allId} className={styles.section}>
              <Heading level={2} id={allId}>
                {t('character.screens.skills.all')}
              </Heading>
              <ul className={styles.grid}>
                {skills.map((skill) => (
                  <SkillCard
                    key={skill.id}
                    as="li"
                    skill={skill}
                    onActivate={onActivate}
                    {...(onUnlearn ? { onUnlearn } : {})}
                  />
                ))}
              </ul>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
