import { randomInt } from 'node:crypto';
import { type Language, type Quest, QuestType } from '@rpg/contracts';
import type { Selectable, Transaction } from 'kysely';
import { content, fill, localize } from '../../content/index.ts';
import { jsonb } from '../../db/json.ts';
import { type Database, type QuestsTable, questStatus } from '../../db/types.ts';
import type { Player, ResourceRow } from '../../player/state.ts';
import { rules } from '../../rules/config.ts';
import { generateQuestOffers, isQuestDone, type QuestState, questProgress } from '../../rules/quests.ts';
import { createRng } from '../../rules/rng.ts';

/**
 * The quest board of a player (game-rules.md, Quests: "3 available quests at a time").
 *
 * Design: the board always offers 3 available quests (status offered), beside the accepted ones.
 * Accepting turns a card accepted in place and draws its replacement ("accepting one draws its
 * replacement, so the board always offers 3"); cancelling turns it available again (no refund,
 * progress reset) and retires the newest offer, the one its accept drew, so accept and cancel
 * cannot be used to farm offers; returning a done quest takes it off the board; a roll replaces the
 * available cards (accepted ones stay). Replaced and retired offers are kept with status cancelled
 * (3), returned ones with status returned (2); neither is listed any more.
 */

export type QuestRow = Selectable<QuestsTable>;
export type BoardQuest = { row: QuestRow; state: QuestState };

const listed = [questStatus.offered, questStatus.accepted];

/** The listed quests (available and accepted), oldest first. */
export const loadBoard = async (tx: Transaction<Database>, characterId: number): Promise<BoardQuest[]> => {
  const rows = await tx
    .selectFrom('quests')
    .selectAll()
    .where('character_id', '=', characterId)
    .where('status', 'in', listed)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ row, state: row.quest as QuestState }));
};

/** The quests of the board still on offer (not accepted). */
export const offeredOf = (board: readonly BoardQuest[]) =>
  board.filter((quest) => quest.row.status === questStatus.offered);

/**
 * `missing` fresh offers for the level: templates on no card of the board first; when the level's
 * templates run short (several accepted), templates only the accepted quests use, so the board still
 * offers 3 (never two offers of one template).
 */
const freshOffers = (level: number, board: readonly BoardQuest[], missing: number) => {
  const rng = createRng(randomInt(2 ** 31));
  const onBoard = board.map((quest) => quest.state.templateId);
  const offers = generateQuestOffers(level, rng, onBoard).slice(0, missing);
  if (offers.length >= missing) return offers;
  const taken = [
    ...offeredOf(board).map((quest) => quest.state.templateId),
    ...offers.map((offer) => offer.templateId),
  ];
  return [...offers, ...generateQuestOffers(level, rng, taken).slice(0, missing - offers.length)];
};

/** Adds fresh offers for the character's level until the board offers 3 available quests. */
export const topUpBoard = async (
  tx: Transaction<Database>,
  player: Player,
  board: BoardQuest[],
  now: Date,
): Promise<BoardQuest[]> => {
  const missing = rules.quests.offered - offeredOf(board).length;
  if (missing <= 0) return board;
  const offers = freshOffers(player.character.level, board, missing);
  if (offers.length === 0) return board;
  const rows = await tx
    .insertInto('quests')
    .values(
      offers.map((state) => ({
        character_id: player.character.id,
        template_id: content.quests.get(state.templateId).num,
        status: questStatus.offered,
        quest: jsonb(state),
        created_at: now,
        accepted_at: null,
      })),
    )
    .returningAll()
    .execute();
  return [...board, ...rows.map((row) => ({ row, state: row.quest as QuestState }))];
};

/** The board, topped up to 3 offers. */
export const boardOf = async (tx: Transaction<Database>, player: Player, now: Date) =>
  topUpBoard(tx, player, await loadBoard(tx, player.character.id), now);

/** The content item number of a GetResources quest's resource (null for other types). */
export const resourceNumOf = (state: QuestState): number | null =>
  state.type === QuestType.GetResources ? content.items.get(state.targetId).num : null;

/** How many of the quest's resource the player holds (0 for slay quests). */
export const heldFor = (state: QuestState, resources: readonly ResourceRow[]): number => {
  const num = resourceNumOf(state);
  return num === null ? 0 : (resources.find((row) => row.item_id === num)?.quantity ?? 0);
};

/** One quest as the contract shows it, in `lang`. */
export const questOf = ({ row, state }: BoardQuest, resources: readonly ResourceRow[], lang: Language): Quest => {
  const template = content.quests.get(state.templateId);
  const isSlay = state.type === QuestType.SlayMonster;
  const target = localize(
    isSlay ? content.monsters.get(state.targetId).name : content.items.get(state.targetId).name,
    lang,
  );
  const held = heldFor(state, resources);
  const item = state.rewards.itemId === null ? undefined : content.items.find(state.rewards.itemId);
  return {
    id: row.id,
    title: localize(template.title, lang),
    description: fill(localize(template.description, lang), { amount: state.requiredAmount, target }),
    isAccepted: state.isAccepted,
    isDone: isQuestDone(state, held),
    progressions: [
      {
        type: state.type,
        monsterNameToSlay: isSlay ? target : '',
        resourceNameToGet: isSlay ? '' : target,
        currentAmount: questProgress(state, held),
        requiredAmount: state.requiredAmount,
      },
    ],
    rewards: {
      baseCurrency: state.rewards.baseCurrency,
      experience: state.rewards.experience,
      premiumCurrency: state.rewards.premiumCurrency,
      itemName: item ? localize(item.name, lang) : null,
    },
    requiredStamina: state.requiredStamina,
    durationMinutes: state.durationMinutes,
  };
};

export const questsOf = (board: readonly BoardQuest[], resources: readonly ResourceRow[], lang: Language): Quest[] =>
  board.map((quest) => questOf(quest, resources, lang));
