import {
  type BaseInfo,
  type Character,
  type Language,
  type RouteDefOf,
  type RouteRef,
  routeRefs,
} from '@rpg/contracts';
import { useCallback } from 'react';
import useSWR, { preload, type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import type { z } from 'zod';
import { api } from './api.ts';
import { ApiError, type Reply } from './api-client.ts';
import { useAuth } from './auth-context.tsx';
import { useLanguage } from './use-language.ts';

/** The language fields the hooks fill in themselves: every call that takes one sends the current one. */
type LanguageField = 'lang' | 'requestedLang';
type WithoutLanguage<T> = T extends object
  ? Omit<T, LanguageField> & Partial<Pick<T, Extract<keyof T, LanguageField>>>
  : T;

/** A route's typed input: its path parameters, query and body as the contract shapes them, minus the language. */
export type RouteInput<R extends RouteRef> = InputOf<RouteDefOf<R>>;
type InputOf<D> = (D extends { params: z.ZodType } ? { params: z.input<D['params']> } : unknown) &
  (D extends { query: z.ZodType } ? { query?: WithoutLanguage<z.input<D['query']>> } : unknown) &
  (D extends { body: z.ZodType } ? { body: WithoutLanguage<z.input<D['body']>> } : unknown);

type Input = { params?: unknown; query?: unknown; body?: unknown };

/** The input with the current language put where the route takes one (query `lang` / `requestedLang`, body `requestedLang`). */
export const withLanguage = (route: RouteRef, input: Input, lang: Language): Input => {
  switch (route.language) {
    case 'query.lang':
      return { ...input, query: { lang, ...(input.query as object) } };
    case 'query.requestedLang':
      return { ...input, query: { requestedLang: lang, ...(input.query as object) } };
    case 'body.requestedLang':
      return { ...input, body: { requestedLang: lang, ...(input.body as object) } };
    default:
      return input;
  }
};

/** The SWR key of a call: the account, the route and its full input (the language included). */
export const routeKey = (uid: string, route: RouteRef, input: Input) =>
  ['api', uid, route.method, route.path, input] as const;
type RouteKey = ReturnType<typeof routeKey>;

const isRouteKey = (key: unknown, uid: string, route: RouteRef): key is RouteKey =>
  Array.isArray(key) && key[0] === 'api' && key[1] === uid && key[2] === route.method && key[3] === route.path;

/** One read of a route: its reply, or an error when it answered no content. */
const read = async <R extends RouteRef>(route: R, input: Input): Promise<Reply<R>> => {
  const reply = await api.request(route, input);
  if (!reply) throw new Error(`${route.method} ${route.path} answered no content`);
  return reply;
};

/** Errors that will not go away by asking again (4xx): no retry; others three times, backing off. */
const swrDefaults: SWRConfiguration = {
  revalidateOnFocus: false,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if ((error instanceof ApiError && error.status < 500) || retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), 1000 * 2 ** retryCount);
  },
};

/**
 * A read of a route of the contract through SWR: `useRoute(routeRefs.getShop, { params: { id } })`.
 * `null` input (or no signed-in user) fetches nothing. A reply's myCharacterBaseInfo goes to the balance bar.
 */
export function useRoute<R extends RouteRef>(
  route: R,
  input: RouteInput<R> | null,
  config?: SWRConfiguration<Reply<R>>,
): SWRResponse<Reply<R>, unknown> {
  const { user } = useAuth();
  const lang = useLanguage();
  const cache = useGameCache();
  const key = user && input !== null ? routeKey(user.uid, route, withLanguage(route, input as Input, lang)) : null;
  return useSWR<Reply<R>, unknown, RouteKey | null>(
    key,
    async ([, , , , keyInput]) => {
      const reply = await read(route, keyInput);
      if (reply.myCharacterBaseInfo) await cache.setBaseInfo(reply.myCharacterBaseInfo);
      return reply;
    },
    { ...swrDefaults, ...config },
  );
}

/** The signed-in player's character (GET /my-character in the current language). */
export const useMyCharacter = (): SWRResponse<Reply<typeof routeRefs.getMyCharacter>, unknown> =>
  useRoute(routeRefs.getMyCharacter, {});

/**
 * Starts the read of useMyCharacter for `uid` in `lang` now, ahead of the render that asks for it: the
 * first useMyCharacter of that account and language takes this request over (SWR's preload, same key).
 * Its balance is the reply's own, so the reply needs no setBaseInfo. Only for a page that reads the
 * character at once (routes.tsx, needsCharacter): a request nobody takes over would be taken, stale, by
 * the next read of the key.
 */
export const preloadMyCharacter = (uid: string, lang: Language): Promise<unknown> => {
  const route = routeRefs.getMyCharacter;
  return preload(routeKey(uid, route, withLanguage(route, {}, lang)), ([, , , , input]) => read(route, input));
};

/**
 * The cache of the signed-in player's calls: mutations write what the server answered into it
 * (the new inventory, the character, the balance) instead of refetching.
 */
export const useGameCache = () => {
  const { user } = useAuth();
  const lang = useLanguage();
  const { mutate } = useSWRConfig();
  const uid = user?.uid ?? '';

  /** Updates the cached reply of a read (every language's copy when `input` is omitted). */
  const setRoute = useCallback(
    async <R extends RouteRef>(
      route: R,
      update: (reply: Reply<R>) => Reply<R>,
      options: { input?: RouteInput<R>; revalidate?: boolean } = {},
    ) => {
      const exact = options.input ? routeKey(uid, route, withLanguage(route, options.input as Input, lang)) : undefined;
      await mutate<Reply<R>>(
        (key) => (exact ? JSON.stringify(key) === JSON.stringify(exact) : isRouteKey(key, uid, route)),
        (reply) => (reply ? update(reply) : reply),
        { revalidate: options.revalidate ?? false },
      );
    },
    [mutate, uid, lang],
  );

  /** Updates the cached character (in every language). */
  const setCharacter = useCallback(
    (update: (character: Character) => Character) =>
      setRoute(routeRefs.getMyCharacter, (reply) => ({ ...reply, data: update(reply.data) })),
    [setRoute],
  );

  /** The balance bar's values from a reply's myCharacterBaseInfo. */
  const setBaseInfo = useCallback(
    (info: BaseInfo) =>
      setCharacter((character) => ({
        ...character,
        baseCurrency: info.baseCurrency,
        premiumCurrency: info.premiumCurrency,
        actionPoints: info.stamina,
      })),
    [setCharacter],
  );

  /**
   * Refetches every cached reply of a route (e.g. after a change the reply does not carry), keeping
   * what is shown meanwhile: with no data argument SWR only revalidates (undefined would empty it).
   */
  const revalidate = useCallback((route: RouteRef) => mutate((key) => isRouteKey(key, uid, route)), [mutate, uid]);

  return { setRoute, setCharacter, setBaseInfo, revalidate };
};

/**
 * Calls a route of the table as a mutation: fills in the language, and hands the reply's
 * myCharacterBaseInfo to the balance bar. Features write the rest of the reply into the cache.
 */
export const useCall = () => {
  const lang = useLanguage();
  const { setBaseInfo } = useGameCache();
  return useCallback(
    async <R extends RouteRef>(route: R, input: RouteInput<R>): Promise<Reply<R>> => {
      const reply = await api.request(route, withLanguage(route, input as Input, lang));
      if (!reply) throw new Error(`${route.method} ${route.path} answered no content`);
      if (reply.myCharacterBaseInfo) await setBaseInfo(reply.myCharacterBaseInfo);
      return reply;
    },
    [lang, setBaseInfo],
  );
};
