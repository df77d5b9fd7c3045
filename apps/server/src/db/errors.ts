/** The unique constraints whose violations the handlers turn into 409s. */
export const uniqueConstraints = {
  characterAccount: 'characters_account_id_unique',
  /** Names are unique by how they look (migration 0006): the skeleton, not the lower-case key. */
  characterName: 'characters_name_skeleton_unique',
} as const;
export type UniqueConstraint = (typeof uniqueConstraints)[keyof typeof uniqueConstraints];

/**
 * The name of the unique constraint a database error violated (SQLSTATE 23505), or
 * undefined for any other error. Works for pg and PGlite errors alike.
 */
export const violatedUniqueConstraint = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return undefined;
  return typeof constraint === 'string' ? constraint : '';
};
