import { type RawBuilder, sql } from 'kysely';

/**
 * A value for a jsonb column that means the same on pg and PGlite. pg turns a JS array into a
 * PostgreSQL array literal and PGlite JSON-encodes a string parameter typed jsonb a second time;
 * a text parameter cast to jsonb is read the same way by both.
 */
export const jsonb = <T>(value: T): RawBuilder<T> => sql<T>`${JSON.stringify(value)}::text::jsonb`;

/** A jsonb column's value for updateCharacter (written as jsonb, the same on pg and PGlite). */
export const jsonColumn = <T>(value: T): T => jsonb(value) as unknown as T;
