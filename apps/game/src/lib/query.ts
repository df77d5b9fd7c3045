import {
  type BaseInfo,
  baseInfoOf,
  type Character,
  type Language,
  type RouteDefOf,
  type RouteRef,
  routeRefs,
} from '@rpg/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import useSWR, { preload, type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import type { z } from 'zod';
import { api } from './api.ts';
import { ApiError, type Reply } from './api-client.ts';
import { useAuth } from './auth-context.tsx';
import { keepCharacter, lastCharacter } from './last-character.ts';
import { nextPaint } from './next-paint.ts';
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

type MyCharacterReply = Reply<typeof routeRefs.getMyCharacter>;

/** The character of the account's last visit (restoreLastCharacter), drawn until the server's reply is there. */
let restored: { uid: string; lang: Language; reply: MyCharacterReply } | undefined;

/**
 * Draws the character kept from `uid`'s last visit in `lang` (last-character.ts) on this page load, as
 * every useMyCharacter's fallback: the game's page renders with it at once, while SWR reads the
 * character (it has no cached reply yet), and the reply replaces it. The copy is this build's own, of
 * a reply of this server: trusted as the reply itself is (production checks no reply's shape).
 */
export const restoreLastCharacter = (uid: string, lang: Language) => {
  const reply = lastCharacter(uid, lang);
  restored = reply === undefined ? undefined : { uid, lang, reply: reply as MyCharacterReply };
};

/** A new page load, as far as this module knows: nothing restored (the page tests start each test so). */
export const forgetRestoredCharacter = () => {
  restored = undefined;
};

/**
 * The signed-in player's character (GET /my-character in the current language). Every reply it shows is
 * kept for the next visit (last-character.ts).
 */
export const useMyCharacter = (): SWRResponse<MyCharacterReply, unknown> => {
  const { user } = useAuth();
  const lang = useLanguage();
  const fallbackData = restored && restored.uid === user?.uid && restored.lang === lang ? restored.reply : undefined;
  const character = useRoute(routeRefs.getMyCharacter, {}, fallbackData && { fallbackData });
  const { data } = character;
  useEffect(() => {
    if (user && data && data !== restored?.reply) keepCharacter(user.uid, lang, data);
  }, [user, lang, data]);
  return character;
};

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
const useGameCache = () => {
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

  return { setRoute, setBaseInfo, revalidate };
};

/** A write into the cached reply of a read, from a mutation's reply: built with `cacheWrite`. */
export type CacheWrite = {
  readonly route: RouteRef;
  readonly input?: RouteInput<RouteRef>;
  update(data: unknown): unknown;
};

/**
 * A typed CacheWrite: `cacheWrite(routeRefs.getShop, { params: { id } }, (vendor) => ({ ...vendor, ... }))`
 * writes into that read's cached reply in the current language; `undefined` input writes every cached copy.
 */
export const cacheWrite = <R extends RouteRef>(
  route: R,
  input: RouteInput<R> | undefined,
  update: (data: Reply<R>['data']) => Reply<R>['data'],
): CacheWrite => ({ route, input, update: update as (data: unknown) => unknown });

export type RouteMutationOptions<R extends RouteRef> = {
  /**
   * The cached reads the reply changes, written from it. The character and the balance need no entry: the
   * reply's myCharacter (or its myCharacterBaseInfo) is written by the hook itself.
   */
  updates?: (reply: Reply<R>, input: RouteInput<R>) => readonly CacheWrite[];
  /** Cached reads the call changes that no reply carries (another page's list): read again where shown. */
  stale?: readonly RouteRef[];
  /**
   * The character as the call will certainly leave it, shown at once; the reply's replaces it and a refusal
   * rolls it back (equip, add a stat).
   */
  optimistic?: (character: Character, input: RouteInput<R>) => Character;
};

/** A call of useRouteMutation; `guess` overrides the options' optimistic character for this call. */
export type RouteMutation<R extends RouteRef> = (
  input: RouteInput<R>,
  call?: { guess?: (character: Character) => Character },
) => Promise<Reply<R>>;

/**
 * A state-changing call of the contract: `const buy = useRouteMutation(routeRefs.buyShopItem, { updates })`,
 * then `await buy({ body: { id } })`. It fills in the language, sends, and writes the reply into the
 * cache once: the character from myCharacter (else the balance from myCharacterBaseInfo), then the
 * `updates`; `stale` reads are read again. Resolves to the reply; a refusal rejects (nothing written).
 */
export function useRouteMutation<R extends RouteRef>(
  route: R,
  options: RouteMutationOptions<R> = {},
): RouteMutation<R> {
  const { user } = useAuth();
  const lang = useLanguage();
  const { mutate } = useSWRConfig();
  const { setRoute, setBaseInfo, revalidate } = useGameCache();
  // The latest options without making the returned function change at every render (they are closures).
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  return useCallback(
    async (input: RouteInput<R>, call?: { guess?: (character: Character) => Character }) => {
      const { updates, stale = [], optimistic } = latest.current;
      const guess = call?.guess ?? (optimistic && ((character: Character) => optimistic(character, input)));
      // Sent once the optimistic or pending answer is drawn: sending inside the click (a fetch is not free,
      // several ms at 4x CPU) held that answer's frame back.
      const send = async () => {
        await nextPaint();
        return read(route, withLanguage(route, input as Input, lang));
      };
      let reply: Reply<R>;
      if (guess && user) {
        // The guess and the answer in the character's cached reply of this language; SWR rolls a refusal back.
        const characterRoute = routeRefs.getMyCharacter;
        let answered: Reply<R> | undefined;
        await mutate<Reply<typeof characterRoute>>(
          routeKey(user.uid, characterRoute, withLanguage(characterRoute, {}, lang)),
          async (current) => {
            answered = await send();
            return current && answered.myCharacter ? { ...current, data: answered.myCharacter } : current;
          },
          {
            optimisticData: (current) => (current ? { ...current, data: guess(current.data) } : (current as never)),
            rollbackOnError: true,
            revalidate: false,
          },
        );
        if (!answered) throw new Error(`${route.method} ${route.path} answered nothing`);
        reply = answered;
      } else {
        reply = await send();
      }
      const { myCharacter, myCharacterBaseInfo } = reply;
      if (myCharacter) {
        // The character in this language's copy; another language's copy takes only the numbers (its words
        // are that language's, read again when it is shown).
        await setRoute(routeRefs.getMyCharacter, (cached) => ({ ...cached, data: myCharacter }), { input: {} });
        await setBaseInfo(baseInfoOf(myCharacter));
      } else if (myCharacterBaseInfo) await setBaseInfo(myCharacterBaseInfo);
      for (const write of updates?.(reply, input) ?? []) {
        await setRoute(
          write.route,
          (cached) => ({ ...cached, data: write.update(cached.data) as typeof cached.data }),
          {
            ...(write.input ? { input: write.input } : {}),
          },
        );
      }
      await Promise.all(stale.map((read) => revalidate(read)));
      return reply;
    },
    [route, lang, user, mutate, setRoute, setBaseInfo, revalidate],
  );
}
