import { type ImagePath, type MonsterId, monsters as monsterArt } from '@rpg/game-assets';
import { equipmentItems } from './items.ts';
import { type Text, text } from './text.ts';

/** One entry of a loot table: an item id (items.ts) and its weight among the entries. */
export type LootEntry = { readonly itemId: string; readonly weight: number };

export type MonsterDefinition = {
  readonly id: string;
  readonly num: number;
  readonly locationId: string;
  readonly name: Text;
  readonly image: ImagePath;
  readonly level: number;
  readonly hp: number;
  readonly minDmg: number;
  readonly maxDmg: number;
  readonly armor: number;
  /** Chance to dodge a hit, percent. */
  readonly dodge: number;
  /** Reward basis of a win (rules/monsters.ts turns it into the reward). */
  readonly gold: number;
  readonly xp: number;
  readonly loot: readonly LootEntry[];
};

/**
 * Monster stats grow with level; an elite (a named leader) is 30% stronger and pays
 * 30% more. Tune the curve here; the battle rules read only the resulting numbers.
 */
const curve = { hpBase: 30, hpPerLevel: 16, dmgMinBase: 1, dmgMinPerLevel: 1.5, dmgMaxBase: 3, dmgMaxPerLevel: 2 };
const eliteFactor = 1.3;
/** Pouch items (resources, food, potions) drop more often than equipment. */
const lootWeight = { equipment: 1, pouch: 3 };

let nextNum = 1;
const monster = (
  key: string,
  art: MonsterId,
  location: string,
  level: number,
  name: Text,
  loot: readonly string[],
  elite = false,
): MonsterDefinition => {
  const factor = elite ? eliteFactor : 1;
  return {
    id: `monster.${key}`,
    num: nextNum++,
    locationId: `location.${location}`,
    name,
    image: monsterArt[art].path,
    level,
    hp: Math.round((curve.hpBase + curve.hpPerLevel * level) * factor),
    minDmg: Math.round((curve.dmgMinBase + curve.dmgMinPerLevel * level) * factor),
    maxDmg: Math.round((curve.dmgMaxBase + curve.dmgMaxPerLevel * level) * factor),
    armor: Math.floor(level * 1.2 * factor),
    dodge: Math.min(20, 2 + Math.floor(level / 3)),
    gold: Math.round((5 + 3 * level) * factor),
    xp: Math.round((10 + 6 * level) * factor),
    loot: loot.map((key) => {
      const itemId = `item.${key}`;
      const isEquipment = equipmentItems.some((item) => item.id === itemId);
      return { itemId, weight: isEquipment ? lootWeight.equipment : lootWeight.pouch };
    }),
  };
};

