import type { RankingPage, RankingPlayer } from '@rpg/contracts';
import { Badge, Box, Pagination, Table, type TableColumn, VisuallyHidden } from '@rpg/design-system';
import { GameLink } from '../../shared/GameLink/GameLink.tsx';
import { cx } from '../../shared/private/cx.ts';
import { formatAmount, formatNumber } from '../../shared/private/format-number.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './RankingTable.css.ts';

export interface RankingTableProps {
  /** One page of the ranking (pages count from 1). */
  page: RankingPage;
  /** Asks for another page, always within 1..totalPages. */
  onPageChange: (page: number) => void;
  /** The signed-in player's character id: that row is marked (aria-current), tinted and badged. */
  currentPlayerId?: number | undefined;
}

/**
 * The ranking: position, player (link to /characters/{id}), level and honour points, with paging. No
 * clans: the game has none. On phones the level moves under the name, so the honour (the ranking's
 * main number) stays on screen without scrolling sideways.
 */
export function RankingTable({ page, onPageChange, currentPlayerId }: RankingTableProps) {
  const { t, language } = useGameTranslation();
  const totalPages = Math.max(1, page.totalPages);
  const columns: ReadonlyArray<TableColumn<RankingPlayer>> = [
    {
      id: 'position',
      header: t('ranking.rankingTable.position'),
      align: 'end',
      wrap: false,
      cell: (player) => (
        <span className={cx(styles.position, player.position <= 3 && styles.podium)}>
          {formatNumber(player.position, language)}.
        </span>
      ),
    },
    {
      id: 'player',
      header: t('ranking.rankingTable.player'),
      rowHeader: true,
      cell: (player) => {
        const link = <GameLink to={{ page: 'character', id: player.id }}>{player.name}</GameLink>;
        // Phones have no level column (the honour, the ranking's number, must fit): the level goes under the name.
        const level = (
          <span className={styles.levelUnderName}>
            {t('ranking.characterView.level', { level: formatNumber(player.level, language) })}
          </span>
        );
        return (
          <>
            <span className={styles.nameRow}>
              <span className={styles.name}>{link}</span>
              {player.id === currentPlayerId && (
                <Badge tone="brand" size="small">
                  {t('ranking.rankingTable.you')}
                </Badge>
              )}
            </span>
            {level}
          </>
        );
      },
    },
    {
      id: 'level',
      header: t('ranking.rankingTable.level'),
      align: 'end',
      wrap: false,
      cell: (player) => formatNumber(player.level, language),
    },
    {
      id: 'honour',
      header: t('ranking.rankingTable.honour'),
      align: 'end',
      wrap: false,
      cell: (player) => {
        const amount = formatAmount(player.honourPoints, language);
        return (
          <span className={styles.honour} title={amount.compact ? amount.full : undefined}>
            {amount.compact === undefined ? (
              amount.full
            ) : (
              <>
                <span aria-hidden="true">{amount.compact}</span>
                <VisuallyHidden>{amount.full}</VisuallyHidden>
              </>
            )}
          </span>
        );
      },
    },
  ];

  return (
    <Box className={styles.root}>
      <Table
        caption={t('ranking.rankingTable.caption', {
          page: formatNumber(page.currentPage, language),
          total: formatNumber(totalPages, language),
        })}
        captionHidden
        columns={columns}
        rows={page.data}
        rowKey={(player) => String(player.id)}
        emptyMessage={t('ranking.rankingTable.empty')}
        isCurrentRow={(player) => player.id === currentPlayerId}
      />
      {totalPages > 1 ? (
        <Pagination
          label={t('ranking.rankingTable.pagination')}
          page={page.currentPage}
          totalPages={totalPages}
          onChange={(next) => onPageChange(Math.min(totalPages, Math.max(1, next)))}
          previousLabel={t('ranking.rankingTable.previous')}
          nextLabel={t('ranking.rankingTable.next')}
          pageLabel={(current, total) =>
            t('ranking.rankingTable.pageOf', {
              page: formatNumber(current, language),
              total: formatNumber(total, language),
            })
          }
        />
      ) : null}
    </Box>
  );
}
