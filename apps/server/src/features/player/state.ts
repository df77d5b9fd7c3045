import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  CharacterRow,
  Database,
  ItemsTable,
  OutfitUnlocksTable,
  ResourcesTable,
  SkillsTable,
} from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';

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

/** What the character owns (call inside the transaction that locked it). */
export const loadPossessions = async (db: Kysely<Database>, character: CharacterRow): Promise<Player> => {
  const id = character.id;
  const items = await db.selectFrom('items').selectAll().where('character_id', '=', id).orderBy('id').execute();
  const resources = await db
    .selectFrom('resources')
    .selectAll()
    .where('character_id', '=', id)
    .orderBy('item_id')
    .execute();
  const skills = await db.selectFrom('skills').selectAll().where('character_id', '=', id).orderBy('skill_id').execute();
  const unlocks = await db.selectFrom('outfit_unlocks').select('option_id').where('character_id', '=', id).execute();
  return { character, items, resources, skills, unlocks: new Set(unlocks.map((row) => row.option_id)) };
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
