import type { Quest } from '@rpg/contracts';
import { Badge, Box, Button, ConfirmDialog, Heading, Stack, Text } from '@rpg/design-system';
import { icons } from '@rpg/game-assets';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { formatNumber } from '../../shared/private/format-number.ts';
import type { MaybePromise } from '../../shared/private/pending.ts';
import { useAnswer } from '../../shared/private/use-answer.ts';
import { useConfirmedAction } from '../../shared/private/use-confirmed-action.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { QuestCard } from '../QuestCard/QuestCard.tsx';
import * as styles from './QuestBoard.css.ts';

export interface QuestBoardProps {
  /** Every quest of the player: available ones (isAccepted false) and accepted ones, in one list. */
  quests: readonly Quest[];
  onAccept: (quest: Quest) => MaybePromise;
  onCancel: (quest: Quest) => MaybePromise;
  onReturn: (quest: Quest) => MaybePromise;
  /**
   * Replace the available quests: free once an hour, otherwise 1 premium currency, which the player
   * confirms first (a dialog naming the price) as every premium spending.
   */
  onRoll: () => MaybePromise;
  /** The hourly free roll is available; otherwise a roll costs 1 premium. */
  rollFree: boolean;
  /** Rolling is not possible now (no free roll and no premium left). */
  rollDisabled?: boolean;
  /** The player's action points: quests costing more cannot be accepted. */
  actionPoints?: number | undefined;
}

/**
 * The quest board: available quests (with the roll button) and accepted ones, side by side on desktop,
 * stacked below. A paid roll asks first; a roll done is answered with a toast.
 */
export function QuestBoard({
  quests,
  onAccept,
  onCancel,
  onReturn,
  onRoll,
  rollFree,
  rollDisabled = false,
  actionPoints,
}: QuestBoardProps) {
  const { t, language } = useGameTranslation();
  const availableId = useId();
  const acceptedId = useId();
  const rollCostId = useId();
  const boardRef = useRef<HTMLDivElement>(null);
  const { answered } = useAnswer();
  // A free roll runs at once; a paid one asks first.
  const rolling = useConfirmedAction(answered(onRoll, () => t('quests.questBoard.done.rolled')));
  const rollPrice = t('quests.questBoard.rollPrice', { count: 1, value: formatNumber(1, language) });

  // A card the player acted on moves to the other column (or leaves): once the host's promise
  // resolves, focus follows it, or falls to the column heading when it is gone (unless the host
  // already put it somewhere outside the board).
  const [focusAfter, setFocusAfter] = useState<{ questId: number; fallback: string } | null>(null);
  useEffect(() => {
    if (!focusAfter) return;
    const frame = window.requestAnimationFrame(() => {
      const board = boardRef.current;
      // The host moved the focus itself (e.g. to the rewards of a returned quest): leave it there.
      const active = document.activeElement;
      if (active && active !== document.body && !board?.contains(active)) {
        setFocusAfter(null);
        return;
      }
      const card = board?.querySelector<HTMLElement>(`[data-quest-id="${focusAfter.questId}"]`);
      const heading = board?.querySelector<HTMLElement>(`[aria-labelledby="${focusAfter.fallback}"]`);
      (card ?? heading)?.focus();
      setFocusAfter(null);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [focusAfter]);
  const followFocus =
    (callback: (quest: Quest) => MaybePromise, fallback: string) =>
    (quest: Quest): MaybePromise => {
      const result = callback(quest);
      if (result instanceof Promise) {
        return result.then(() => setFocusAfter({ questId: quest.id, fallback }));
      }
      return result;
    };
  const handleAccept = followFocus(onAccept, acceptedId);
  const handleCancel = followFocus(onCancel, availableId);
  const handleReturn = followFocus(onReturn, acceptedId);
  const available = quests.filter((quest) => !quest.isAccepted);
  const accepted = quests.filter((quest) => quest.isAccepted);

  const column = (
    id: string,
    title: string,
    list: readonly Quest[],
    emptyTitle: string,
    emptyText: string,
    extra?: ReactNode,
  ) => (
    <Box as="section" aria-labelledby={id} tabIndex={-1} className={styles.column}>
      <Box className={styles.columnHeader}>
        <Box className={styles.headingRow}>
          <Heading level={2} id={id}>
            {title}
          </Heading>
          <Badge tone="neutral" variant="soft" description={t('quests.questBoard.count', { count: list.length })}>
            {formatNumber(list.length, language)}
          </Badge>
        </Box>
        {extra}
      </Box>
      {list.length === 0 ? (
        <Box className={styles.empty}>
          <Stack space="xsmall" align="center">
            <Text weight="strong">{emptyTitle}</Text>
            <Text as="p" tone="secondary" size="small">
              {emptyText}
            </Text>
          </Stack>
        </Box>
      ) : (
        <Box as="ul" className={styles.list}>
          {list.map((quest) => (
            <Box as="li" key={quest.id} data-quest-id={quest.id} tabIndex={-1} className={styles.item}>
              <QuestCard
                quest={quest}
                onAccept={handleAccept}
                onCancel={handleCancel}
                onReturn={handleReturn}
                disabled={actionPoints !== undefined && actionPoints < quest.requiredStamina}
              />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );

  const rollControl = (
    <Box className={styles.roll}>
      <Button
        variant="soft"
        size="small"
        loading={rolling.pending}
        disabled={rollDisabled}
        aria-describedby={rollCostId}
        onClick={() => (rollFree ? rolling.run() : rolling.ask())}
      >
        {t('quests.questBoard.roll')}
      </Button>
      <Box as="span" id={rollCostId} className={styles.rollCost}>
        {rollFree ? (
          t('quests.questBoard.rollFree')
        ) : (
          <>
            <img className={styles.rollIcon} src={icons.premiumCurrency} alt="" width={20} height={20} />
            {t('quests.questBoard.rollCost', { count: 1, value: formatNumber(1, language) })}
          </>
        )}
      </Box>
    </Box>
  );

  return (
    <Box ref={boardRef} className={styles.board}>
      {column(
        availableId,
        t('quests.questBoard.available'),
        available,
        t('quests.questBoard.availableEmptyTitle'),
        t('quests.questBoard.availableEmptyText'),
        rollControl,
      )}
      {column(
        acceptedId,
        t('quests.questBoard.accepted'),
        accepted,
        t('quests.questBoard.acceptedEmptyTitle'),
        t('quests.questBoard.acceptedEmptyText'),
      )}
      <ConfirmDialog
        {...rolling.dialog}
        title={t('quests.common.confirmTitle')}
        message={t('quests.questBoard.rollConfirm.message', { price: rollPrice })}
        confirmLabel={t('quests.questBoard.rollConfirm.confirm', { price: rollPrice })}
        cancelLabel={t('quests.common.close')}
      />
    </Box>
  );
}
