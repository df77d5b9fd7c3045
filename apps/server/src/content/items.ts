import { InventorySlotType } from '@rpg/contracts';
import {
  type ConsumableId,
  consumables as consumableArt,
  type ImagePath,
  type ItemId,
  items as itemArt,
} from '@rpg/game-assets';
import { type Text, text } from './text.ts';

/** What a vendor's assortment is made of (see vendors.ts). */
export type ItemCategory =
  | 'weapon'
  | 'magic'
  | 'offhand'
  | 'shield'
  | 'helmet'
  | 'torso'
  | 'potion'
  | 'food'
  | 'resource';

/** The stats an equipment item adds (common rarity; rarity scales them, see rules/shop.ts). */
export type ItemStats = {
  readonly force: number;
  readonly intelligence: number;
  readonly dexterity: number;
  readonly endurance: number;
  readonly armor: number;
  readonly minDmg: number;
  readonly maxDmg: number;
};

export type EquipmentSlot =
  | typeof InventorySlotType.Helmet
  | typeof InventorySlotType.Torso
  | typeof InventorySlotType.Weapon1
  | typeof InventorySlotType.Weapon2;

/** Something worn in an equipment slot. */
export type EquipmentItem = {
  readonly kind: 'equipment';
  readonly id: string;
  /** Stable numeric id (the contract's ids are numbers). */
  readonly num: number;
  readonly category: Exclude<ItemCategory, 'potion' | 'food' | 'resource'>;
  readonly slot: EquipmentSlot;
  /** A shield in Weapon2 gives a block chance; any other Weapon2 item adds its damage. */
  readonly isShield: boolean;
  readonly name: Text;
  readonly image: ImagePath;
  /** The character level it is made for (shop stock, loot). */
  readonly level: number;
  /** Buy price in base currency (common rarity). */
  readonly price: number;
  readonly stats: ItemStats;
};

/** A pouch item: a consumable (potion, food) or a crafting/quest resource. */
export type StackItem = {
  readonly kind: 'consumable' | 'resource';
  readonly id: string;
  readonly num: number;
  readonly category: 'potion' | 'food' | 'resource';
  readonly name: Text;
  readonly description: Text;
  readonly image: ImagePath;
  readonly level: number;
  readonly price: number;
  /** What using it restores: percent of max health, action points. */
  readonly effect: { readonly healPercent: number; readonly actionPoints: number };
};

export type Item = EquipmentItem | StackItem;

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const noStats: ItemStats = { force: 0, intelligence: 0, dexterity: 0, endurance: 0, armor: 0, minDmg: 0, maxDmg: 0 };

let nextNum = 1;
const slotOf: Record<EquipmentItem['category'], EquipmentSlot> = {
  weapon: InventorySlotType.Weapon1,
  magic: InventorySlotType.Weapon1,
  offhand: InventorySlotType.Weapon2,
  shield: InventorySlotType.Weapon2,
  helmet: InventorySlotType.Helmet,
  torso: InventorySlotType.Torso,
};
const equip = (
  art: ItemId,
  category: EquipmentItem['category'],
  level: number,
  price: number,
  stats: Partial<ItemStats>,
  name: Text,
): EquipmentItem => ({
  kind: 'equipment',
  id: `item.${kebab(art)}`,
  num: nextNum++,
  category,
  slot: slotOf[category],
  isShield: category === 'shield',
  name,
  image: itemArt[art].path,
  level,
  price,
  stats: { ...noStats, ...stats },
});

const stack = (
  art: ConsumableId,
  category: StackItem['category'],
  level: number,
  price: number,
  effect: Partial<StackItem['effect']>,
  name: Text,
  description: Text,
): StackItem => ({
  kind: category === 'resource' ? 'resource' : 'consumable',
  id: `item.${kebab(art)}`,
  num: 1000 + nextNum++,
  category,
  name,
  description,
  image: consumableArt[art].path,
  level,
  price,
  effect: { healPercent: 0, actionPoints: 0, ...effect },
});

