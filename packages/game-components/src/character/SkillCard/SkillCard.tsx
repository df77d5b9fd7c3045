import { labelKey, type Skill, SkillSlotType } from '@rpg/contracts';
import { Badge, Box, Button, Heading, type HeadingLevel, Image, Text, VisuallyHidden } from '@rpg/design-system';
import { fallbacks, icons, placeholders } from '@rpg/game-assets';
import { useId } from 'react';
import { cx } from '../../shared/private/cx.ts';
import { formatNumber } from '../../shared/private/format-number.ts';
import { type PendingCallback, usePendingAction } from '../../shared/private/pending.ts';
import { useAnswer } from '../../shared/private/use-answer.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './SkillCard.css.ts';

export interface SkillCardProps {
  skill: Skill;
  /** Makes the skill the active one of its slot type; the button shows when the skill is learnt, not empty and not active. */
  onActivate?: PendingCallback<[skill: Skill]>;
  /** Learns the skill (at a skill vendor); the button shows when the skill is not learnt yet. */
  onLearn?: PendingCallback<[skill: Skill]>;
  /** Forgets the skill; refused (disabled, with the reason) while it is active. */
  onUnlearn?: PendingCallback<[skill: Skill]>;
  /** The price in base currency, shown when learning in a shop. */
  price?: number;
  /** The player can pay `price` (default true); otherwise learn is disabled with the reason. */
  affordable?: boolean;
  /** A smaller card (skill slots): smaller icon, the description cut short. */
  compact?: boolean;
  /** The name's heading level in the page outline (default 3). */
  headingLevel?: HeadingLevel;
  /** Render as a list item (inside a list of skills). */
  as?: 'article' | 'li';
}

type SlotName = 'offense' | 'defensive' | 'utility';
const slotNames: Record<SkillSlotType, SlotName> = {
  [SkillSlotType.Offense]: 'offense',
  [SkillSlotType.Defensive]: 'defensive',
  [SkillSlotType.Utility]: 'utility',
};

/** The translation key of a slot type's word (offense, defensive, utility). */
export const skillSlotTypeKey = (type: SkillSlotType) =>
  `character.${labelKey('skillSlotType', SkillSlotType, type)}` as const;

/**
 * A skill: icon, name, slot type, level and description, with the actions the context allows
 * (activate, learn, unlearn), each answered with a toast once the host's callback is done. A learnt skill
 * at a vendor carries a 'Learnt' badge; one the player cannot pay for has learn disabled with the reason.
 * An empty skill is drawn as an empty slot.
 */
