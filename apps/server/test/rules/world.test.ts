import { BattleResult, DangerLevel, QuestType } from '@rpg/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { content, monstersOf } from '../../src/content/index.ts';
import { adventureOffers, adventureReward, isAdventureDone, startAdventure } from '../../src/rules/adventures.ts';
import { arenaRollWait, compareRanking, honourChange, matchOpponents, rankingPage } from '../../src/rules/arena.ts';
import { dangerLevel, monsterReward, rollLoot, selectMonsters } from '../../src/rules/monsters.ts';
import {
  cancelQuest,
  generateQuestOffers,
  isQuestDone,
  progressOnKill,
  questProgress,
  questRewards,
  questRollCost,
} from '../../src/rules/quests.ts';
import { createRng } from '../../src/rules/rng.ts';

const t0 = new Date('2026-01-01T12:00:00Z');
const minute = 60_000;
const after = (ms: number) => new Date(t0.getTime() + ms);

describe('monsters', () => {
  it('danger level by level difference: <= -3 easy, -2..1 fair, 2..4 hard, >= 5 deadly', () => {
    expect([-10, -3, -2, 0, 1, 2, 4, 5, 20].map((d) => dangerLevel(10, 10 + d))).toEqual([
      DangerLevel.Easy,
      DangerLevel.Easy,
      DangerLevel.Fair,
      DangerLevel.Fair,
      DangerLevel.Fair,
      DangerLevel.Hard,
      DangerLevel.Hard,
      DangerLevel.Deadly,
      DangerLevel.Deadly,
    ]);
  });

  it('selects 3 distinct monsters of the current location, near the level', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...content.locations.all),
        fc.integer({ min: 1, max: 40 }),
        (seed, location, level) => {
          const chosen = selectMonsters(location.id, level, createRng(seed));
          const pool = monstersOf(location.id);
          expect(chosen).toHaveLength(Math.min(3, pool.length));
          expect(new Set(chosen.map((m) => m.id)).size).toBe(chosen.length);
          for (const m of chosen) expect(m.locationId).toBe(location.id);
        },
      ),
    );
    const town = selectMonsters('location.town', 1, createRng(1)).map((m) => m.level);
    expect(Math.max(...town)).toBeLessThanOrEqual(5);
  });

  it('rewards gold within ±20% of the basis and the exact experience', () => {
    const wolf = content.monsters.get('monster.grey-wolf');
    for (let seed = 0; seed < 50; seed++) {
      const reward = monsterReward(wolf, createRng(seed));
      expect(reward.xp).toBe(wolf.xp);
      expect(reward.gold).toBeGreaterThanOrEqual(Math.floor(wolf.gold * 0.8));
      expect(reward.gold).toBeLessThanOrEqual(Math.ceil(wolf.gold * 1.2));
    }
  });

  it('drops an item about 30% of the time; none with a full backpack, and says so', () => {
    const rat = content.monsters.get('monster.giant-rat');
    let drops = 0;
    let full = 0;
    for (let seed = 0; seed < 2000; seed++) {
      const free = rollLoot(rat, 5, createRng(seed));
      if (free.itemId !== null) drops += 1;
      expect(free.backpackFull).toBe(false);
      const packed = rollLoot(rat, 0, createRng(seed));
      if (packed.backpackFull) {
        full += 1;
        expect(packed.itemId).toBeNull();
      } else if (packed.itemId !== null) {
        expect(content.items.get(packed.itemId).kind).not.toBe('equipment');
      }
    }
    expect(drops / 2000).toBeGreaterThan(0.25);
    expect(drops / 2000).toBeLessThan(0.35);
    expect(full).toBeGreaterThan(0);
  });
});

