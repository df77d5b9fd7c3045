import { Box, Meter, Text } from '@rpg/design-system';
import { formatAmount, formatNumber } from '../../shared/private/format-number.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './CharacterBars.css.ts';

export interface HealthBarProps {
  /** Current health points (clamped to 0..max). */
  current: number;
  /** Maximum health points. */
  max: number;
}

export interface ExperienceBarProps {
  /** Experience gathered on this level. */
  experience: number;
  /** Experience needed for the next level. */
  needed: number;
  /** The character's level, named in the label when given. */
  level?: number;
}

/** Under this share of the maximum the health bar warns that the hero is badly hurt. */
const lowHealthShare = 0.1;

const amount = (value: number, language: string) => {
  const { full, compact } = formatAmount(value, language);
  return compact ?? full;
};

/** The character's health as a meter with "current / max". */
export function HealthBar({ current, max }: HealthBarProps) {
  const { t, language } = useGameTranslation();
  const shown = Math.max(0, Math.min(current, max));
  const low = max > 0 && shown / max <= lowHealthShare;
  return (
    <Box className={styles.bar}>
      <Meter
        label={t('character.bars.health')}
        value={shown}
        max={max}
        tone="health"
        valueText={t('character.bars.value', { current: amount(shown, language), max: amount(max, language) })}
      />
      {low ? (
        <Text as="p" size="small" tone="critical">
          {t('character.bars.fainted')}
        </Text>
      ) : null}
    </Box>
  );
}

/** Experience toward the next level as a meter with "experience / needed" and what is left. */
export function ExperienceBar({ experience, needed, level }: ExperienceBarProps) {
  const { t, language } = useGameTranslation();
  const shown = Math.max(0, Math.min(experience, needed));
  const label =
    level === undefined
      ? t('character.bars.experience')
      : t('character.bars.experienceWithLevel', { level: formatNumber(level, language) });
  return (
    <Box className={styles.bar}>
      <Meter
        label={label}
        value={shown}
        max={needed}
        tone="experience"
        valueText={t('character.bars.value', { current: amount(shown, language), max: amount(needed, language) })}
      />
      <Text as="p" size="small" tone="secondary">
        {t('character.bars.toNextLevel', { amount: formatNumber(Math.max(0, needed - shown), language) })}
      </Text>
    </Box>
  );
}
