import { type RankingPage, routeRefs } from '@rpg/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useAuth } from '../../../lib/auth-context.tsx';
import { type RouteInput, routeKey, useRoute, withLanguage } from '../../../lib/query.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** Rows per ranking page (the spec's page size). */
export const rankingPageSize = 10;

const pageInput = (page: number): RouteInput<typeof routeRefs.getRankingPage> => ({
  body: { currentPage: page, toTake: rankingPageSize },
});

/**
 * POST /ranking/get-paginated-list as a read: page `page` (from 1), or with `'mine'` the page
 * holding the player's own position (initLoadAtPosition), always asked afresh since honour moves.
 */
export const useRankingPage = (page: number | 'mine') =>
  useRoute(
    routeRefs.getRankingPage,
    page === 'mine' ? { body: { currentPage: 0, toTake: rankingPageSize, initLoadAtPosition: true } } : pageInput(page),
    page === 'mine' ? { revalidateOnMount: true, dedupingInterval: 0 } : undefined,
  );

/** Stores a page the server answered (e.g. the player's own) as that page's read, so opening it asks nothing. */
export const useSeedRankingPage = () => {
  const { user } = useAuth();
  const lang = useLanguage();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (page: RankingPage) => {
      if (!user) return;
      const key = routeKey(
        user.uid,
        routeRefs.getRankingPage,
        withLanguage(routeRefs.getRankingPage, pageInput(page.currentPage), lang),
      );
      await mutate(key, { data: page }, { revalidate: false });
    },
    [user, lang, mutate],
  );
};
