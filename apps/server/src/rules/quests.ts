import { QuestType } from '@rpg/contracts';
import { type QuestTemplate, questTemplates } from '../content/index.ts';
import { rules } from './config.ts';
import type { Rng } from './rng.ts';
import { randomEquipmentNear } from './shop.ts';
import { waitUntilDue } from './timers.ts';

export type QuestRewards = { baseCurrency: number; experience: number; premiumCurrency: number; itemId: string | null };

/** A quest offered to or taken by one player (store it: template, amount, rewards, progress). */
export type QuestState = {
  templateId: string;
  type: QuestType;
  /** Monster id (SlayMonster) or resource item id (GetResources). */
  targetId: string;
  requiredAmount: number;
  /** Monsters slain since accepting (SlayMonster); resources are counted from the pouch instead. */
  currentAmount: number;
  requiredStamina: number;
  durationMinutes: number;
  rewards: QuestRewards;
  isAccepted: boolean;
};

/** Rewards of a template for a level and amount: per unit (base + perLevel * level) * factor, sometimes premium or an item. */
export const questRewards = (template: QuestTemplate, level: number, amount: number, rng: Rng): QuestRewards => {
  const { goldPerUnit, xpPerUnit, premiumChance, premiumRange, itemChance } = rules.quests;
  const unit = (base: number, perLevel: number) =>
    Math.round((base + perLevel * level) * amount * template.rewardFactor);
  return {
    baseCurrency: unit(goldPerUnit.base, goldPerUnit.perLevel),
    experience: unit(xpPerUnit.base, xpPerUnit.perLevel),
    premiumCurrency: rng.percent(premiumChance) ? rng.int(premiumRange[0], premiumRange[1]) : 0,
    itemId: rng.percent(itemChance) ? randomEquipmentNear(level, rng).id : null,
  };
};

/** The templates for a level: those whose band holds it, else the nearest bands. */
export const questTemplatesFor = (level: number): QuestTemplate[] => {
  const fitting = questTemplates.filter((t) => t.minLevel <= level && level <= t.maxLevel);
  if (fitting.length >= rules.quests.offered) return fitting;
  const distance = (t: QuestTemplate) => (level < t.minLevel ? t.minLevel - level : Math.max(0, level - t.maxLevel));
  return [...questTemplates].sort((a, b) => distance(a) - distance(b) || a.num - b.num).slice(0, rules.quests.offered);
};

/** A quest offer from a template. */
export const questOffer = (template: QuestTemplate, level: number, rng: Rng): QuestState => {
  const amount = rng.int(template.minAmount, template.maxAmount);
  return {
    templateId: template.id,
    type: template.type,
    targetId: template.targetId,
    requiredAmount: amount,
    currentAmount: 0,
    requiredStamina: template.requiredStamina,
    durationMinutes: template.durationMinutes,
    rewards: questRewards(template, level, amount, rng),
    isAccepted: false,
  };
};

/** 3 quest offers for the level, from distinct templates (optionally excluding templates already taken). */
export const generateQuestOffers = (
  level: number,
  rng: Rng,
  excludeTemplateIds: readonly string[] = [],
): QuestState[] => {
  const pool = questTemplatesFor(level).filter((t) => !excludeTemplateIds.includes(t.id));
  return rng.sample(pool, rules.quests.offered).map((template) => questOffer(template, level, rng));
};

/** A monster was slain: accepted slay quests of that monster advance by one (never past their amount). */
export const progressOnKill = (quests: readonly QuestState[], monsterId: string): QuestState[] =>
  quests.map((q) =>
    q.isAccepted && q.type === QuestType.SlayMonster && q.targetId === monsterId && q.currentAmount < q.requiredAmount
      ? { ...q, currentAmount: q.currentAmount + 1 }
      : q,
  );

/** Progress shown on the card: slain monsters, or resources held (capped at the amount). */
export const questProgress = (quest: QuestState, resourcesHeld = 0): number =>
  Math.min(quest.requiredAmount, quest.type === QuestType.SlayMonster ? quest.currentAmount : resourcesHeld);

/** return-done is allowed: accepted and every progression complete. GetResources then consumes requiredAmount of the resource. */
export const isQuestDone = (quest: QuestState, resourcesHeld = 0): boolean =>
  quest.isAccepted && questProgress(quest, resourcesHeld) >= quest.requiredAmount;

/** Cancel: back to available, progress reset, action points not refunded. */
export const cancelQuest = (quest: QuestState): QuestState => ({ ...quest, isAccepted: false, currentAmount: 0 });

/** Rolling the quest offers: free once an hour (since the last free roll), otherwise 1 premium currency. */
export const questRollCost = (
  lastFreeRollAt: Date | null,
  now: Date,
): { free: true; premiumPrice: 0 } | { free: false; premiumPrice: number } =>
  waitUntilDue(lastFreeRollAt, rules.quests.freeRollEveryMs, now) === 0
    ? { free: true, premiumPrice: 0 }
    : { free: false, premiumPrice: rules.quests.rollPremiumPrice };
