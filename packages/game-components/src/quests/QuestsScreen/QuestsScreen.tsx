import type { Quest } from '@rpg/contracts';
import { Box, Card, Heading, Text } from '@rpg/design-system';
import { icons } from '@rpg/game-assets';
import { type Ref, useEffect, useId, useRef } from 'react';
import { type Fact, Facts } from '../../shared/private/Facts.tsx';
import { formatNumber } from '../../shared/private/format-number.ts';
import type { MaybePromise } from '../../shared/private/pending.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { ErrorState, HelpDialogButton, LoadingState, ScreenHeader } from '../../shared/ScreenState/index.ts';
import { QuestBoard } from '../QuestBoard/QuestBoard.tsx';
import * as styles from './QuestsScreen.css.ts';

export interface QuestsScreenProps {
  /** GET /quests's data (available and accepted quests in one list); `undefined` while loading. */
  data: readonly Quest[] | undefined;
  /** The quests could not be loaded. */
  error?: boolean;
  onRetry?: () => void;
  /** The player's action points: quests costing more cannot be accepted. */
  actionPoints?: number | undefined;
  onAccept: (quest: Quest) => MaybePromise;
  onCancel: (quest: Quest) => MaybePromise;
  onReturn: (quest: Quest) => MaybePromise;
  /** Replace the available quests. */
  onRoll: () => MaybePromise;
  /** The hourly free roll is available; otherwise a roll costs 1 premium. */
  rollFree: boolean;
  /** No free roll and no premium left. */
  rollDisabled?: boolean;
  /** The quest the player just returned: its rewards are shown above the board, and take the focus. */
  returned?: Quest | undefined;
}

/** /quests: available and accepted quests in two columns (stacked on phones), with the roll button. */
export function QuestsScreen({
  data,
  error = false,
  onRetry,
  actionPoints,
  onAccept,
  onCancel,
  onReturn,
  onRoll,
  rollFree,
  rollDisabled,
  returned,
}: QuestsScreenProps) {
  const { t } = useGameTranslation();
  // The return button left with its card: the rewards it gave take the focus.
  const rewardsRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (returned) rewardsRef.current?.focus();
  }, [returned]);
  return (
    <Box className={styles.screen}>
      <ScreenHeader
        title={t('quests.questsScreen.title')}
        actions={
          <HelpDialogButton title={t('quests.questsScreen.helpTitle')}>
            <Text as="p">{t('quests.questsScreen.helpText')}</Text>
          </HelpDialogButton>
        }
      >
        {t('quests.questsScreen.intro')}
      </ScreenHeader>
      {returned && !error ? <ReturnedRewards ref={rewardsRef} quest={returned} /> : null}
      {error ? (
        <ErrorState onRetry={onRetry} />
      ) : data === undefined ? (
        <LoadingState variant="cards" count={4} />
      ) : (
        <QuestBoard
          quests={data}
          actionPoints={actionPoints}
          onAccept={onAccept}
          onCancel={onCancel}
          onReturn={onReturn}
          onRoll={onRoll}
          rollFree={rollFree}
          rollDisabled={rollDisabled}
        />
      )}
    </Box>
  );
}

/** What a returned quest gave: gold, experience, gems and an item when it had them. */
function ReturnedRewards({ quest, ref }: { quest: Quest; ref: Ref<HTMLElement> }) {
  const { t, language } = useGameTranslation();
  const titleId = useId();
  const { rewards } = quest;
  const facts: Fact[] = [
    {
      id: 'baseCurrency',
      label: t('quests.common.baseCurrency'),
      icon: icons.baseCurrency,
      tone: 'baseCurrency',
      value: `+${formatNumber(rewards.baseCurrency, language)}`,
    },
    {
      id: 'experience',
      label: t('quests.common.experience'),
      tone: 'experience',
      value: `+${formatNumber(rewards.experience, language)}`,
    },
  ];
  if (rewards.premiumCurrency > 0) {
    facts.push({
      id: 'premiumCurrency',
      label: t('quests.common.premiumCurrency'),
      icon: icons.premiumCurrency,
      tone: 'premiumCurrency',
      value: `+${formatNumber(rewards.premiumCurrency, language)}`,
    });
  }
  if (rewards.itemName) facts.push({ id: 'item', label: t('quests.common.item'), value: rewards.itemName });
  return (
    <Box as="section" ref={ref} tabIndex={-1} aria-labelledby={titleId} className={styles.returned}>
      <Card tone="positive">
        <Box className={styles.returnedBody}>
          <Heading level={2} id={titleId}>
            <span className={styles.text}>{t('quests.questsScreen.returnedTitle', { title: quest.title })}</span>
          </Heading>
          <Text weight="strong">{t('quests.adventureRewards.title')}</Text>
          <Facts facts={facts} />
        </Box>
      </Card>
    </Box>
  );
}
