import { z } from 'zod';
import { baseInfoSchema, characterSchema } from './entities.ts';
import { languageSchema } from './languages.ts';

/**
 * The route table: one entry per call. The server registers and validates its
 * routes from it; the app's API client builds requests and checks replies with it.
 * Paths are relative to the API base (`/api`).
 */
export type RouteDef = {
  method: 'GET' | 'POST';
  path: string;
  /** Query string schema (GET calls carry the language as `lang`). */
  query?: z.ZodType;
  /** JSON body schema (POST calls carry the language as `requestedLang`). */
  body?: z.ZodType;
  /** Schema of the reply's `data` field (every reply is `{ data, myCharacterBaseInfo?, isSuccess? }`). */
  data: z.ZodType;
  /** The reply carries myCharacterBaseInfo beside data. */
  baseInfo?: boolean;
  /** The reply carries isSuccess beside data. */
  isSuccess?: boolean;
  summary: string;
};

export const langQuerySchema = z.object({ lang: languageSchema });

/** POST /my-character: an empty name fetches the existing character, a name creates one. */
export const createCharacterRequestSchema = z.object({
  requestedLang: languageSchema,
  name: z.string().max(200, { error: 'The name is far too long.' }),
});
export type CreateCharacterRequest = z.infer<typeof createCharacterRequestSchema>;

export const routes = {
  getMyCharacter: {
    method: 'GET',
    path: '/my-character',
    query: langQuerySchema,
    data: characterSchema,
    summary: "The signed-in player's character (404 character-not-found when there is none).",
  },
  createMyCharacter: {
    method: 'POST',
    path: '/my-character',
    body: createCharacterRequestSchema,
    data: characterSchema,
    summary: 'With a name: create the character (409 character-exists if there is one). With an empty name: fetch it.',
  },
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type RouteQuery<N extends RouteName> = Routes[N] extends { query: z.ZodType }
  ? z.infer<Routes[N]['query']>
  : never;
export type RouteBody<N extends RouteName> = Routes[N] extends { body: z.ZodType } ? z.input<Routes[N]['body']> : never;
export type RouteData<N extends RouteName> = z.infer<Routes[N]['data']>;

/** The whole reply body of a route: `{ data }` plus base info and isSuccess where the route has them. */
export const replySchema = (route: RouteDef) =>
  z.object({
    data: route.data,
    ...(route.baseInfo ? { myCharacterBaseInfo: baseInfoSchema } : {}),
    ...(route.isSuccess ? { isSuccess: z.boolean() } : {}),
  });
