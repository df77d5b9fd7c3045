import { type Quest, type QuestProgression, QuestType } from '@rpg/contracts';
import {
  Badge,
  Box,
  Button,
  Card,
  ConfirmDialog,
  Heading,
  type HeadingLevel,
  Meter,
  Stack,
  Text,
  VisuallyHidden,
} from '@rpg/design-system';
import { icons } from '@rpg/game-assets';
import { useId } from 'react';
import { type Fact, Facts, formatMinutes } from '../../shared/private/Facts.tsx';
import { formatNumber } from '../../shared/private/format-number.ts';
import type { MaybePromise } from '../../shared/private/pending.ts';
import { useBusy } from '../../shared/private/pending.ts';
import { useAnswer } from '../../shared/private/use-answer.ts';
import { useConfirmedAction } from '../../shared/private/use-confirmed-action.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './QuestCard.css.ts';

export interface QuestCardProps {
  /** An available quest (isAccepted false) or an accepted one (with its progressions). */
  quest: Quest;
  /** Accept an available quest (costs its action points). */
  onAccept: (quest: Quest) => MaybePromise;
  /** Give up an accepted quest, after the player confirms (no refund). */
  onCancel: (quest: Quest) => MaybePromise;
  /** Return a done quest and take the reward. */
  onReturn: (quest: Quest) => MaybePromise;
  /** The player cannot accept now (too few action points...). Accepted quests stay usable. */
  disabled?: boolean;
  /** The title's level in the page outline (default 3: inside the board's columns). */
  headingLevel?: HeadingLevel;
}

type Action = 'accept' | 'cancel' | 'return';

/**
 * A quest card. Available: title, description, rewards, action-point cost, time required and accept.
 * Accepted: how far each objective got (a meter each), cancel (confirmed) or, once done, return it for the reward.
 */
export function QuestCard({ quest, onAccept, onCancel, onReturn, disabled = false, headingLevel = 3 }: QuestCardProps) {
  const { t, language } = useGameTranslation();
  const titleId = useId();
  // One action at a time: while one runs, the others (the confirmed cancel too) wait.
  const busy = useBusy<Action>({ exclusive: true });
  const { pending, run } = busy;
  const { rewards } = quest;
  const { answered } = useAnswer();
  // Done once the host's Promise resolves: the toast says so (a failure is the host's to report).
  const accept = answered(onAccept, () => t('quests.questCard.done.accepted', { title: quest.title }));
  const cancelling = useConfirmedAction(
    answered(onCancel, () => t('quests.questCard.done.cancelled', { title: quest.title })),
    { busy, key: 'cancel' },
  );
  // Each card's buttons are named with its title ("Accept quest Rat plague"), not only described by it.
  const titleForScreenReaders = <VisuallyHidden>{` ${quest.title}`}</VisuallyHidden>;

  const rewardFacts: Fact[] = [
    {
      id: 'baseCurrency',
      label: t('quests.common.baseCurrency'),
      labelHidden: true,
      icon: icons.baseCurrency,
      tone: 'baseCurrency',
      value: formatNumber(rewards.baseCurrency, language),
    },
    {
      id: 'experience',
      label: t('quests.questCard.experienceShort'),
      tone: 'experience',
      value: formatNumber(rewards.experience, language),
    },
  ];
  if (rewards.premiumCurrency > 0) {
    rewardFacts.push({
      id: 'premiumCurrency',
      label: t('quests.common.premiumCurrency'),
      labelHidden: true,
      icon: icons.premiumCurrency,
      tone: 'premiumCurrency',
      value: formatNumber(rewards.premiumCurrency, language),
    });
  }
  if (rewards.itemName) {
    rewardFacts.push({ id: 'item', label: t('quests.common.item'), value: rewards.itemName });
  }

  const status = quest.isDone
    ? { tone: 'positive' as const, text: t('quests.questCard.statusDone') }
    : quest.isAccepted
      ? { tone: 'info' as const, text: t('quests.questCard.statusAccepted') }
      : undefined;

  return (
    <Card as="article" aria-labelledby={titleId} tone={quest.isDone ? 'positive' : 'neutral'}>
      <Box className={styles.layout}>
        <Box className={styles.header}>
          <Heading level={3} as={`h${headingLevel}`} id={titleId}>
            <span className={styles.text}>{quest.title}</span>
          </Heading>
          {status ? (
            <Badge tone={status.tone} variant="soft">
              {status.text}
            </Badge>
          ) : null}
        </Box>
        <Box className={styles.text}>
          <Text as="p" tone="secondary">
            {quest.description}
          </Text>
        </Box>

        {quest.isAccepted ? (
          <Stack space="xsmall">
            <Text weight="strong">{t('quests.questCard.objectives')}</Text>
            <Box as="ul" className={styles.progressions}>
              {quest.progressions.map((progression, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: objectives have no id and never reorder
                <Box as="li" key={index} className={styles.text}>
                  <ProgressionMeter progression={progression} language={language} />
                </Box>
              ))}
            </Box>
          </Stack>
        ) : null}

        <Stack space="xsmall">
          <Text weight="strong">{t('quests.common.rewards')}</Text>
          <Facts facts={rewardFacts} />
        </Stack>

        {quest.isAccepted ? null : (
          <Facts
            facts={[
              {
                id: 'cost',
                label: t('quests.common.cost'),
                icon: icons.actionPoints,
                tone: 'actionPoints',
                value: t('quests.common.actionPoints', {
                  count: quest.requiredStamina,
                  value: formatNumber(quest.requiredStamina, language),
                }),
              },
              {
                id: 'duration',
                label: t('quests.questCard.timeRequired'),
                value: formatMinutes(quest.durationMinutes, language),
              },
            ]}
          />
        )}

        <Box className={styles.actions}>
          {!quest.isAccepted ? (
            <Button
              disabled={disabled}
              loading={pending === 'accept'}
              onClick={() => run('accept', () => accept(quest))}
            >
              {t('quests.questCard.accept')}
              {titleForScreenReaders}
            </Button>
          ) : quest.isDone ? (
            <Button tone="positive" loading={pending === 'return'} onClick={() => run('return', () => onReturn(quest))}>
              {t('quests.questCard.return')}
              {titleForScreenReaders}
            </Button>
          ) : (
            <Button variant="soft" tone="critical" onClick={() => cancelling.ask(quest)}>
              {t('quests.questCard.cancel')}
              {titleForScreenReaders}
            </Button>
          )}
        </Box>
      </Box>
      <ConfirmDialog
        {...cancelling.dialog}
        title={t('quests.common.confirmTitle')}
        message={t('quests.questCard.cancelMessage', { title: quest.title })}
        confirmLabel={t('quests.questCard.cancelConfirm')}
        cancelLabel={t('quests.common.close')}
        tone="critical"
      />
    </Card>
  );
}

function ProgressionMeter({ progression, language }: { progression: QuestProgression; language: string }) {
  const { t } = useGameTranslation();
  const label =
    progression.type === QuestType.SlayMonster
      ? t('quests.questCard.slay', { name: progression.monsterNameToSlay })
      : t('quests.questCard.gather', { name: progression.resourceNameToGet });
  const done = progression.currentAmount >= progression.requiredAmount;
  return (
    <Meter
      label={label}
      value={progression.currentAmount}
      max={progression.requiredAmount}
      valueText={`${formatNumber(progression.currentAmount, language)} / ${formatNumber(progression.requiredAmount, language)}`}
      tone={done ? 'positive' : 'brand'}
    />
  );
}
