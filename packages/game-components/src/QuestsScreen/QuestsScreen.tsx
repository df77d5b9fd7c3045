import type { Quest } from '@rpg/contracts';
import { Box, Text } from '@rpg/design-system';
import { useGameTranslation } from '../private/useGameTranslation.ts';
import type { MaybePromise } from '../private/usePendingAction.ts';
import { QuestBoard } from '../QuestBoard/QuestBoard.tsx';
import { ErrorState, HelpDialogButton, LoadingState, ScreenHeader } from '../ScreenState/index.ts';
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
}: QuestsScreenProps) {
  const { t } = useGameTranslation();
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
