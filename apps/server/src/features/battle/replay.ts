import {
  type ArenaRewards,
  type BattleFighter,
  type BattleMonsterRewards,
  type BattleResult,
  type Language,
  MainInventoryType,
  type Outfit,
  outfitSchema,
  type StoredBattle,
} from '@rpg/contracts';
import type { Kysely, Selectable } from 'kysely';
import { content, isEquipment, localize } from '../../content/index.ts';
import type { BattlesTable, Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import type { RouteHandler } from '../../http/routes.ts';
import { equippedRows } from '../../player/gear-look.ts';
import { characterNotFound } from '../../player/state.ts';
import { inventoryItemOf, lookOf } from '../../player/view.ts';
import { type Combatant, simulateBattle } from '../../rules/battle.ts';
import {
  type ArenaBattleOutcome,
  battleActionsOf,
  battleKind,
  type MonsterBattleOutcome,
  maxHealthsOf,
  type StoredBattleInput,
} from './combat.ts';

type BattleRow = Selectable<BattlesTable>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isCombatant = (value: unknown): value is Combatant =>
  isObject(value) &&
  (typeof value.name === 'string' || isObject(value.name)) &&
  typeof value.maxHp === 'number' &&
  Array.isArray(value.skills);

/** The stored input of a battle row; a row that is not one is a server fault (500), never shown half. */
const storedInputOf = (row: BattleRow): StoredBattleInput => {
  const input = row.input;
  if (!isObject(input) || !isCombatant(input.attacker) || !isCombatant(input.defender)) {
    throw new Error(`The battle ${row.id} has no replayable input.`);
  }
  return input as StoredBattleInput;
};

/** A stored look when it is one (the rows stored before looks were kept have none). */
const storedLook = (value: unknown): Outfit | undefined => {
  const parsed = outfitSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/** A character's current look (for rows stored without looks; characters are never deleted). */
const currentLook = async (db: Kysely<Database>, characterId: number): Promise<Outfit> => {
  const row = await db.selectFrom('characters').selectAll().where('id', '=', characterId).executeTakeFirst();
  if (!row) throw new Error(`The character ${characterId} of a stored battle is gone.`);
  return lookOf(row, await equippedRows(db, characterId));
};

const nameOf = (combatant: Combatant, lang: Language) =>
  typeof combatant.name === 'string' ? combatant.name : localize(combatant.name, lang);

/** The monster of a monster battle: from the content when it is still there, else its stored name. */
const monsterFighter = (row: BattleRow, input: StoredBattleInput, lang: Language): BattleFighter => {
  const monster = content.monsters.findByNum(row.opponent_id);
  return {
    id: row.opponent_id,
    name: monster === undefined ? nameOf(input.defender, lang) : localize(monster.name, lang),
    imagePath: monster?.image ?? '',
    outfit: null,
  };
};

/** What a won monster fight gave, as commit-fight answered it (the looted item as it was looted). */
const monsterRewardsOf = (row: BattleRow, lang: Language): BattleMonsterRewards => {
  const outcome = row.outcome as Partial<MonsterBattleOutcome>;
  const loot = outcome.loot;
  const looted = loot?.itemId ? content.items.find(loot.itemId) : undefined;
  const item =
    loot !== undefined && loot.itemRowId !== null && looted !== undefined && isEquipment(looted)
      ? inventoryItemOf(
          {
            id: loot.itemRowId,
            character_id: row.character_id,
            item_id: looted.num,
            rarity: loot.rarity,
            container: MainInventoryType.Backpack,
            position: loot.position ?? 0,
            created_at: row.created_at,
          },
          lang,
        )
      : null;
  return {
    currencyOne: outcome.gold ?? 0,
    experienceGained: outcome.xp ?? 0,
    item,
    isBackpackFull: loot?.backpackFull ?? false,
    levelUp: (outcome.levelsGained ?? 0) > 0,
  };
};

const arenaRewardsOf = (row: BattleRow): ArenaRewards => {
  const outcome = row.outcome as Partial<ArenaBattleOutcome>;
  return { honourPointsChange: outcome.honourChange ?? 0, honourPoints: Math.max(0, outcome.honourPoints ?? 0) };
};

/**
 * GET /battles/{id}?lang=: a stored fight for anyone signed in, told from the attacker's side. The
 * log is replayed from the stored combatants and seed in the reader's language (default: the one
 * the reader last used). The rewards only when the reader is the attacker. A read: no lock, no write.
 */
export const getBattle: RouteHandler<'getBattle'> = async ({ db, uid, params, language }) => {
  const reader = await db
    .selectFrom('characters')
    .select(['id', 'last_lang'])
    .where('account_id', '=', uid)
    .executeTakeFirst();
  if (!reader) throw characterNotFound();
  const row = await db.selectFrom('battles').selectAll().where('id', '=', params.id).executeTakeFirst();
  if (!row) throw new AppError('not-found', `There is no battle with id ${params.id}.`, { field: 'id' });

  const lang = language.of(reader);
  const input = storedInputOf(row);
  const outcome = simulateBattle({ attacker: input.attacker, defender: input.defender, seed: Number(row.seed) });
  const isArena = row.kind === battleKind.arena;
  const isMine = row.character_id === reader.id;

  const attacker: BattleFighter = {
    id: row.character_id,
    name: nameOf(input.attacker, lang),
    imagePath: '',
    outfit: storedLook(input.looks?.attacker) ?? (await currentLook(db, row.character_id)),
  };
  const opponent: BattleFighter = isArena
    ? {
        id: row.opponent_id,
        name: nameOf(input.defender, lang),
        imagePath: '',
        outfit: storedLook(input.looks?.defender) ?? (await currentLook(db, row.opponent_id)),
      }
    : monsterFighter(row, input, lang);

  const data: StoredBattle = {
    battleId: row.id,
    kind: isArena ? 'arena' : 'monster',
    result: row.result as BattleResult,
    foughtAt: new Date(row.created_at).toISOString(),
    isMine,
    attacker,
    opponent,
    ...maxHealthsOf(input),
    actions: battleActionsOf(outcome, input, lang),
    battleMonsterRewards: isMine && !isArena ? monsterRewardsOf(row, lang) : null,
    arenaRewards: isMine && isArena ? arenaRewardsOf(row) : null,
  };
  return { data };
};
