import type { Character, Outfit, OutfitsItems, Stats } from '@rpg/contracts';
import type { CharacterRow } from '../../db/types.ts';
import { actionPointsAt } from '../../rules/action-points.ts';
import { derivedStats, experienceForNextLevel } from '../../rules/character.ts';

const noOutfit = (): Outfit => ({
  back: '',
  bottom: '',
  hair: '',
  hairPart2: '',
  weapon1: '',
  weapon1Part2: '',
  weapon2: '',
  weapon2Part2: '',
  baseSkinTorso: '',
  baseSkinHead: '',
  torsoArmor: '',
  mouth: '',
  eyes: '',
});

const noOutfitsItems = (): OutfitsItems => {
  const none = () => ({ CurrentIndex: null, items: [] });
  return {
    hairs: none(),
    eyes: none(),
    mouths: none(),
    torsos: none(),
    bottoms: none(),
    weapon1: none(),
    weapon2: none(),
  };
};

/** Stats as the contract shows them: base + from items (none until the items issue), and the derived values. */
export const statsOf = (row: CharacterRow): Stats => {
  const fromItems = { force: 0, intelligence: 0, dexterity: 0, endurance: 0 };
  const totals = {
    force: row.base_force + fromItems.force,
    intelligence: row.base_intelligence + fromItems.intelligence,
    dexterity: row.base_dexterity + fromItems.dexterity,
    endurance: row.base_endurance + fromItems.endurance,
  };
  const derived = derivedStats(totals, row.level);
  return {
    baseForce: row.base_force,
    forceFromItems: fromItems.force,
    baseIntelligence: row.base_intelligence,
    intelligenceFromItems: fromItems.intelligence,
    baseDexterity: row.base_dexterity,
    dexterityFromItems: fromItems.dexterity,
    baseEndurance: row.base_endurance,
    enduranceFromItems: fromItems.endurance,
    lifesteal: 0,
    vampirism: 0,
    currentHealthPoints: Math.min(row.current_health, derived.healthPoints),
    ...derived,
  };
};

/** The contract's Character for a stored row, as of `now` (action points regenerate on read). */
export const toCharacter = (row: CharacterRow, now: Date): Character => ({
  name: row.name,
  level: row.level,
  experiencePoints: row.experience,
  experiencePointsNeededForNextLevel: experienceForNextLevel(row.level),
  baseCurrency: row.base_currency,
  premiumCurrency: row.premium_currency,
  actionPoints: actionPointsAt({ points: row.action_points, updatedAt: row.action_points_updated_at }, now).points,
  stats: statsOf(row),
  doStatsPointsAvaiable: row.stat_points > 0,
  outfit: noOutfit(),
  outfitsItems: noOutfitsItems(),
  inventoryGameItems: [],
  skills: [],
  resourcesEquipment: [],
  consumableItems: [],
});
