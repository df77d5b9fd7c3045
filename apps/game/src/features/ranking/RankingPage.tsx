import { RankingScreen } from '@rpg/game-components';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { hrefOf } from '../../config/paths.ts';
import { useMyCharacter } from '../../lib/query.ts';
import { useRankingPage, useSeedRankingPage } from './api/ranking.ts';

/** The page of the address (?page=N, from 1); none (or not a page number) opens the player's own page. */
const pageOf = (value: string | null): number | 'mine' => {
  const page = Number(value);
  return value !== null && Number.isSafeInteger(page) && page >= 1 ? page : 'mine';
};

/**
 * `/ranking`: players by honour, ten a page, paged through the address (?page=N) so back, forward
 * and a shared link keep the page. Without a page it opens the page holding the player
 * (initLoadAtPosition) and writes that page into the address; "my position" does the same.
 */
export const RankingPage = () => {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const page = pageOf(params.get('page'));
  const ranking = useRankingPage(page);
  const seed = useSeedRankingPage();
  const name = useMyCharacter().data?.data.name;
  const reply = ranking.data?.data;

  // The address names the page shown: the player's own page once known, the last page when asked past it.
  const answered = reply && !ranking.isValidating ? reply.currentPage : undefined;
  useEffect(() => {
    if (answered === undefined || answered === page || !reply) return;
    void seed(reply).then(() => setParams({ page: String(answered) }, { replace: true }));
  }, [answered, page, reply, seed, setParams]);

  // Ranking rows carry ids and names, the character only its (unique) name.
  const currentPlayerId = reply?.data.find((player) => player.name === name)?.id;
  return (
    <RankingScreen
      data={page === 'mine' && ranking.isValidating ? undefined : reply}
      error={Boolean(ranking.error) && !ranking.data}
      onRetry={() => void ranking.mutate()}
      onPageChange={(next) => setParams({ page: String(next) })}
      currentPlayerId={currentPlayerId}
      onShowMyPosition={() => navigate(hrefOf({ page: 'ranking' }))}
    />
  );
};
