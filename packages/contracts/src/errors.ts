import { z } from 'zod';

/**
 * The error catalogue: every code the server can answer, its HTTP status and
 * what it means. Replies with a 4xx/5xx carry `{ error: { code, message } }`.
 */
export const errorCatalogue = {
  'bad-request': { status: 400, meaning: 'The request is not valid JSON or its fields do not match the contract.' },
  'unsupported-language': { status: 400, meaning: 'The language is missing or not one of pl, en, es, de, fr.' },
  'invalid-name': {
    status: 400,
    meaning: 'The character name breaks the naming rules (3-20 letters, digits, space, - or _).',
  },
  unauthenticated: { status: 401, meaning: 'No bearer token, or the token is malformed, forged or expired.' },
  'character-not-found': { status: 404, meaning: 'The signed-in account has no character yet.' },
  'not-found': { status: 404, meaning: 'No such route or resource.' },
  'method-not-allowed': { status: 405, meaning: 'The route exists but not with this method.' },
  'character-exists': { status: 409, meaning: 'The account already has a character.' },
  'name-taken': { status: 409, meaning: 'Another character already has this name (case-insensitive).' },
  'payload-too-large': { status: 413, meaning: 'The request body is larger than the server accepts.' },
  'unsupported-media-type': { status: 415, meaning: 'The body is not application/json.' },
  'rate-limited': { status: 429, meaning: 'Too many requests in a short time; retry later.' },
  'internal-error': { status: 500, meaning: 'An unexpected failure on the server; nothing was changed.' },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export const errorCodeSchema = z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]);

/** Body of every failed reply. `field` names the offending input when there is one. */
export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
