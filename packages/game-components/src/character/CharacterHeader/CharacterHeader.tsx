import { Box, Heading, type HeadingLevel } from '@rpg/design-system';
import { formatNumber } from '../../shared/private/format-number.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './CharacterHeader.css.ts';

export interface CharacterHeaderProps {
  /** The character's name, shown as the heading. */
  name: string;
  /** The character's level, shown as 'Level N' in the interface language. */
  level: number;
  /** The heading level in the page outline (default 1: the character screen's title). */
  headingLevel?: HeadingLevel;
}

/** The character's name as a heading with its level beside it. */
export function CharacterHeader({ name, level, headingLevel = 1 }: CharacterHeaderProps) {
  const { t, language } = useGameTranslation();
  return (
    <Box className={styles.root}>
      <Heading level={headingLevel}>
        <span className={styles.name}>{name}</span>
      </Heading>
      <Box as="p" className={styles.level}>
        {t('character.level', { level: formatNumber(level, language) })}
      </Box>
    </Box>
  );
}
