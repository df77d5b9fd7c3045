import { type Kysely, type RawBuilder, type Selectable, sql, type Transaction } from 'kysely';
import type {
  CharacterRow,
  Database,
  ItemsTable,
  OutfitUnlocksTable,
  ResourcesTable,
  SkillsTable,
} from '../db/types.ts';
import { AppError } from '../http/errors.ts';

export type ItemRow = Selectable<ItemsTable>;
export type ResourceRow = Selectable<ResourcesTable>;
export type SkillRow = Selectable<SkillsTable>;
export type UnlockRow = Selectable<OutfitUnlocksTable>;

/** Everything a character owns, read inside one transaction. */
export type Player = {
  character: CharacterRow;
  items: ItemRow[];
  resources: ResourceRow[];
  skills: SkillRow[];
  /** Outfit option ids unlocked by crafting or purchase. */
  unlocks: Set<number>;
};

export const characterNotFound = () =>
  new AppError(
    'character-not-found',
    'This account has no character yet: create one with POST /api/my-character {requestedLang, name}.',
  );

/**
 * The account's character row, locked until the transaction ends: every state change of one player
 * goes through here first, so concurrent requests of that player run one after the other and can
 * never spend the same gold, point or item twice.
 */
export const lockCharacter = async (tx: Transaction<Database>, uid: string): Promise<CharacterRow> => {
  const row = await tx
    .selectFrom('characters')
    .selectAll()
    .where('account_id', '=', uid)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw characterNotFound();
  return row;
};

/** The possessions as the database's JSON aggregates return them (timestamps are strings in JSON). */
type PossessionsJson = {
  items: (Omit<ItemRow, 'created_at'> & { created_at: string })[];
  resources: ResourceRow[];
  skills: SkillRow[];
  unlocks: number[];
};

/**
 * The four possession lists of a character as JSON arrays, columns of ONE select: a read costs one
 * round trip to the database instead of one per table. `id` is the character id (a value or a column).
 */
const possessionColumns = (id: RawBuilder<number> | number) => sql`
  (select coalesce(json_agg(i order by i.id), '[]') from items i where i.character_id = ${id}) as items,
  (select coalesce(json_agg(r order by r.item_id), '[]') from resources r where r.character_id = ${id}) as resources,
  (select coalesce(json_agg(s order by s.skill_id), '[]') from skills s where s.character_id = ${id}) as skills,
  (select coalesce(json_agg(u.option_id), '[]') from outfit_unlocks u where u.character_id = ${id}) as unlocks`;

const playerOf = (character: CharacterRow, json: PossessionsJson): Player => ({
  character,
  items: json.items.map((item) => ({ ...item, created_at: new Date(item.created_at) })),
  resources: json.resources,
  skills: json.skills,
  unlocks: new Set(json.unlocks),
});

/** What the character owns, in one query (call inside the transaction that locked it). */
export const loadPossessions = async (db: Kysely<Database>, character: CharacterRow): Promise<Player> => {
  const { rows } = await sql<PossessionsJson>`select ${possessionColumns(character.id)}`.execute(db);
  const [json] = rows;
  if (!json) throw new Error('The possessions query returned no row');
  return playerOf(character, json);
};

/**
 * The account's character and everything it owns in ONE query (one snapshot, no lock): the whole
 * database work of a read-only call. `extra` adds one more value to the same select, given the
 * character id's column (e.g. a vendor's stock as JSON). Undefined when the account has no character.
 */
export const readPlayer = async <Extra = undefined>(
  db: Kysely<Database>,
  uid: string,
  extra?: (characterId: RawBuilder<number>) => RawBuilder<Extra>,
): Promise<{ player: Player; extra: Extra } | undefined> => {
  const id = sql<number>`c.id`;
  const { rows } = await sql<CharacterRow & PossessionsJson & { extra: Extra }>`
    select c.*, ${possessionColumns(id)}, ${extra ? extra(id) : sql`null`} as extra
    from characters c where c.account_id = ${uid}`.execute(db);
  const [row] = rows;
  if (!row) return undefined;
  const { items, resources, skills, unlocks, extra: extraValue, ...character } = row;
  return { player: playerOf(character, { items, resources, skills, unlocks }), extra: extraValue };
};

/**
 * Runs `action` in ONE transaction with the player's character locked and possessions loaded.
 * A thrown error rolls everything back: a refused request changes nothing.
 */
export const withPlayer = <T>(
  db: Kysely<Database>,
  uid: string,
  action: (tx: Transaction<Database>, player: Player) => Promise<T>,
): Promise<T> =>
  db.transaction().execute(async (tx) => {
    const character = await lockCharacter(tx, uid);
    return action(tx, await loadPossessions(tx, character));
  });

/** Writes the character's changed columns and bumps its revision (the seed mixer of the next random outcome). */
export const updateCharacter = async (
  tx: Transaction<Database>,
  character: CharacterRow,
  changes: Partial<Omit<CharacterRow, 'id' | 'account_id' | 'created_at'>>,
  now: Date,
): Promise<CharacterRow> =>
  tx
    .updateTable('characters')
    .set({ ...changes, revision: character.revision + 1, updated_at: now })
    .where('id', '=', character.id)
    .returningAll()
    .executeTakeFirstOrThrow();