export const equipmentItems: readonly EquipmentItem[] = [
  // Weapons (Weapon1)
  equip(
    'shortsword',
    'weapon',
    1,
    30,
    { minDmg: 2, maxDmg: 4 },
    text('Krótki miecz', 'Short sword', 'Espada corta', 'Kurzschwert', 'Épée courte'),
  ),
  equip(
    'handaxe',
    'weapon',
    2,
    45,
    { minDmg: 2, maxDmg: 5 },
    text('Toporek', 'Hand axe', 'Hacha de mano', 'Handbeil', 'Hachette'),
  ),
  equip(
    'cleaver',
    'weapon',
    3,
    55,
    { minDmg: 3, maxDmg: 5, force: 1 },
    text('Tasak', 'Cleaver', 'Cuchilla', 'Hackmesser', 'Couperet'),
  ),
  equip('pickaxe', 'weapon', 3, 50, { minDmg: 2, maxDmg: 6 }, text('Kilof', 'Pickaxe', 'Pico', 'Spitzhacke', 'Pioche')),
  equip(
    'mace',
    'weapon',
    4,
    80,
    { minDmg: 3, maxDmg: 7 },
    text('Buzdygan', 'Mace', 'Maza', 'Streitkolben', "Masse d'armes"),
  ),
  equip(
    'sabre',
    'weapon',
    5,
    100,
    { minDmg: 4, maxDmg: 7, dexterity: 1 },
    text('Szabla', 'Sabre', 'Sable', 'Säbel', 'Sabre de cavalerie'),
  ),
  equip('spear', 'weapon', 6, 120, { minDmg: 4, maxDmg: 9 }, text('Włócznia', 'Spear', 'Lanza', 'Speer', 'Lance')),
  equip(
    'longsword',
    'weapon',
    7,
    150,
    { minDmg: 5, maxDmg: 9, force: 1 },
    text('Długi miecz', 'Longsword', 'Espada larga', 'Langschwert', 'Épée longue'),
  ),
  equip(
    'shortbow',
    'weapon',
    8,
    170,
    { minDmg: 4, maxDmg: 10, dexterity: 2 },
    text('Krótki łuk', 'Short bow', 'Arco corto', 'Kurzbogen', 'Arc court'),
  ),
  equip(
    'battleaxe',
    'weapon',
    9,
    200,
    { minDmg: 6, maxDmg: 11, force: 2 },
    text('Topór bojowy', 'Battleaxe', 'Hacha de batalla', 'Streitaxt', 'Hache de bataille'),
  ),
  equip(
    'morningstar',
    'weapon',
    10,
    230,
    { minDmg: 6, maxDmg: 12 },
    text('Morgensztern', 'Morning star', 'Lucero del alba', 'Morgenstern', 'Étoile du matin'),
  ),
  equip(
    'broadsword',
    'weapon',
    12,
    280,
    { minDmg: 7, maxDmg: 13, force: 2 },
    text('Pałasz', 'Broadsword', 'Espadón', 'Breitschwert', 'Épée large'),
  ),
  equip(
    'beardedAxe',
    'weapon',
    13,
    320,
    { minDmg: 8, maxDmg: 14, force: 2, endurance: 1 },
    text('Brodaty topór', 'Bearded axe', 'Hacha barbada', 'Bartaxt', 'Hache barbue'),
  ),
  equip(
    'crossbow',
    'weapon',
    14,
    350,
    { minDmg: 8, maxDmg: 15, dexterity: 2 },
    text('Kusza', 'Crossbow', 'Ballesta', 'Armbrust', 'Arbalète'),
  ),
  equip(
    'warhammer',
    'weapon',
    15,
    400,
    { minDmg: 9, maxDmg: 16, force: 3 },
    text('Młot bojowy', 'War hammer', 'Martillo de guerra', 'Kriegshammer', 'Marteau de guerre'),
  ),
  equip(
    'longbow',
    'weapon',
    17,
    460,
    { minDmg: 9, maxDmg: 18, dexterity: 3 },
    text('Długi łuk', 'Longbow', 'Arco largo', 'Langbogen', 'Arc long'),
  ),
  equip(
    'halberd',
    'weapon',
    18,
    500,
    { minDmg: 10, maxDmg: 19, force: 3 },
    text('Halabarda', 'Halberd', 'Alabarda', 'Hellebarde', 'Hallebarde'),
  ),
  equip(
    'greatsword',
    'weapon',
    20,
    600,
    { minDmg: 12, maxDmg: 21, force: 4 },
    text('Miecz dwuręczny', 'Greatsword', 'Mandoble', 'Zweihänder', 'Espadon'),
  ),
  equip(
    'greataxe',
    'weapon',
    22,
    680,
    { minDmg: 13, maxDmg: 23, force: 4, endurance: 2 },
    text('Wielki topór', 'Great axe', 'Gran hacha', 'Große Axt', 'Grande hache'),
  ),
  equip(
    'maul',
    'weapon',
    24,
    760,
    { minDmg: 14, maxDmg: 25, force: 5 },
    text('Młot dwuręczny', 'Maul', 'Mazo de guerra', 'Schlägel', 'Maillet de guerre'),
  ),
  equip(
    'runeblade',
    'weapon',
    26,
    860,
    { minDmg: 15, maxDmg: 26, force: 3, intelligence: 3 },
    text('Runiczne ostrze', 'Runeblade', 'Hoja rúnica', 'Runenklinge', 'Lame runique'),
  ),
  equip(
    'flameblade',
    'weapon',
    29,
    1000,
    { minDmg: 17, maxDmg: 29, force: 5, intelligence: 2 },
    text('Płomienne ostrze', 'Flameblade', 'Hoja flamígera', 'Flammenklinge', 'Lame de feu'),
  ),
  // Magic weapons (Weapon1)
  equip(
    'oakStaff',
    'magic',
    2,
    50,
    { minDmg: 2, maxDmg: 4, intelligence: 2 },
    text('Dębowy kostur', 'Oak staff', 'Bastón de roble', 'Eichenstab', 'Bâton de chêne'),
  ),
  equip(
    'arcaneWand',
    'magic',
    5,
    110,
    { minDmg: 3, maxDmg: 6, intelligence: 3 },
    text('Różdżka arkanów', 'Arcane wand', 'Varita arcana', 'Arkaner Zauberstab', 'Baguette arcanique'),
  ),
  equip(
    'natureStaff',
    'magic',
    8,
    180,
    { minDmg: 4, maxDmg: 9, intelligence: 3, endurance: 1 },
    text('Kostur natury', 'Nature staff', 'Bastón de la naturaleza', 'Naturstab', 'Bâton de la nature'),
  ),
  equip(
    'fireWand',
    'magic',
    11,
    260,
    { minDmg: 6, maxDmg: 11, intelligence: 4 },
    text('Różdżka ognia', 'Fire wand', 'Varita de fuego', 'Feuerzauberstab', 'Baguette de feu'),
  ),
  equip(
    'frostStaff',
    'magic',
    14,
    360,
    { minDmg: 7, maxDmg: 14, intelligence: 5 },
    text('Kostur mrozu', 'Frost staff', 'Bastón de escarcha', 'Froststab', 'Bâton de givre'),
  ),
  equip(
    'boneStaff',
    'magic',
    18,
    500,
    { minDmg: 9, maxDmg: 17, intelligence: 6 },
    text('Kościany kostur', 'Bone staff', 'Bastón de hueso', 'Knochenstab', "Bâton d'os"),
  ),
  equip(
    'holyWand',
    'magic',
    22,
    680,
    { minDmg: 11, maxDmg: 20, intelligence: 7, endurance: 2 },
    text('Święta różdżka', 'Holy wand', 'Varita sagrada', 'Heiliger Zauberstab', 'Baguette sacrée'),
  ),
  equip(
    'fireStaff',
    'magic',
    27,
    900,
    { minDmg: 15, maxDmg: 27, intelligence: 9 },
    text('Kostur ognia', 'Fire staff', 'Bastón de fuego', 'Feuerstab', 'Bâton de feu'),
  ),
  // Off-hand (Weapon2, not shields)
  equip(
    'dagger',
    'offhand',
    2,
    35,
    { minDmg: 1, maxDmg: 3, dexterity: 1 },
    text('Sztylet', 'Dagger', 'Daga', 'Dolch', 'Dague'),
  ),
  equip(
    'spellbook',
    'offhand',
    6,
    130,
    { intelligence: 3 },
    text('Księga zaklęć', 'Spellbook', 'Libro de hechizos', 'Zauberbuch', 'Grimoire'),
  ),
  equip(
    'arcaneOrb',
    'offhand',
    9,
    190,
    { minDmg: 1, maxDmg: 2, intelligence: 4 },
    text('Kula arkanów', 'Arcane orb', 'Orbe arcano', 'Arkane Kugel', 'Orbe arcanique'),
  ),
  equip(
    'tomeOfFrost',
    'offhand',
    16,
    420,
    { intelligence: 5, endurance: 1 },
    text('Księga mrozu', 'Tome of frost', 'Tomo de escarcha', 'Foliant des Frosts', 'Tome de givre'),
  ),
  // Shields (Weapon2)
  equip(
    'roundShield',
    'shield',
    1,
    30,
    { armor: 2 },
    text('Okrągła tarcza', 'Round shield', 'Escudo redondo', 'Rundschild', 'Bouclier rond'),
  ),
  equip(
    'heaterShield',
    'shield',
    5,
    100,
    { armor: 4, endurance: 1 },
    text('Tarcza trójkątna', 'Heater shield', 'Escudo heráldico', 'Dreiecksschild', 'Écu'),
  ),
  equip(
    'kiteShield',
    'shield',
    10,
    230,
    { armor: 7, endurance: 1 },
    text('Tarcza migdałowa', 'Kite shield', 'Escudo de cometa', 'Normannenschild', 'Bouclier en amande'),
  ),
  equip(
    'beastShield',
    'shield',
    14,
    360,
    { armor: 9, force: 1, endurance: 2 },
    text('Tarcza bestii', 'Beast shield', 'Escudo de la bestia', 'Bestienschild', 'Bouclier de la bête'),
  ),
  equip(
    'towerShield',
    'shield',
    20,
    600,
    { armor: 13, endurance: 3, dexterity: -1 },
    text('Pawęż', 'Tower shield', 'Escudo de torre', 'Turmschild', 'Pavois'),
  ),
  equip(
    'sunShield',
    'shield',
    26,
    860,
    { armor: 17, endurance: 4, intelligence: 2 },
    text('Tarcza słońca', 'Sun shield', 'Escudo solar', 'Sonnenschild', 'Bouclier solaire'),
  ),
  // Helmets
  equip(
    'leatherCap',
    'helmet',
    1,
    20,
    { armor: 1 },
    text('Skórzana czapka', 'Leather cap', 'Gorro de cuero', 'Lederkappe', 'Calotte de cuir'),
  ),
  equip('hood', 'helmet', 3, 50, { armor: 1, dexterity: 1 }, text('Kaptur', 'Hood', 'Capucha', 'Kapuze', 'Capuche')),
  equip(
    'wizardHat',
    'helmet',
    6,
    130,
    { armor: 1, intelligence: 3 },
    text('Kapelusz czarodzieja', 'Wizard hat', 'Sombrero de mago', 'Zaubererhut', 'Chapeau de magicien'),
  ),
  equip(
    'ironHelm',
    'helmet',
    8,
    170,
    { armor: 4, endurance: 1 },
    text('Żelazny hełm', 'Iron helm', 'Yelmo de hierro', 'Eisenhelm', 'Heaume de fer'),
  ),
  equip(
    'hornedHelm',
    'helmet',
    13,
    320,
    { armor: 6, force: 2 },
    text('Rogaty hełm', 'Horned helm', 'Yelmo con cuernos', 'Hörnerhelm', 'Casque à cornes'),
  ),
  equip(
    'circlet',
    'helmet',
    16,
    420,
    { armor: 3, intelligence: 4, dexterity: 2 },
    text('Diadem', 'Circlet', 'Diadema', 'Stirnreif', 'Diadème'),
  ),
  equip(
    'greatHelm',
    'helmet',
    21,
    640,
    { armor: 9, endurance: 3 },
    text('Hełm garnczkowy', 'Great helm', 'Gran yelmo', 'Topfhelm', 'Grand heaume'),
  ),
  equip(
    'knightHelm',
    'helmet',
    27,
    900,
    { armor: 12, endurance: 3, force: 2 },
    text('Hełm rycerski', 'Knight helm', 'Yelmo de caballero', 'Ritterhelm', 'Heaume de chevalier'),
  ),
  // Torso armour
  equip(
    'linenShirt',
    'torso',
    1,
    20,
    { armor: 2 },
    text('Lniana koszula', 'Linen shirt', 'Camisa de lino', 'Leinenhemd', 'Chemise de lin'),
  ),
  equip(
    'leatherJerkin',
    'torso',
    4,
    80,
    { armor: 4, dexterity: 1 },
    text('Skórzany kaftan', 'Leather jerkin', 'Jubón de cuero', 'Lederwams', 'Pourpoint de cuir'),
  ),
  equip(
    'rangerTunic',
    'torso',
    7,
    150,
    { armor: 5, dexterity: 3 },
    text('Tunika tropiciela', 'Ranger tunic', 'Túnica de explorador', 'Waldläufertunika', 'Tunique de rôdeur'),
  ),
  equip(
    'mageRobe',
    'torso',
    9,
    200,
    { armor: 3, intelligence: 5 },
    text('Szata maga', 'Mage robe', 'Toga de mago', 'Magierrobe', 'Robe de mage'),
  ),
  equip(
    'chainmail',
    'torso',
    12,
    280,
    { armor: 9, endurance: 2, dexterity: -1 },
    text('Kolczuga', 'Chainmail', 'Cota de malla', 'Kettenhemd', 'Cotte de mailles'),
  ),
  equip(
    'plateCuirass',
    'torso',
    19,
    560,
    { armor: 14, endurance: 3, dexterity: -1 },
    text('Napierśnik płytowy', 'Plate cuirass', 'Coraza de placas', 'Plattenkürass', 'Cuirasse de plates'),
  ),
  equip(
    'goldPlate',
    'torso',
    28,
    950,
    { armor: 20, endurance: 5, force: 2 },
    text('Złota zbroja', 'Gold plate', 'Armadura dorada', 'Goldene Rüstung', 'Armure dorée'),
  ),
];

