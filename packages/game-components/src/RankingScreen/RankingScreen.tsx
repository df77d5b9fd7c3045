import type { RankingPage } from '@rpg/contracts';
import { Box, Text } from '@rpg/design-system';
import { useGameTranslation } from '../private/useGameTranslation.ts';
import { RankingTable } from '../RankingTable/RankingTable.tsx';
import { EmptyState, ErrorState, HelpDialogButton, LoadingState, ScreenHeader } from '../ScreenState/index.ts';
import * as styles from './RankingScreen.css.ts';

export interface RankingScreenProps {
  /** GET /ranking's page; `undefined` while loading. */
  data: RankingPage | undefined;
  /** The page could not be loaded. */
  error?: boolean;
  onRetry?: () => void;
  /** Asks for another page (1..totalPages). */
  onPageChange: (page: number) => void;
  /** The signed-in player's character id: that row is highlighted. */
  currentPlayerId?: number | undefined;
}

/** /ranking: players by honour, 10 a page, names linking to their public profile. */
export function RankingScreen({ data, error = false, onRetry, onPageChange, currentPlayerId }: RankingScreenProps) {
  const { t } = useGameTranslation();
  return (
    <Box className={styles.screen}>
      <ScreenHeader
        title={t('quests.rankingScreen.title')}
        actions={
          <HelpDialogButton title={t('quests.rankingScreen.helpTitle')}>
            <Text as="p">{t('quests.rankingScreen.helpText')}</Text>
          </HelpDialogButton>
        }
      >
        {t('quests.rankingScreen.intro')}
      </ScreenHeader>
      {error ? (
        <ErrorState onRetry={onRetry} />
      ) : data === undefined ? (
        <LoadingState variant="list" count={10} />
      ) : data.data.length === 0 && data.totalPages <= 1 ? (
        <EmptyState title={t('quests.rankingScreen.emptyTitle')} description={t('quests.rankingScreen.emptyText')} />
      ) : (
        <RankingTable page={data} onPageChange={onPageChange} currentPlayerId={currentPlayerId} />
      )}
    </Box>
  );
}
