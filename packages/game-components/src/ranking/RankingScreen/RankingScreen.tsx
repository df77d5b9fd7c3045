import type { RankingPage } from '@rpg/contracts';
import { Box, Button, Text } from '@rpg/design-system';
import { useEffect, useRef } from 'react';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import {
  EmptyState,
  ErrorState,
  HelpDialogButton,
  LoadingState,
  ScreenHeader,
} from '../../shared/ScreenState/index.ts';
import { RankingTable } from '../RankingTable/RankingTable.tsx';
import * as styles from './RankingScreen.css.ts';

export interface RankingScreenProps {
  /** POST /ranking/get-paginated-list's page; `undefined` while loading. */
  data: RankingPage | undefined;
  /** The page could not be loaded. */
  error?: boolean;
  onRetry?: () => void;
  /** Asks for another page (1..totalPages). */
  onPageChange: (page: number) => void;
  /** The signed-in player's character id: that row is marked (aria-current) and highlighted. */
  currentPlayerId?: number | undefined;
  /**
   * Asks for the page holding the player's own position (the call's initLoadAtPosition). Given, the
   * header offers a "my position" button; once that page arrives, focus moves to the player's row.
   */
  onShowMyPosition?: (() => void) | undefined;
}

/** /ranking: players by honour, 10 a page, names linking to their public profile, and a jump to the player's own page. */
export function RankingScreen({
  data,
  error = false,
  onRetry,
  onPageChange,
  currentPlayerId,
  onShowMyPosition,
}: RankingScreenProps) {
  const { t } = useGameTranslation();
  const tableRef = useRef<HTMLDivElement>(null);

  // After "my position" the rows change (or are read again): once a new page holding the player's
  // row is shown, its name link takes the focus (and scrolls into view), so the jump is felt and heard.
  const revealFrom = useRef<{ data: RankingPage | undefined } | null>(null);
  const showsPlayer = currentPlayerId !== undefined && data?.data.some((player) => player.id === currentPlayerId);
  const focusPlayer = () => tableRef.current?.querySelector<HTMLElement>('tr[aria-current="true"] a')?.focus();
  useEffect(() => {
    if (!revealFrom.current || revealFrom.current.data === data || !showsPlayer) return;
    revealFrom.current = null;
    focusPlayer();
  });

  return (
    <Box className={styles.screen}>
      <ScreenHeader
        title={t('ranking.rankingScreen.title')}
        actions={
          <>
            {onShowMyPosition ? (
              <Button
                variant="soft"
                size="small"
                onClick={() => {
                  revealFrom.current = { data };
                  if (showsPlayer) focusPlayer();
                  onShowMyPosition();
                }}
              >
                {t('ranking.rankingScreen.myPosition')}
              </Button>
            ) : null}
            <HelpDialogButton title={t('ranking.rankingScreen.helpTitle')}>
              <Text as="p">{t('ranking.rankingScreen.helpText')}</Text>
            </HelpDialogButton>
          </>
        }
      >
        {t('ranking.rankingScreen.intro')}
      </ScreenHeader>
      {error ? (
        <ErrorState onRetry={onRetry} />
      ) : data === undefined ? (
        <LoadingState variant="list" count={10} />
      ) : data.data.length === 0 && data.totalPages <= 1 ? (
        <EmptyState title={t('ranking.rankingScreen.emptyTitle')} description={t('ranking.rankingScreen.emptyText')} />
      ) : (
        <Box ref={tableRef}>
          <RankingTable
            page={data}
            onPageChange={(page) => {
              revealFrom.current = null;
              onPageChange(page);
            }}
            currentPlayerId={currentPlayerId}
          />
        </Box>
      )}
    </Box>
  );
}