export const monsterDefinitions: readonly MonsterDefinition[] = [
  // Town (1-5)
  monster(
    'giant-rat',
    'giantRat',
    'town',
    1,
    text('Wielki szczur', 'Giant rat', 'Rata gigante', 'Riesenratte', 'Rat géant'),
    ['bread', 'cheese', 'linen-shirt', 'leather-cap'],
  ),
  monster(
    'green-slime',
    'greenSlime',
    'town',
    2,
    text('Zielony glut', 'Green slime', 'Limo verde', 'Grüner Schleim', 'Gelée verte'),
    ['mushroom', 'apple', 'round-shield'],
  ),
  monster(
    'blue-slime',
    'blueSlime',
    'town',
    3,
    text('Niebieski glut', 'Blue slime', 'Limo azul', 'Blauer Schleim', 'Gelée bleue'),
    ['healing-herb', 'mana-potion', 'handaxe', 'oak-staff'],
  ),
  monster(
    'cave-bat',
    'caveBat',
    'town',
    4,
    text('Jaskiniowy nietoperz', 'Cave bat', 'Murciélago de cueva', 'Höhlenfledermaus', 'Chauve-souris des cavernes'),
    ['feather', 'bone', 'hood'],
  ),
  monster(
    'rat-king',
    'giantRat',
    'town',
    5,
    text('Szczurzy król', 'Rat king', 'Rey de las ratas', 'Rattenkönig', 'Roi des rats'),
    ['cheese', 'leather-jerkin', 'mace', 'sabre'],
    true,
  ),
  // Forest (3-9)
  monster(
    'forest-spider',
    'forestSpider',
    'forest',
    3,
    text('Leśny pająk', 'Forest spider', 'Araña del bosque', 'Waldspinne', 'Araignée des bois'),
    ['mushroom', 'antidote', 'dagger', 'cleaver'],
  ),
  monster(
    'mushroom-creep',
    'mushroomCreep',
    'forest',
    5,
    text('Grzybołak', 'Mushroom creep', 'Seta reptante', 'Pilzkriecher', 'Champignon rampant'),
    ['mushroom', 'healing-herb', 'arcane-wand'],
  ),
  monster(
    'grey-wolf',
    'greyWolf',
    'forest',
    7,
    text('Szary wilk', 'Grey wolf', 'Lobo gris', 'Grauer Wolf', 'Loup gris'),
    ['wolf-pelt', 'roast-meat', 'ranger-tunic', 'spear'],
  ),
  monster('wild-boar', 'wildBoar', 'forest', 9, text('Dzik', 'Wild boar', 'Jabalí', 'Wildschwein', 'Sanglier'), [
    'leather-hide',
    'roast-meat',
    'shortbow',
    'wizard-hat',
  ]),
  // Mine (7-13)
  monster('goblin', 'goblin', 'mine', 8, text('Goblin', 'Goblin', 'Goblin', 'Goblin', 'Gobelin'), [
    'copper-ore',
    'iron-ore',
    'pickaxe',
    'iron-helm',
  ]),
  monster(
    'cave-spider',
    'caveSpider',
    'mine',
    10,
    text('Jaskiniowy pająk', 'Cave spider', 'Araña de cueva', 'Höhlenspinne', 'Araignée des cavernes'),
    ['antidote', 'bone', 'battleaxe', 'spellbook'],
  ),
  monster(
    'goblin-shaman',
    'goblin',
    'mine',
    12,
    text('Goblin szaman', 'Goblin shaman', 'Chamán goblin', 'Goblin-Schamane', 'Chaman gobelin'),
    ['crystal', 'mana-potion', 'arcane-orb', 'nature-staff'],
    true,
  ),
  monster(
    'skeleton-warrior',
    'skeletonWarrior',
    'mine',
    13,
    text('Szkielet wojownik', 'Skeleton warrior', 'Guerrero esqueleto', 'Skelettkrieger', 'Guerrier squelette'),
    ['bone', 'iron-ore', 'broadsword', 'kite-shield'],
  ),
  // Swamp (10-16)
  monster(
    'vampire-bat',
    'vampireBat',
    'swamp',
    11,
    text('Nietoperz wampir', 'Vampire bat', 'Murciélago vampiro', 'Vampirfledermaus', 'Chauve-souris vampire'),
    ['feather', 'fire-tonic', 'morningstar', 'mage-robe'],
  ),
  monster('bandit', 'bandit', 'swamp', 14, text('Zbójca', 'Bandit', 'Bandido', 'Räuber', 'Brigand'), [
    'fish',
    'leather-hide',
    'crossbow',
    'chainmail',
  ]),
  monster(
    'bandit-chief',
    'bandit',
    'swamp',
    15,
    text('Herszt zbójców', 'Bandit chief', 'Jefe de bandidos', 'Räuberhauptmann', 'Chef des brigands'),
    ['gold-ore', 'stamina-potion', 'warhammer', 'horned-helm', 'beast-shield'],
    true,
  ),
  monster('wraith', 'wraith', 'swamp', 17, text('Upiór', 'Wraith', 'Espectro', 'Schemen', 'Spectre'), [
    'bone',
    'crystal',
    'tome-of-frost',
    'frost-staff',
  ]),
  // Mountains (16-26)
  monster(
    'dire-wolf',
    'direWolf',
    'mountains',
    18,
    text('Straszliwy wilk', 'Dire wolf', 'Lobo terrible', 'Schreckenswolf', 'Loup terrible'),
    ['wolf-pelt', 'roast-meat', 'longbow', 'circlet'],
  ),
  monster(
    'orc-brute',
    'orcBrute',
    'mountains',
    20,
    text('Ork osiłek', 'Orc brute', 'Orco bruto', 'Ork-Schläger', 'Brute orque'),
    ['iron-ore', 'gold-ore', 'halberd', 'plate-cuirass'],
  ),
  monster(
    'stone-golem',
    'stoneGolem',
    'mountains',
    23,
    text('Kamienny golem', 'Stone golem', 'Gólem de piedra', 'Steingolem', 'Golem de pierre'),
    ['iron-ore', 'crystal', 'tower-shield', 'great-helm'],
  ),
  monster(
    'alpha-wolf',
    'direWolf',
    'mountains',
    26,
    text('Wilk przewodnik stada', 'Alpha wolf', 'Lobo alfa', 'Alphawolf', 'Loup alpha'),
    ['wolf-pelt', 'elixir', 'greataxe', 'greatsword'],
    true,
  ),
  // Ruins (22-32)
  monster('treant', 'treant', 'ruins', 24, text('Drzewiec', 'Treant', 'Ent', 'Baumhirte', 'Tréant'), [
    'wood-log',
    'healing-herb',
    'bone-staff',
    'holy-wand',
  ]),
  monster(
    'magma-slime',
    'magmaSlime',
    'ruins',
    27,
    text('Magmowy glut', 'Magma slime', 'Limo de magma', 'Magmaschleim', 'Gelée de magma'),
    ['fire-tonic', 'gold-ore', 'maul', 'fire-staff'],
  ),
  monster(
    'crystal-golem',
    'crystalGolem',
    'ruins',
    31,
    text('Kryształowy golem', 'Crystal golem', 'Gólem de cristal', 'Kristallgolem', 'Golem de cristal'),
    ['crystal', 'elixir', 'sun-shield', 'runeblade'],
  ),
  // Castle (28-40)
  monster(
    'slime-king',
    'slimeKing',
    'castle',
    33,
    text('Król glutów', 'Slime king', 'Rey de los limos', 'Schleimkönig', 'Roi des gelées'),
    ['elixir', 'crystal', 'knight-helm'],
  ),
  monster(
    'green-drake',
    'greenDrake',
    'castle',
    35,
    text('Zielony smok', 'Green drake', 'Draco verde', 'Grüner Drache', 'Drake vert'),
    ['gold-ore', 'elixir', 'gold-plate'],
  ),
  monster('lich', 'lich', 'castle', 37, text('Licz', 'Lich', 'Liche', 'Lich', 'Liche'), [
    'bone',
    'crystal',
    'fire-staff',
    'runeblade',
  ]),
  monster(
    'red-dragon',
    'redDragon',
    'castle',
    40,
    text('Czerwony smok', 'Red dragon', 'Dragón rojo', 'Roter Drache', 'Dragon rouge'),
    ['gold-ore', 'elixir', 'flameblade', 'gold-plate'],
  ),
];
