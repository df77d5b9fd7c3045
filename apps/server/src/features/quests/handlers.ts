import type { Language } from '@rpg/contracts';
import { MainInventoryType } from '@rpg/contracts';
import type { Transaction } from 'kysely';
import { content } from '../../content/index.ts';
import { jsonb } from '../../db/json.ts';
import { type Database, questStatus } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import type { RouteHandler } from '../../http/routes.ts';
import { spentActionPoints } from '../../player/action-points.ts';
import { freeBackpackPosition } from '../../player/backpack.ts';
import { characterAfter } from '../../player/character-after.ts';
import { rememberLanguage } from '../../player/language.ts';
import { type Player, updateCharacter, withPlayer } from '../../player/state.ts';
import { baseInfoOf } from '../../player/view.ts';
import { rules } from '../../rules/config.ts';
import { cancelQuest, isQuestDone, questRollCost } from '../../rules/quests.ts';
import {
  type BoardQuest,
  boardOf,
  heldFor,
  loadBoard,
  offeredOf,
  questsOf,
  resourceNumOf,
  topUpBoard,
} from './board.ts';
import { rewardChanges, takeResource } from './rewards.ts';

const questNotFound = (id: number) =>
  new AppError('not-found', `There is no quest ${id} on your quest board.`, { field: 'id' });

/** The quest `id` of the player's board (another player's id, or a returned one, is "not found"). */
const boardQuest = (board: readonly BoardQuest[], id: number): BoardQuest => {
  const quest = board.find((entry) => entry.row.id === id);
  if (!quest) throw questNotFound(id);
  return quest;
};

/** The current board, topped up, in the player's language, with the latest pouch. */
const listReply = async (tx: Transaction<Database>, player: Player, lang: Language, now: Date) => {
  const board = await boardOf(tx, player, now);
  const resources = await tx
    .selectFrom('resources')
    .selectAll()
    .where('character_id', '=', player.character.id)
    .orderBy('item_id')
    .execute();
  return questsOf(board, resources, lang);
};

export const getQuests: RouteHandler<'getQuests'> = ({ db, uid, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    await rememberLanguage(tx, player.character, language);
    return { data: await listReply(tx, player, language.requested, now) };
  });

export const acceptQuest: RouteHandler<'acceptQuest'> = ({ db, uid, body, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const row = player.character;
    const { row: questRow, state } = boardQuest(await loadBoard(tx, row.id), body.id);
    if (questRow.status === questStatus.accepted) {
      throw new AppError('quest-already-accepted', 'You have accepted this quest already.', { field: 'id' });
    }
    const character = await updateCharacter(
      tx,
      row,
      spentActionPoints(row, state.requiredStamina, now, 'Accepting this quest'),
      now,
    );
    await tx
      .updateTable('quests')
      .set({
        status: questStatus.accepted,
        quest: jsonb({ ...state, isAccepted: true, currentAmount: 0 }),
        accepted_at: now,
      })
      .where('id', '=', questRow.id)
      .execute();
    await rememberLanguage(tx, player.character, language);
    const updated = { ...player, character };
    return {
      data: await listReply(tx, updated, language.requested, now),
      myCharacterBaseInfo: baseInfoOf(character, now),
    };
  });

const notAccepted = () =>
  new AppError('quest-not-accepted', 'This quest is not accepted, so it cannot be cancelled or returned.', {
    field: 'id',
  });

export const cancelQuestHandler: RouteHandler<'cancelQuest'> = ({ db, uid, body, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const board = await loadBoard(tx, player.character.id);
    const { row: questRow, state } = boardQuest(board, body.id);
    if (questRow.status !== questStatus.accepted) throw notAccepted();
    await tx
      .updateTable('quests')
      .set({ status: questStatus.offered, quest: jsonb(cancelQuest(state)), accepted_at: null })
      .where('id', '=', questRow.id)
      .execute();
    // Back on offer, the quest takes the place of the newest offer (the replacement its accept drew).
    const offered = offeredOf(board);
    const surplus = offered.length + 1 - rules.quests.offered;
    if (surplus > 0) {
      await tx
        .updateTable('quests')
        .set({ status: questStatus.cancelled })
        .where(
          'id',
          'in',
          offered.slice(-surplus).map((quest) => quest.row.id),
        )
        .execute();
    }
    await rememberLanguage(tx, player.character, language);
    return { data: await listReply(tx, player, language.requested, now) };
  });

