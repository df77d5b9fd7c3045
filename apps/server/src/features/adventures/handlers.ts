import type { Adventure, Adventures, ConsumableItem, Language } from '@rpg/contracts';
import { type AdventureDefinition, content, isStackItem, localize } from '../../content/index.ts';
import type { CharacterRow } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import type { RouteHandler } from '../../http/routes.ts';
import { spentActionPoints } from '../../player/action-points.ts';
import { characterAfter } from '../../player/character-after.ts';
import { rememberLanguage } from '../../player/language.ts';
import { freshSeed } from '../../player/seed.ts';
import { updateCharacter, withPlayer } from '../../player/state.ts';
import { baseInfoOf } from '../../player/view.ts';
import { adventureOffers, adventureReward, isAdventureDone, startAdventure } from '../../rules/adventures.ts';
import { rules } from '../../rules/config.ts';
import { createRng } from '../../rules/rng.ts';
import { addResource, rewardChanges } from '../quests/rewards.ts';

/** The running adventure of the row: its content and end, or null. */
const runningOf = (row: CharacterRow): { adventure: AdventureDefinition; endsAt: Date } | null => {
  if (row.adventure_id === null || row.adventure_ends_at === null) return null;
  const adventure = content.adventures.findByNum(row.adventure_id);
  return adventure ? { adventure, endsAt: row.adventure_ends_at } : null;
};

const durationOf = (adventure: AdventureDefinition) =>
  Math.min(
    rules.adventures.maxDurationMinutes,
    Math.max(rules.adventures.minDurationMinutes, adventure.durationMinutes),
  );

const adventureOf = (adventure: AdventureDefinition, lang: Language, endsAt: Date | null): Adventure => ({
  id: adventure.num,
  name: localize(adventure.name, lang),
  description: localize(adventure.description, lang),
  imagePath: adventure.image,
  isActive: endsAt !== null,
  requiredStamina: adventure.requiredStamina,
  durationMinutes: durationOf(adventure),
  endsAt: endsAt === null ? null : endsAt.toISOString(),
});

/** The adventures model: the running one (or null) and the offers for the level (the running one marked). */
export const adventuresOf = (row: CharacterRow, lang: Language): Adventures => {
  const running = runningOf(row);
  return {
    currentAdventure: running ? adventureOf(running.adventure, lang, running.endsAt) : null,
    adventures: adventureOffers(row.level).map((adventure) =>
      adventureOf(adventure, lang, running && running.adventure.num === adventure.num ? running.endsAt : null),
    ),
  };
};

const noAdventure = () => new AppError('no-adventure', 'No adventure is running: accept one first.');

const minutesAndSeconds = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

/** GET /adventures: answers in the language asked for (?lang=), else the one the player last used. */
export const getAdventures: RouteHandler<'getAdventures'> = ({ db, uid, language }) =>
  withPlayer(db, uid, async (tx, player) => {
    await rememberLanguage(tx, player.character, language);
    return { data: adventuresOf(player.character, language.of(player.character)) };
  });

export const acceptAdventure: RouteHandler<'acceptAdventure'> = ({ db, uid, body, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const row = player.character;
    const adventure = adventureOffers(row.level).find((offer) => offer.num === body.id);
    if (!adventure) {
      throw new AppError('not-found', `There is no adventure ${body.id} on offer for your level.`, { field: 'id' });
    }
    const running = runningOf(row);
    if (running) {
      throw new AppError(
        'adventure-in-progress',
        `An adventure is running already (${localize(running.adventure.name, language.requested)}): collect or cancel it first.`,
      );
    }
    const spent = spentActionPoints(row, adventure.requiredStamina, now, 'This adventure');
    const started = startAdventure(adventure, now);
    const character = await updateCharacter(
      tx,
      row,
      {
        ...spent,
        adventure_id: adventure.num,
        adventure_ends_at: started.endsAt,
      },
      now,
    );
    await rememberLanguage(tx, player.character, language);
    return { data: adventuresOf(character, language.requested), myCharacterBaseInfo: baseInfoOf(character, now) };
  });

export const retriveAdventure: RouteHandler<'retriveAdventure'> = ({ db, uid, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const row = player.character;
    const running = runningOf(row);
    if (!running) throw noAdventure();
    const { adventure, endsAt } = running;
    if (!isAdventureDone({ adventureId: adventure.id, startedAt: now, endsAt }, now)) {
      throw new AppError(
        'adventure-in-progress',
        `The adventure is not over yet: ${minutesAndSeconds(endsAt.getTime() - now.getTime())} left (it ends at ${endsAt.toISOString()}).`,
      );
    }
    const lang = language.requested;
    const reward = adventureReward(adventure, row.level, createRng(freshSeed()));
    // One entry per resource, with how many of it the adventure gave (`count`), so the rewards show quantities.
    const gained = new Map<string, number>();
    for (const loot of reward.items) gained.set(loot.itemId, (gained.get(loot.itemId) ?? 0) + loot.amount);
    const items: ConsumableItem[] = [];
    for (const [itemId, amount] of gained) {
      const item = content.items.get(itemId);
      await addResource(tx, row.id, item.num, amount);
      items.push({
        isEmpty: false,
        imagePath: item.image,
        name: localize(item.name, lang),
        description: isStackItem(item) ? localize(item.description, lang) : '',
        id: item.num,
        count: amount,
      });
    }
    const { changes, levelsGained } = rewardChanges(player, { baseCurrency: reward.gold, experience: reward.xp }, now);
    const character = await updateCharacter(tx, row, { ...changes, adventure_id: null, adventure_ends_at: null }, now);
    await rememberLanguage(tx, player.character, language);
    return {
      data: {
        ...adventuresOf(character, lang),
        reward: { baseCurrency: reward.gold, experience: reward.xp, items, levelUp: levelsGained > 0 },
      },
      myCharacterBaseInfo: baseInfoOf(character, now),
      myCharacter: await characterAfter(tx, character, lang, now),
    };
  });

export const cancelAdventure: RouteHandler<'cancelAdventure'> = ({ db, uid, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const row = player.character;
    if (!runningOf(row)) throw noAdventure();
    const character = await updateCharacter(tx, row, { adventure_id: null, adventure_ends_at: null }, now);
    await rememberLanguage(tx, player.character, language);
    return { data: adventuresOf(character, language.requested) };
  });