export const stackItems: readonly StackItem[] = [
  // Potions
  stack(
    'healthPotion',
    'potion',
    1,
    25,
    { healPercent: 30 },
    text('Mikstura zdrowia', 'Health potion', 'Poción de salud', 'Heiltrank', 'Potion de soin'),
    text(
      'Przywraca 30% zdrowia.',
      'Restores 30% of health.',
      'Restaura el 30% de la salud.',
      'Stellt 30% der Lebenspunkte wieder her.',
      'Rend 30 % de la santé.',
    ),
  ),
  stack(
    'manaPotion',
    'potion',
    3,
    40,
    { actionPoints: 10 },
    text('Mikstura many', 'Mana potion', 'Poción de maná', 'Manatrank', 'Potion de mana'),
    text(
      'Rozjaśnia umysł i przywraca 10 punktów akcji.',
      'Clears the mind and restores 10 action points.',
      'Despeja la mente y restaura 10 puntos de acción.',
      'Klärt den Geist und stellt 10 Aktionspunkte wieder her.',
      "Éclaircit l'esprit et rend 10 points d'action.",
    ),
  ),
  stack(
    'staminaPotion',
    'potion',
    5,
    70,
    { actionPoints: 20 },
    text('Mikstura wytrzymałości', 'Stamina potion', 'Poción de aguante', 'Ausdauertrank', "Potion d'endurance"),
    text(
      'Przywraca 20 punktów akcji.',
      'Restores 20 action points.',
      'Restaura 20 puntos de acción.',
      'Stellt 20 Aktionspunkte wieder her.',
      "Rend 20 points d'action.",
    ),
  ),
  stack(
    'antidote',
    'potion',
    2,
    20,
    { healPercent: 15 },
    text('Antidotum', 'Antidote', 'Antídoto', 'Gegengift', 'Antidote'),
    text(
      'Leczy truciznę i przywraca 15% zdrowia.',
      'Cures poison and restores 15% of health.',
      'Cura el veneno y restaura el 15% de la salud.',
      'Heilt Gift und stellt 15% der Lebenspunkte wieder her.',
      'Guérit le poison et rend 15 % de la santé.',
    ),
  ),
  stack(
    'fireTonic',
    'potion',
    10,
    120,
    { healPercent: 50 },
    text('Ognisty tonik', 'Fire tonic', 'Tónico de fuego', 'Feuertonikum', 'Tonique de feu'),
    text(
      'Pali w gardle, ale przywraca połowę zdrowia.',
      'Burns the throat but restores half of your health.',
      'Quema la garganta, pero restaura la mitad de la salud.',
      'Brennt im Hals, stellt aber die Hälfte der Lebenspunkte wieder her.',
      'Brûle la gorge mais rend la moitié de la santé.',
    ),
  ),
  stack(
    'elixir',
    'potion',
    20,
    300,
    { healPercent: 100, actionPoints: 30 },
    text('Eliksir', 'Elixir', 'Elixir', 'Elixier', 'Élixir'),
    text(
      'Przywraca całe zdrowie i 30 punktów akcji.',
      'Restores all health and 30 action points.',
      'Restaura toda la salud y 30 puntos de acción.',
      'Stellt alle Lebenspunkte und 30 Aktionspunkte wieder her.',
      "Rend toute la santé et 30 points d'action.",
    ),
  ),
  // Food
  stack(
    'apple',
    'food',
    1,
    5,
    { healPercent: 5 },
    text('Jabłko', 'Apple', 'Manzana', 'Apfel', 'Pomme'),
    text(
      'Soczyste jabłko z sadu przy gościńcu.',
      'A juicy apple from the orchard by the road.',
      'Una manzana jugosa del huerto junto al camino.',
      'Ein saftiger Apfel aus dem Obstgarten am Weg.',
      'Une pomme juteuse du verger au bord de la route.',
    ),
  ),
  stack(
    'bread',
    'food',
    1,
    8,
    { healPercent: 10 },
    text('Chleb', 'Bread', 'Pan', 'Brot', 'Pain'),
    text(
      'Bochenek chleba na drogę, przywraca 10% zdrowia.',
      'A loaf for the road that restores 10% of health.',
      'Una hogaza para el camino que restaura el 10% de la salud.',
      'Ein Laib für unterwegs, stellt 10% der Lebenspunkte wieder her.',
      'Une miche pour la route qui rend 10 % de la santé.',
    ),
  ),
  stack(
    'cheese',
    'food',
    2,
    10,
    { healPercent: 8 },
    text('Ser', 'Cheese', 'Queso', 'Käse', 'Fromage'),
    text(
      'Kawał dojrzałego sera z górskiej hali.',
      'A wedge of ripe cheese from a mountain pasture.',
      'Una cuña de queso curado de un pasto de montaña.',
      'Ein Stück reifer Käse von einer Bergalm.',
      "Un morceau de fromage affiné d'un alpage.",
    ),
  ),
  stack(
    'fish',
    'food',
    3,
    12,
    { healPercent: 15 },
    text('Ryba', 'Fish', 'Pescado', 'Fisch', 'Poisson'),
    text(
      'Pieczona ryba z bagiennego stawu.',
      'A roasted fish from the swamp pond.',
      'Un pescado asado del estanque del pantano.',
      'Ein gebratener Fisch aus dem Sumpfteich.',
      "Un poisson rôti de l'étang du marais.",
    ),
  ),
  stack(
    'roastMeat',
    'food',
    6,
    30,
    { healPercent: 25 },
    text('Pieczeń', 'Roast meat', 'Carne asada', 'Braten', 'Viande rôtie'),
    text(
      'Solidna pieczeń, przywraca 25% zdrowia.',
      'A hearty roast that restores 25% of health.',
      'Un asado contundente que restaura el 25% de la salud.',
      'Ein deftiger Braten, stellt 25% der Lebenspunkte wieder her.',
      'Un rôti copieux qui rend 25 % de la santé.',
    ),
  ),
  // Resources
  stack(
    'woodLog',
    'resource',
    1,
    6,
    {},
    text('Kłoda drewna', 'Wood log', 'Tronco de madera', 'Holzscheit', 'Bûche'),
    text(
      'Porządny kawał drewna dla rzemieślników.',
      'A sturdy piece of wood for craftsmen.',
      'Un buen trozo de madera para artesanos.',
      'Ein festes Stück Holz für Handwerker.',
      'Un solide morceau de bois pour les artisans.',
    ),
  ),
  stack(
    'healingHerb',
    'resource',
    1,
    8,
    {},
    text('Ziele lecznicze', 'Healing herb', 'Hierba curativa', 'Heilkraut', 'Herbe médicinale'),
    text(
      'Pachnące ziele, z którego warzy się mikstury.',
      'A fragrant herb used to brew potions.',
      'Una hierba aromática con la que se preparan pociones.',
      'Ein duftendes Kraut, aus dem Tränke gebraut werden.',
      'Une herbe parfumée dont on fait des potions.',
    ),
  ),
  stack(
    'mushroom',
    'resource',
    1,
    7,
    {},
    text('Grzyb', 'Mushroom', 'Seta', 'Pilz', 'Champignon'),
    text(
      'Leśny grzyb, lepiej go nie jeść na surowo.',
      'A forest mushroom, better not eaten raw.',
      'Una seta del bosque, mejor no comerla cruda.',
      'Ein Waldpilz, roh besser nicht essen.',
      'Un champignon des bois, à ne pas manger cru.',
    ),
  ),
  stack(
    'feather',
    'resource',
    2,
    9,
    {},
    text('Pióro', 'Feather', 'Pluma', 'Feder', 'Plume'),
    text(
      'Lekkie pióro, przydatne do strzał i kapeluszy.',
      'A light feather, useful for arrows and hats.',
      'Una pluma ligera, útil para flechas y sombreros.',
      'Eine leichte Feder, nützlich für Pfeile und Hüte.',
      'Une plume légère, utile pour les flèches et les chapeaux.',
    ),
  ),
  stack(
    'leatherHide',
    'resource',
    3,
    14,
    {},
    text('Skóra', 'Leather hide', 'Piel curtida', 'Lederhaut', 'Peau tannée'),
    text(
      'Wyprawiona skóra do szycia pancerzy i butów.',
      'A tanned hide for sewing armour and boots.',
      'Una piel curtida para coser armaduras y botas.',
      'Eine gegerbte Haut zum Nähen von Rüstungen und Stiefeln.',
      'Une peau tannée pour coudre armures et bottes.',
    ),
  ),
  stack(
    'copperOre',
    'resource',
    3,
    12,
    {},
    text('Ruda miedzi', 'Copper ore', 'Mineral de cobre', 'Kupfererz', 'Minerai de cuivre'),
    text(
      'Zielonkawa bryła rudy miedzi z kopalni.',
      'A greenish lump of copper ore from the mine.',
      'Un trozo verdoso de mineral de cobre de la mina.',
      'Ein grünlicher Brocken Kupfererz aus der Mine.',
      'Un bloc verdâtre de minerai de cuivre de la mine.',
    ),
  ),
  stack(
    'bone',
    'resource',
    4,
    10,
    {},
    text('Kość', 'Bone', 'Hueso', 'Knochen', 'Os'),
    text(
      'Stara kość, ceniona przez nekromantów i rzeźbiarzy.',
      'An old bone prized by necromancers and carvers.',
      'Un hueso viejo apreciado por nigromantes y tallistas.',
      'Ein alter Knochen, geschätzt von Nekromanten und Schnitzern.',
      'Un vieil os prisé des nécromanciens et des sculpteurs.',
    ),
  ),
  stack(
    'wolfPelt',
    'resource',
    6,
    20,
    {},
    text('Wilcza skóra', 'Wolf pelt', 'Piel de lobo', 'Wolfsfell', 'Peau de loup'),
    text(
      'Gęste wilcze futro, ciepłe nawet zimą.',
      'A thick wolf fur, warm even in winter.',
      'Un pelaje espeso de lobo, cálido incluso en invierno.',
      'Ein dichtes Wolfsfell, warm selbst im Winter.',
      "Une épaisse fourrure de loup, chaude même l'hiver.",
    ),
  ),
  stack(
    'ironOre',
    'resource',
    8,
    18,
    {},
    text('Ruda żelaza', 'Iron ore', 'Mineral de hierro', 'Eisenerz', 'Minerai de fer'),
    text(
      'Ciężka ruda, z której kowale wykuwają broń.',
      'A heavy ore smiths forge weapons from.',
      'Un mineral pesado con el que los herreros forjan armas.',
      'Ein schweres Erz, aus dem Schmiede Waffen schmieden.',
      'Un minerai lourd dont les forgerons tirent leurs armes.',
    ),
  ),
  stack(
    'goldOre',
    'resource',
    15,
    45,
    {},
    text('Ruda złota', 'Gold ore', 'Mineral de oro', 'Golderz', "Minerai d'or"),
    text(
      'Lśniąca ruda złota, rzadka i cenna.',
      'A gleaming gold ore, rare and valuable.',
      'Un mineral de oro reluciente, raro y valioso.',
      'Ein glänzendes Golderz, selten und wertvoll.',
      "Un minerai d'or étincelant, rare et précieux.",
    ),
  ),
  stack(
    'crystal',
    'resource',
    20,
    60,
    {},
    text('Kryształ', 'Crystal', 'Cristal', 'Kristall', 'Cristal'),
    text(
      'Kryształ pulsujący magiczną energią.',
      'A crystal pulsing with magical energy.',
      'Un cristal que late con energía mágica.',
      'Ein Kristall, der vor magischer Energie pulsiert.',
      "Un cristal qui palpite d'énergie magique.",
    ),
  ),
];

export const allItems: readonly Item[] = [...equipmentItems, ...stackItems];

/** Equipped on a new character (game-rules.md, Start): a weapon and torso armour. */
export const starterItemIds: readonly string[] = ['item.shortsword', 'item.linen-shirt'];