describe('quests', () => {
  it('offers 3 quests of distinct templates fitting the level', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 50 }), (seed, level) => {
        const offers = generateQuestOffers(level, createRng(seed));
        expect(offers).toHaveLength(3);
        expect(new Set(offers.map((q) => q.templateId)).size).toBe(3);
        for (const q of offers) {
          const template = content.quests.get(q.templateId);
          expect(q.requiredAmount).toBeGreaterThanOrEqual(template.minAmount);
          expect(q.requiredAmount).toBeLessThanOrEqual(template.maxAmount);
          expect(q.isAccepted).toBe(false);
          expect(q.rewards.baseCurrency).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('rewards (6 + 2 * level) gold and (8 + 3 * level) xp per unit times the factor', () => {
    const wolfHunt = content.quests.get('quest.wolf-hunt');
    const rewards = questRewards(wolfHunt, 10, 4, createRng(1));
    expect(rewards.baseCurrency).toBe(Math.round(26 * 4 * 1.2));
    expect(rewards.experience).toBe(Math.round(38 * 4 * 1.2));
  });

  it('advances accepted slay quests of the slain monster, up to the amount', () => {
    const offer = generateQuestOffers(1, createRng(3)).map((q) => ({ ...q, isAccepted: true }));
    const slay = {
      ...offer[0],
      type: QuestType.SlayMonster,
      targetId: 'monster.giant-rat',
      requiredAmount: 2,
    } as (typeof offer)[0];
    let quests = [slay, { ...slay, isAccepted: false }];
    quests = progressOnKill(quests, 'monster.giant-rat');
    quests = progressOnKill(quests, 'monster.green-slime');
    expect(quests.map((q) => q.currentAmount)).toEqual([1, 0]);
    quests = progressOnKill(progressOnKill(quests, 'monster.giant-rat'), 'monster.giant-rat');
    expect(quests[0]?.currentAmount).toBe(2);
    expect(isQuestDone(quests[0] as typeof slay)).toBe(true);
    expect(cancelQuest(quests[0] as typeof slay)).toMatchObject({ isAccepted: false, currentAmount: 0 });
    const gather = { ...slay, type: QuestType.GetResources, targetId: 'item.wood-log', requiredAmount: 3 };
    expect(questProgress(gather, 5)).toBe(3);
    expect(isQuestDone(gather, 2)).toBe(false);
    expect(isQuestDone(gather, 3)).toBe(true);
  });

  it('rolls for free once an hour, otherwise for 1 premium', () => {
    expect(questRollCost(null, t0)).toEqual({ free: true, premiumPrice: 0 });
    expect(questRollCost(t0, after(59 * minute))).toEqual({ free: false, premiumPrice: 1 });
    expect(questRollCost(t0, after(60 * minute))).toEqual({ free: true, premiumPrice: 0 });
  });
});

describe('adventures', () => {
  it('offers the ones the level unlocks, at most 6', () => {
    expect(adventureOffers(1).map((a) => a.id)).toEqual([
      'adventure.errand-run',
      'adventure.woodcutting',
      'adventure.herb-gathering',
    ]);
    expect(adventureOffers(50)).toHaveLength(6);
    for (const a of adventureOffers(12)) expect(a.minLevel).toBeLessThanOrEqual(12);
  });

  it('ends after its duration and scales rewards by 10% per level above its minimum', () => {
    const hunt = content.adventures.get('adventure.hunting-trip');
    const running = startAdventure(hunt, t0);
    expect(running.endsAt).toEqual(after(8 * minute));
    expect(isAdventureDone(running, after(8 * minute - 1))).toBe(false);
    expect(isAdventureDone(running, after(8 * minute))).toBe(true);
    const reward = adventureReward(hunt, 14, createRng(5));
    expect(reward.gold).toBe(Math.round(25 * 2));
    expect(reward.xp).toBe(Math.round(24 * 2));
    for (const item of reward.items) expect(content.items.get(item.itemId).kind).toBe('resource');
  });
});

describe('arena and ranking', () => {
  const players = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `P${i}`, level: 5, honourPoints: i * 10 }));

  it('matches 5 other players near the honour', () => {
    const me = players[15] as (typeof players)[0];
    const opponents = matchOpponents(me, players, createRng(4));
    expect(opponents).toHaveLength(5);
    expect(opponents.some((p) => p.id === me.id)).toBe(false);
    for (const p of opponents) expect(Math.abs(p.honourPoints - me.honourPoints)).toBeLessThanOrEqual(50);
    expect(matchOpponents(me, [me], createRng(1))).toEqual([]);
  });

  it('+10 for a win, -5 for a loss (never below 0), 0 for a draw', () => {
    expect(honourChange(BattleResult.Win, 0)).toEqual({ change: 10, honourPoints: 10 });
    expect(honourChange(BattleResult.Loss, 20)).toEqual({ change: -5, honourPoints: 15 });
    expect(honourChange(BattleResult.Loss, 3)).toEqual({ change: -3, honourPoints: 0 });
    expect(honourChange(BattleResult.Draw, 7)).toEqual({ change: 0, honourPoints: 7 });
  });

  it('rolls the arena list once a minute', () => {
    expect(arenaRollWait(null, t0)).toBe(0);
    expect(arenaRollWait(t0, after(30_000))).toBe(30_000);
    expect(arenaRollWait(t0, after(minute))).toBe(0);
  });

  it('ranks by honour desc, level desc, name asc, with real positions', () => {
    const list = [
      { name: 'Zed', level: 3, honourPoints: 50 },
      { name: 'Ala', level: 3, honourPoints: 50 },
      { name: 'Bob', level: 9, honourPoints: 50 },
      { name: 'Cyd', level: 1, honourPoints: 90 },
    ];
    expect([...list].sort(compareRanking).map((p) => p.name)).toEqual(['Cyd', 'Bob', 'Ala', 'Zed']);
    const page = rankingPage(players, 2);
    expect(page).toMatchObject({ currentPage: 2, totalPages: 3 });
    expect(page.data[0]).toMatchObject({ position: 11, honourPoints: 190 });
    expect(rankingPage([], 5)).toEqual({ currentPage: 1, totalPages: 1, data: [] });
  });
});
