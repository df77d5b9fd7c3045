import { ShopType } from '@rpg/contracts';
import { type ImagePath, vendors as vendorArt } from '@rpg/game-assets';
import type { ItemCategory } from './items.ts';
import { recipeDefinitions } from './outfits.ts';
import { skillDefinitions } from './skills.ts';
import { type Text, text } from './text.ts';

export type VendorDefinition = {
  readonly id: string;
  readonly num: number;
  readonly shopType: ShopType;
  readonly name: Text;
  readonly description: Text;
  readonly image: ImagePath;
  /** The item categories its stock (6 items per player, rules/shop.ts) is drawn from. */
  readonly itemCategories: readonly ItemCategory[];
  /** The skills it teaches. */
  readonly skillIds: readonly string[];
  /** The outfit recipes it crafts. */
  readonly recipeIds: readonly string[];
};

const skillsWhere = (keep: (slot: number, id: string) => boolean) =>
  skillDefinitions.filter((s) => keep(s.slot, s.id)).map((s) => s.id);

export const vendorDefinitions: readonly VendorDefinition[] = [
  {
    id: 'vendor.blacksmith',
    num: 1,
    shopType: ShopType.WeaponsOnly,
    name: text('Kuźnia Bogumiła', "Bogumił's Forge", 'Forja de Bogumił', 'Bogumiłs Schmiede', 'Forge de Bogumił'),
    description: text(
      'Kowal wykuwa tu miecze, topory i łuki.',
      'The smith forges swords, axes and bows here.',
      'El herrero forja aquí espadas, hachas y arcos.',
      'Der Schmied fertigt hier Schwerter, Äxte und Bögen.',
      'Le forgeron forge ici épées, haches et arcs.',
    ),
    image: vendorArt.WeaponsOnly.path,
    itemCategories: ['weapon', 'offhand'],
    skillIds: [],
    recipeIds: [],
  },
  {
    id: 'vendor.armourer',
    num: 2,
    shopType: ShopType.ArmorsOnly,
    name: text(
      'Płatnerz Radosław',
      'Radosław the Armourer',
      'Radosław el armero',
      'Radosław der Plattner',
      "Radosław l'armurier",
    ),
    description: text(
      'Hełmy, pancerze i tarcze na każdą kieszeń.',
      'Helmets, armour and shields for every purse.',
      'Yelmos, armaduras y escudos para todos los bolsillos.',
      'Helme, Rüstungen und Schilde für jeden Geldbeutel.',
      'Casques, armures et boucliers pour toutes les bourses.',
    ),
    image: vendorArt.ArmorsOnly.path,
    itemCategories: ['helmet', 'torso', 'shield'],
    skillIds: [],
    recipeIds: [],
  },
  {
    id: 'vendor.innkeeper',
    num: 3,
    shopType: ShopType.ConsumablesOnly,
    name: text(
      'Karczma Pod Złotym Kogutem',
      'The Golden Rooster Inn',
      'Posada del Gallo de Oro',
      'Gasthaus Zum Goldenen Hahn',
      'Auberge du Coq d’or',
    ),
    description: text(
      'Ciepła strawa i mikstury dla zmęczonych wędrowców.',
      'Warm food and potions for weary travellers.',
      'Comida caliente y pociones para viajeros cansados.',
      'Warmes Essen und Tränke für müde Reisende.',
      'Repas chauds et potions pour voyageurs fatigués.',
    ),
    image: vendorArt.ConsumablesOnly.path,
    itemCategories: ['food', 'potion'],
    skillIds: [],
    recipeIds: [],
  },
  {
    id: 'vendor.quartermaster',
    num: 4,
    shopType: ShopType.WeaponsAndArmorsOnly,
    name: text(
      'Zbrojownia grodu',
      'Stronghold Armoury',
      'Armería de la fortaleza',
      'Rüstkammer der Burg',
      'Arsenal de la place forte',
    ),
    description: text(
      'Kwatermistrz sprzedaje broń i zbroje z zapasów straży.',
      'The quartermaster sells weapons and armour from the guard’s stores.',
      'El intendente vende armas y armaduras de las reservas de la guardia.',
      'Der Quartiermeister verkauft Waffen und Rüstungen aus den Vorräten der Wache.',
      'L’intendant vend armes et armures des réserves de la garde.',
    ),
    image: vendorArt.WeaponsAndArmorsOnly.path,
    itemCategories: ['weapon', 'offhand', 'shield', 'helmet', 'torso'],
    skillIds: [],
    recipeIds: [],
  },
  {
    id: 'vendor.trader',
    num: 5,
    shopType: ShopType.ResourcesOnly,
    name: text(
      'Kram kupca Zbyszka',
      "Zbyszek's Trading Post",
      'Puesto del mercader Zbyszek',
      'Zbyszeks Handelsposten',
      'Comptoir du marchand Zbyszek',
    ),
    description: text(
      'Drewno, rudy, skóry i zioła dla rzemieślników.',
      'Wood, ores, hides and herbs for craftsmen.',
      'Madera, minerales, pieles y hierbas para artesanos.',
      'Holz, Erze, Häute und Kräuter für Handwerker.',
      'Bois, minerais, peaux et herbes pour les artisans.',
    ),
    image: vendorArt.ResourcesOnly.path,
    itemCategories: ['resource'],
    skillIds: [],
    recipeIds: [],
  },
  {
    id: 'vendor.wizard',
    num: 6,
    shopType: ShopType.MagicWeaponsAndMixtures,
    name: text('Wieża czarodzieja', "Wizard's Tower", 'Torre del mago', 'Zaubererturm', 'Tour du magicien'),
    description: text(
      'Kostury, różdżki, księgi i magiczne mikstury.',
      'Staves, wands, tomes and magic potions.',
      'Bastones, varitas, tomos y pociones mágicas.',
      'Stäbe, Zauberstäbe, Folianten und magische Tränke.',
      'Bâtons, baguettes, grimoires et potions magiques.',
    ),
    image: vendorArt.MagicWeaponsAndMixtures.path,
    itemCategories: ['magic', 'offhand', 'potion'],
    skillIds: [],
    recipeIds: [],
  },
  {
    id: 'vendor.trainer',
    num: 7,
    shopType: ShopType.SkillsOnly,
    name: text('Szkoła fechtunku', 'Fencing School', 'Escuela de esgrima', 'Fechtschule', "École d'escrime"),
    description: text(
      'Mistrz uczy ciosów ofensywnych i sztuki obrony.',
      'The master teaches offensive strikes and the art of defence.',
      'El maestro enseña golpes ofensivos y el arte de la defensa.',
      'Der Meister lehrt Angriffsschläge und die Kunst der Verteidigung.',
      "Le maître enseigne les coups offensifs et l'art de la défense.",
    ),
    image: vendorArt.SkillsOnly.path,
    itemCategories: [],
    skillIds: skillsWhere((slot) => slot !== 2),
    recipeIds: [],
  },
  {
    id: 'vendor.herbalist',
    num: 8,
    shopType: ShopType.ConsumablesAndSkills,
    name: text(
      'Chata szeptuchy',
      "Wise Woman's Hut",
      'Cabaña de la curandera',
      'Hütte der Kräuterfrau',
      'Cabane de la guérisseuse',
    ),
    description: text(
      'Szeptucha sprzedaje mikstury i uczy sztuk leczenia.',
      'The wise woman sells potions and teaches the healing arts.',
      'La curandera vende pociones y enseña las artes curativas.',
      'Die Kräuterfrau verkauft Tränke und lehrt die Heilkunst.',
      'La guérisseuse vend des potions et enseigne l’art de soigner.',
    ),
    image: vendorArt.ConsumablesAndSkills.path,
    itemCategories: ['potion', 'food'],
    skillIds: skillsWhere((slot, id) => slot === 2 || id === 'skill.heal'),
    recipeIds: [],
  },
  {
    id: 'vendor.tailor',
    num: 9,
    shopType: ShopType.CosmeticsOnly,
    name: text(
      'Pracownia krawca',
      "Tailor's Workshop",
      'Taller del sastre',
      'Schneiderwerkstatt',
      'Atelier du tailleur',
    ),
    description: text(
      'Krawiec szyje nowe stroje z przyniesionych materiałów.',
      'The tailor sews new looks from the materials you bring.',
      'El sastre cose nuevos atuendos con los materiales que traes.',
      'Der Schneider näht neue Outfits aus mitgebrachten Stoffen.',
      'Le tailleur coud de nouvelles tenues avec les matériaux apportés.',
    ),
    image: vendorArt.CosmeticsOnly.path,
    itemCategories: [],
    skillIds: [],
    recipeIds: recipeDefinitions.map((r) => r.id),
  },
];
