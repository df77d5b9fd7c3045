import { BattleResult, type FightResult, type InventoryGameItem, MainInventoryType } from '@rpg/contracts';
import { sql, type Transaction } from 'kysely';
import { content, isEquipment, localize, type MonsterDefinition } from '../../content/index.ts';
import { jsonColumn } from '../../db/json.ts';
import { type CharacterRow, type Database, questStatus } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import type { RouteHandler } from '../../http/routes.ts';
import { spentActionPoints } from '../../player/action-points.ts';
import { freeBackpackPositions } from '../../player/backpack.ts';
import { characterAfter } from '../../player/character-after.ts';
import { rememberLanguage } from '../../player/language.ts';
import { monstersOfOffer, newMonsterOffer, storedOffer } from '../../player/monster-offer.ts';
import { freshSeed } from '../../player/seed.ts';
import { updateCharacter, withPlayer } from '../../player/state.ts';
import { baseInfoOf, baseStatsOf, currentLocationOf, equippedOf, inventoryItemOf, lookOf } from '../../player/view.ts';
import { monsterCombatant, simulateBattle } from '../../rules/battle.ts';
import { combatStats, gainExperience } from '../../rules/character.ts';
import { rules } from '../../rules/config.ts';
import { monsterReward, rollLoot } from '../../rules/monsters.ts';
import { progressOnKill, type QuestState } from '../../rules/quests.ts';
import { createRng } from '../../rules/rng.ts';
import { healthAfterFight, spendMonsterRoll, utcDayStart } from '../../rules/timers.ts';
import {
  battleActionsOf,
  battleKind,
  type MonsterBattleOutcome,
  maxHealthsOf,
  playerCombatant,
  type StoredBattleInput,
  storeBattle,
} from './combat.ts';
import { monstersModelOf, rollsColumnsOf, rollsStateOf } from './enemies.ts';

/** The stored offer when valid, else a new one written to the row. */
const ensureOffer = async (
  tx: Transaction<Database>,
  row: CharacterRow,
  now: Date,
): Promise<{ row: CharacterRow; monsters: MonsterDefinition[] }> => {
  const stored = storedOffer(row);
  if (stored !== undefined) return { row, monsters: stored };
  const offer = newMonsterOffer(currentLocationOf(row).id, row.level);
  const updated = await updateCharacter(tx, row, { monster_offer: jsonColumn(offer) }, now);
  return { row: updated, monsters: monstersOfOffer(offer) };
};

/** GET /battle/enemies?lang=: the 3 monsters on offer (drawn when there is none) and the rolls left today. */
export const getBattleEnemies: RouteHandler<'getBattleEnemies'> = ({ db, uid, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const remembered = await rememberLanguage(tx, player.character, language);
    const { row, monsters } = await ensureOffer(tx, remembered, now);
    return {
      data: monstersModelOf(row, monsters, language.requested, now),
      myCharacterBaseInfo: baseInfoOf(row, now),
    };
  });

const durationText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
};

/** POST /battle/roll: a new offer for one of the 5 daily monster rolls (409 roll-limit when none is left). */
export const rollBattleEnemies: RouteHandler<'rollBattleEnemies'> = ({ db, uid, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const lang = language.of(player.character);
    let row = await rememberLanguage(tx, player.character, language);
    const spent = spendMonsterRoll(rollsStateOf(row), now);
    if (spent === null) {
      const midnight = utcDayStart(now).getTime() + 24 * 60 * 60 * 1000;
      throw new AppError(
        'roll-limit',
        `No monster roll left today (${rules.monsters.dailyRolls} a day); they refill at midnight UTC, in ${durationText(midnight - now.getTime())}.`,
      );
    }
    const offer = newMonsterOffer(currentLocationOf(row).id, row.level);
    row = await updateCharacter(tx, row, { ...rollsColumnsOf(spent), monster_offer: jsonColumn(offer) }, now);
    return {
      data: monstersModelOf(row, monstersOfOffer(offer), lang, now),
      myCharacterBaseInfo: baseInfoOf(row, now),
    };
  });

const isSlayQuest = (value: unknown): value is QuestState => {
  if (typeof value !== 'object' || value === null) return false;
  const quest = value as Partial<QuestState>;
  return (
    typeof quest.targetId === 'string' &&
    typeof quest.currentAmount === 'number' &&
    typeof quest.requiredAmount === 'number' &&
    typeof quest.type === 'number'
  );
};

/**
 * A slain monster advances the accepted slay quests of that monster (rules/quests.ts progressOnKill):
 * only the quest's `currentAmount` is written, so nothing else of the stored quest is touched.
 */
const progressSlayQuests = async (tx: Transaction<Database>, characterId: number, monster: MonsterDefinition) => {
  const rows = await tx
    .selectFrom('quests')
    .select(['id', 'quest'])
    .where('character_id', '=', characterId)
    .where('status', '=', questStatus.accepted)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    if (!isSlayQuest(row.quest)) continue;
    const [next] = progressOnKill([{ ...row.quest, isAccepted: true }], monster.id);
    if (next === undefined || next.currentAmount === row.quest.currentAmount) continue;
    await tx
      .updateTable('quests')
      .set({ quest: sql`jsonb_set(quest, '{currentAmount}', to_jsonb(${next.currentAmount}::int))` })
      .where('id', '=', row.id)
      .execute();
  }
};