export function SkillCard({
  skill,
  onActivate,
  onLearn,
  onUnlearn,
  price,
  affordable = true,
  compact = false,
  headingLevel = 3,
  as = 'article',
}: SkillCardProps) {
  const { t, language } = useGameTranslation();
  const titleId = useId();
  const hintId = useId();
  const priceHintId = useId();
  const { answered } = useAnswer();
  const [activating, activate] = usePendingAction(
    onActivate && answered(onActivate, ([done]) => t('character.skillCard.done.activated', { name: done.name })),
  );
  const [learning, learn] = usePendingAction(
    onLearn && answered(onLearn, ([done]) => t('character.skillCard.done.learnt', { name: done.name })),
  );
  const [unlearning, unlearn] = usePendingAction(
    onUnlearn && answered(onUnlearn, ([done]) => t('character.skillCard.done.unlearnt', { name: done.name })),
  );
  const slot = slotNames[skill.equipmentSkillType];
  const typeWord = t(skillSlotTypeKey(skill.equipmentSkillType));
  const headingTag = `h${headingLevel}` as const;
  const iconClass = compact ? styles.iconCompact : styles.icon;

  if (skill.isEmpty) {
    return (
      <Box as={as} className={cx(styles.card, styles.empty, styles.slotKeyline[slot])} aria-labelledby={titleId}>
        <Box className={styles.header}>
          <Box className={iconClass}>
            <Image src={placeholders.generic.path} alt="" aspectRatio="1 / 1" fit="contain" />
          </Box>
          <Box className={styles.titleBlock}>
            <Heading level={4} as={headingTag} id={titleId}>
              {t('character.skillCard.empty')}
            </Heading>
            <Box className={styles.meta}>
              <Badge tone="neutral" variant="soft" size="small">
                {typeWord}
              </Badge>
            </Box>
          </Box>
        </Box>
        {compact ? null : (
          <Text as="p" size="small" tone="secondary" id={hintId}>
            {t('character.skillCard.emptyHint')}
          </Text>
        )}
        <Box className={styles.actions}>
          <Button size="small" variant="soft" tone="neutral" disabled aria-describedby={compact ? undefined : hintId}>
            {t('character.skillCard.emptyAction')}
          </Button>
        </Box>
      </Box>
    );
  }

  const learnt = skill.isAvailableToLearn;
  const showActivate = onActivate !== undefined && learnt && !skill.isActive;
  const showLearn = onLearn !== undefined && !learnt;
  const showUnlearn = onUnlearn !== undefined && learnt;
  const hasActions = showActivate || showLearn || showUnlearn;
  const nameForScreenReaders = <VisuallyHidden>{` ${skill.name}`}</VisuallyHidden>;

  return (
    <Box
      as={as}
      className={cx(styles.card, styles.slotKeyline[slot], skill.isActive && styles.active)}
      aria-labelledby={titleId}
    >
      <Box className={styles.header}>
        <Box className={iconClass}>
          <Image
            src={skill.imagePath === '' ? fallbacks.item.path : skill.imagePath}
            fallbackSrc={fallbacks.item.path}
            alt=""
            aspectRatio="1 / 1"
            fit="contain"
            radius="medium"
          />
        </Box>
        <Box className={styles.titleBlock}>
          <Heading level={4} as={headingTag} id={titleId}>
            {skill.name}
          </Heading>
          <Box className={styles.meta}>
            <Badge
              tone="neutral"
              variant="soft"
              size="small"
              description={t('character.skillCard.type', { type: typeWord })}
            >
              {typeWord}
            </Badge>
            <Text size="small" tone="secondary">
              {t('character.skillCard.level', { level: formatNumber(skill.level, language) })}
            </Text>
            {skill.isActive ? (
              <Badge tone="brand" variant="solid" size="small">
                {t('character.skillCard.active')}
              </Badge>
            ) : null}
            {onLearn !== undefined && learnt ? (
              <Badge tone="positive" variant="soft" size="small">
                {t('character.skillCard.learnt')}
              </Badge>
            ) : null}
          </Box>
        </Box>
      </Box>
      {skill.description === '' ? null : (
        <Box className={cx(styles.description, compact && styles.clamp)}>
          <Text as="p" size="small" tone="secondary">
            {skill.description}
          </Text>
        </Box>
      )}
      {showLearn && price !== undefined ? (
        <Text as="p" size="small">
          {t('character.skillCard.price')}:{' '}
          <span className={styles.price}>
            <img className={styles.coin} src={icons.baseCurrency} alt="" width={16} height={16} />
            {formatNumber(price, language)}
            <VisuallyHidden>{` ${t('character.skillCard.currency')}`}</VisuallyHidden>
          </span>
          {affordable ? null : (
            <span className={styles.cannotAfford} id={priceHintId}>
              {` (${t('character.skillCard.cannotAfford')})`}
            </span>
          )}
        </Text>
      ) : null}
      {hasActions ? (
        <Box className={styles.actions}>
          {showActivate ? (
            <Button size="small" loading={activating} onClick={() => activate(skill)}>
              {t('character.skillCard.activate')}
              {nameForScreenReaders}
            </Button>
          ) : null}
          {showLearn ? (
            <Button
              size="small"
              tone="positive"
              loading={learning}
              disabled={!affordable}
              aria-describedby={affordable ? undefined : priceHintId}
              onClick={() => learn(skill)}
            >
              {t('character.skillCard.learn')}
              {nameForScreenReaders}
            </Button>
          ) : null}
          {showUnlearn ? (
            <Button
              size="small"
              variant="soft"
              tone="critical"
              loading={unlearning}
              disabled={skill.isActive}
              aria-describedby={skill.isActive ? hintId : undefined}
              onClick={() => unlearn(skill)}
            >
              {t('character.skillCard.unlearn')}
              {nameForScreenReaders}
            </Button>
          ) : null}
        </Box>
      ) : null}
      {showUnlearn && skill.isActive ? (
        <Text as="p" size="small" tone="secondary" id={hintId}>
          {t('character.skillCard.unlearnActiveHint')}
        </Text>
      ) : null}
    </Box>
  );
}
