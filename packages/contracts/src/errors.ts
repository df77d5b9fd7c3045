import { z } from 'zod';

/**
 * The error catalogue: every code the server can answer, its HTTP status and
 * what it means. Replies with a 4xx/5xx carry `{ error: { code, message, field? } }`.
 * A refused request changes nothing.
 */
export const errorCatalogue = {
  'bad-request': { status: 400, meaning: 'The request is not valid JSON or its fields do not match the contract.' },
  'unsupported-language': { status: 400, meaning: 'The language is missing or not one of pl, en, es, de, fr.' },
  'invalid-name': {
    status: 400,
    meaning:
      'The character name breaks the naming rules (3-20 letters, digits, space, - or _; nothing invisible or blank).',
  },
  unauthenticated: { status: 401, meaning: 'No bearer token, or the token is malformed, forged or expired.' },
  forbidden: { status: 403, meaning: "The id names something of another player's (an item, a quest...)." },
  'character-not-found': { status: 404, meaning: 'The signed-in account has no character yet.' },
  'not-found': { status: 404, meaning: 'No such route or resource (an unknown id).' },
  'method-not-allowed': { status: 405, meaning: 'The route exists but not with this method.' },
  'character-exists': { status: 409, meaning: 'The account already has a character.' },
  'name-taken': {
    status: 409,
    meaning: 'Another character already has this name or one that looks like it (letter case, look-alike letters).',
  },
  'not-enough-action-points': { status: 409, meaning: 'The character has too few action points (stamina) for this.' },
  'not-enough-currency': {
    status: 409,
    meaning: 'Too little base or premium currency for a price other than a purchase (buying answers isSuccess false).',
  },
  'roll-not-free': {
    status: 409,
    meaning: 'The roll costs more premium currency than the player agreed to (maxPrice); nothing was spent.',
  },
  'backpack-full': { status: 409, meaning: 'The backpack has no free slot for the item.' },
  'no-stat-points': { status: 409, meaning: 'The character has no unspent stat points.' },
  'consumable-not-owned': {
    status: 409,
    meaning: 'The character has none of that consumable left in the pouch (or it is no consumable).',
  },
  'health-full': { status: 409, meaning: 'The character is at full health: the consumable was not used.' },
  'item-misplaced': {
    status: 409,
    meaning: 'The item is not where the call needs it (equip and sell take a backpack item, unequip an equipped one).',
  },
  'item-does-not-fit': { status: 409, meaning: 'The item cannot go into that slot (e.g. a helmet into Weapon1).' },
  'item-not-available': { status: 409, meaning: "The vendor's item was already bought." },
  'missing-resources': { status: 409, meaning: 'The recipe needs resource items the character does not have.' },
  'already-owned': { status: 409, meaning: 'The outfit option or premium item is unlocked already.' },
  'outfit-option-locked': { status: 409, meaning: 'The outfit option is not unlocked for this character.' },
  'skill-active': { status: 409, meaning: 'The active skill cannot be forgotten; make another skill active first.' },
  'skill-not-learnt': { status: 409, meaning: 'The skill is not learnt, so it cannot be made active or forgotten.' },
  'skill-already-learnt': { status: 409, meaning: 'The skill is learnt already.' },
  'adventure-in-progress': {
    status: 409,
    meaning: 'An adventure is running: another cannot start, and it cannot be collected before it ends.',
  },
  'no-adventure': { status: 409, meaning: 'There is no running adventure to collect or cancel.' },
  'quest-not-accepted': { status: 409, meaning: 'The quest is not accepted, so it cannot be cancelled or returned.' },
  'quest-already-accepted': { status: 409, meaning: 'The quest is accepted already.' },
  'quest-not-done': { status: 409, meaning: 'Some progression of the quest is not complete yet.' },
  'roll-limit': {
    status: 409,
    meaning: 'No roll left now (5 monster rolls a day; arena once a minute); try again later.',
  },
  'request-timeout': {
    status: 408,
    meaning: 'The request (its headers and body) did not arrive in time; nothing was changed: send it again.',
  },
  'payload-too-large': { status: 413, meaning: 'The request body is larger than the server accepts.' },
  'unsupported-media-type': { status: 415, meaning: 'The body is not application/json.' },
  'headers-too-large': {
    status: 431,
    meaning: 'The address or the headers are too long (16 KiB at most together).',
  },
  'rate-limited': { status: 429, meaning: 'Too many requests in a short time; retry later.' },
  'internal-error': { status: 500, meaning: 'An unexpected failure on the server; nothing was changed.' },
  'server-busy': {
    status: 503,
    meaning:
      'The server could not finish in time: the data the request needed stayed busy or a step took too long. Nothing was changed; retry after Retry-After seconds.',
  },
  'auth-unavailable': {
    status: 503,
    meaning:
      'The identity provider could not be reached to check the token (the session is not over); nothing was changed: retry after Retry-After seconds.',
  },
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