/**
 * POST /battle/commit-fight: fights a monster of the offer for 10 action points. The fight is
 * simulated from a fresh seed and stored (both combatants, seed, result, rewards) so it can be
 * replayed. Win: gold, experience (level-ups: stat points and full health), loot, slay-quest
 * progress. Loss: 1 HP left. Draw: nothing. The offer is drawn anew afterwards.
 */
export const commitFight: RouteHandler<'commitFight'> = ({ db, uid, body, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const lang = language.requested;
    let row = await rememberLanguage(tx, player.character, language);
    const monster = (storedOffer(row) ?? []).find((candidate) => candidate.num === body.id);
    if (monster === undefined) {
      throw new AppError('not-found', `The monster ${body.id} is not among the monsters you can fight now.`, {
        field: 'id',
      });
    }
    const spent = spentActionPoints(row, rules.actionPoints.costs.monsterFight, now, 'A fight');

    const seed = freshSeed();
    const input: StoredBattleInput = {
      attacker: playerCombatant({ ...player, character: row }, now),
      defender: monsterCombatant(monster),
      looks: { attacker: lookOf(row, player.items), defender: null },
    };
    const battle = simulateBattle({ ...input, seed });
    const won = battle.result === BattleResult.Win;

    const stored: MonsterBattleOutcome = {
      gold: 0,
      xp: 0,
      levelsGained: 0,
      rewardSeed: null,
      loot: { itemId: null, rarity: 0, backpackFull: false, itemRowId: null },
    };
    let levels = { level: row.level, experience: row.experience, statPoints: row.stat_points, levelsGained: 0 };
    let lootedItem: InventoryGameItem | null = null;
    if (won) {
      const rewardSeed = freshSeed();
      const rng = createRng(rewardSeed);
      const reward = monsterReward(monster, rng);
      levels = gainExperience({ level: row.level, experience: row.experience, statPoints: row.stat_points }, reward.xp);
      const free = freeBackpackPositions(player);
      const loot = rollLoot(monster, free.length, rng);
      let itemRowId: number | null = null;
      const item = loot.itemId === null ? undefined : content.items.find(loot.itemId);
      if (item !== undefined && isEquipment(item) && free[0] !== undefined) {
        const inserted = await tx
          .insertInto('items')
          .values({
            character_id: row.id,
            item_id: item.num,
            rarity: loot.rarity,
            container: MainInventoryType.Backpack,
            position: free[0],
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        itemRowId = inserted.id;
        lootedItem = inventoryItemOf(inserted, lang);
      } else if (item !== undefined && !isEquipment(item)) {
        // Pouch items (resources, food, potions) always fit: one more of the stack.
        await tx
          .insertInto('resources')
          .values({ character_id: row.id, item_id: item.num, quantity: 1 })
          .onConflict((oc) =>
            oc.columns(['character_id', 'item_id']).doUpdateSet({ quantity: sql`resources.quantity + 1` }),
          )
          .execute();
      }
      await progressSlayQuests(tx, row.id, monster);
      Object.assign(stored, {
        gold: reward.gold,
        xp: reward.xp,
        levelsGained: levels.levelsGained,
        rewardSeed,
        loot: {
          itemId: loot.itemId,
          rarity: loot.rarity,
          backpackFull: loot.backpackFull,
          itemRowId,
          ...(itemRowId === null || free[0] === undefined ? {} : { position: free[0] }),
        },
      });
    }

    const health =
      levels.levelsGained > 0
        ? combatStats(baseStatsOf(row), levels.level, equippedOf(player.items)).healthPoints
        : healthAfterFight(battle.attackerHp, battle.result === BattleResult.Loss);
    row = await updateCharacter(
      tx,
      row,
      {
        ...spent,
        base_currency: row.base_currency + stored.gold,
        experience: levels.experience,
        level: levels.level,
        stat_points: levels.statPoints,
        current_health: health,
        health_updated_at: now,
        monster_offer: jsonColumn(newMonsterOffer(currentLocationOf(row).id, levels.level)),
      },
      now,
    );
    const battleId = await storeBattle(tx, {
      characterId: row.id,
      kind: battleKind.monster,
      opponentId: monster.num,
      seed,
      result: battle.result,
      input,
      outcome: stored,
      now,
    });

    const data: FightResult = {
      battleId,
      result: battle.result,
      battleMonsterRewards: {
        currencyOne: stored.gold,
        experienceGained: stored.xp,
        item: lootedItem,
        isBackpackFull: stored.loot.backpackFull,
        levelUp: stored.levelsGained > 0,
      },
      myOutfitClientModel: lookOf(row, player.items),
      monster: { id: monster.num, name: localize(monster.name, lang), imagePath: monster.image },
      ...maxHealthsOf(input),
      actions: battleActionsOf(battle, input, lang),
    };
    return { data, myCharacterBaseInfo: baseInfoOf(row, now), myCharacter: await characterAfter(tx, row, lang, now) };
  });