export const returnDoneQuest: RouteHandler<'returnDoneQuest'> = ({ db, uid, body, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const row = player.character;
    const { row: questRow, state } = boardQuest(await loadBoard(tx, row.id), body.id);
    if (questRow.status !== questStatus.accepted) throw notAccepted();
    const held = heldFor(state, player.resources);
    if (!isQuestDone(state, held)) {
      throw new AppError('quest-not-done', 'Some progression of this quest is not complete yet.', { field: 'id' });
    }
    const { rewards } = state;
    if (rewards.itemId !== null) {
      const position = freeBackpackPosition(player);
      if (position === undefined) {
        throw new AppError(
          'backpack-full',
          'The quest rewards an item and your backpack has no free slot: sell or drop an item first.',
        );
      }
      await tx
        .insertInto('items')
        .values({
          character_id: row.id,
          item_id: content.items.get(rewards.itemId).num,
          rarity: 0,
          container: MainInventoryType.Backpack,
          position,
          created_at: now,
        })
        .execute();
    }
    const resourceNum = resourceNumOf(state);
    if (resourceNum !== null) await takeResource(tx, row.id, resourceNum, state.requiredAmount);
    const { changes } = rewardChanges(player, rewards, now);
    const character = await updateCharacter(tx, row, changes, now);
    await tx
      .updateTable('quests')
      .set({ status: questStatus.returned, quest: jsonb({ ...state, currentAmount: state.requiredAmount }) })
      .where('id', '=', questRow.id)
      .execute();
    await rememberLanguage(tx, player.character, language);
    return {
      data: await listReply(tx, { ...player, character }, language.requested, now),
      myCharacterBaseInfo: baseInfoOf(character, now),
      myCharacter: await characterAfter(tx, character, language.requested, now),
    };
  });

export const rollQuests: RouteHandler<'rollQuests'> = ({ db, uid, query, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const row = player.character;
    const lang = language.of(row);
    const cost = questRollCost(row.quests_rolled_at, now);
    if (query.maxPrice !== undefined && cost.premiumPrice > query.maxPrice) {
      throw new AppError(
        'roll-not-free',
        `This roll costs ${cost.premiumPrice} premium currency (the free roll of this hour is used) and only ${query.maxPrice} was agreed; nothing was spent.`,
      );
    }
    if (!cost.free && row.premium_currency < cost.premiumPrice) {
      throw new AppError(
        'not-enough-currency',
        `The free quest roll is used for this hour; another roll costs ${cost.premiumPrice} premium currency and you have none.`,
      );
    }
    const character = await updateCharacter(
      tx,
      row,
      cost.free ? { quests_rolled_at: now } : { premium_currency: row.premium_currency - cost.premiumPrice },
      now,
    );
    const board = await loadBoard(tx, row.id);
    const offered = board.filter((quest) => quest.row.status === questStatus.offered);
    if (offered.length > 0) {
      await tx
        .updateTable('quests')
        .set({ status: questStatus.cancelled })
        .where(
          'id',
          'in',
          offered.map((quest) => quest.row.id),
        )
        .execute();
    }
    const kept = board.filter((quest) => quest.row.status === questStatus.accepted);
    const updated = { ...player, character };
    const fresh = await topUpBoard(tx, updated, kept, now);
    await rememberLanguage(tx, player.character, language);
    return {
      data: questsOf(fresh, player.resources, lang),
      myCharacterBaseInfo: baseInfoOf(character, now),
    };
  });
