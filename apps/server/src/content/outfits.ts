import type { OutfitPartName } from '@rpg/contracts';
import { avatarLayers, type ImagePath } from '@rpg/game-assets';
import { type Text, text } from './text.ts';

/** How a player gets an outfit option: everyone has it, a tailor's recipe unlocks it, or premium currency buys it. */
export type OutfitAvailability =
  | { readonly kind: 'free' }
  | { readonly kind: 'craft'; readonly recipeId: string }
  | { readonly kind: 'premium'; readonly premiumItemId: string; readonly price: number };

export type OutfitOptionDefinition = {
  readonly id: string;
  readonly num: number;
  /** The outfit editor's part (the contract's OutfitsItems keys). */
  readonly part: OutfitPartName;
  readonly name: Text;
  readonly image: ImagePath;
  /** The back part of a hair option (the outfit's hairPart2), or null. */
  readonly part2: ImagePath | null;
  readonly availability: OutfitAvailability;
};

/** A tailor's recipe: consumes its required items and unlocks an outfit option. */
export type RecipeDefinition = {
  readonly id: string;
  readonly num: number;
  readonly outfitId: string;
  readonly requirements: readonly { readonly itemId: string; readonly amount: number }[];
};

/** A premium shop entry: unlocks an outfit option for premium currency. */
export type PremiumItemDefinition = {
  readonly id: string;
  readonly num: number;
  readonly outfitId: string;
  readonly price: number;
};

type Layer = 'hair' | 'eyes' | 'mouth' | 'torsoArmor' | 'bottom' | 'weapon1' | 'weapon2';
const layerOf: Record<OutfitPartName, Layer> = {
  hairs: 'hair',
  eyes: 'eyes',
  mouths: 'mouth',
  torsos: 'torsoArmor',
  bottoms: 'bottom',
  weapon1: 'weapon1',
  weapon2: 'weapon2',
};
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

type Requirement = readonly [item: string, amount: number];
type How = 'free' | { craft: readonly Requirement[] } | { premium: number };

const options: OutfitOptionDefinition[] = [];
const recipes: RecipeDefinition[] = [];
const premiumItems: PremiumItemDefinition[] = [];

const option = (part: OutfitPartName, key: string, how: How, name: Text) => {
  const layer = avatarLayers[layerOf[part]] as Record<string, { path: ImagePath; part2?: ImagePath | null }>;
  const art = layer[key];
  if (art === undefined) throw new Error(`No avatar art ${layerOf[part]}.${key}`);
  const id = `outfit.${part}.${kebab(key)}`;
  let availability: OutfitAvailability = { kind: 'free' };
  if (how !== 'free' && 'craft' in how) {
    const recipeId = `recipe.${part}.${kebab(key)}`;
    recipes.push({
      id: recipeId,
      num: recipes.length + 1,
      outfitId: id,
      requirements: how.craft.map(([item, amount]) => ({ itemId: `item.${item}`, amount })),
    });
    availability = { kind: 'craft', recipeId };
  } else if (how !== 'free') {
    const premiumItemId = `premium.${part}.${kebab(key)}`;
    premiumItems.push({ id: premiumItemId, num: premiumItems.length + 1, outfitId: id, price: how.premium });
    availability = { kind: 'premium', premiumItemId, price: how.premium };
  }
  options.push({ id, num: options.length + 1, part, name, image: art.path, part2: art.part2 ?? null, availability });
};

// Hair
option(
  'hairs',
  'shortBrown',
  'free',
  text('Krótkie brązowe', 'Short brown', 'Corto castaño', 'Kurz braun', 'Court châtain'),
);
option(
  'hairs',
  'spikyBlack',
  'free',
  text('Czarne nastroszone', 'Spiky black', 'Negro de punta', 'Schwarz stachelig', 'Noir en pointes'),
);
option('hairs', 'longBlonde', 'free', text('Długie blond', 'Long blonde', 'Largo rubio', 'Lang blond', 'Long blond'));
option(
  'hairs',
  'ponytailRed',
  'free',
  text('Rudy kucyk', 'Red ponytail', 'Coleta pelirroja', 'Roter Pferdeschwanz', 'Queue de cheval rousse'),
);
option(
  'hairs',
  'bobDark',
  {
    craft: [
      ['feather', 2],
      ['healing-herb', 2],
    ],
  },
  text('Ciemny bob', 'Dark bob', 'Melena oscura', 'Dunkler Bob', 'Carré foncé'),
);
option(
  'hairs',
  'braidsBlack',
  {
    craft: [
      ['leather-hide', 1],
      ['feather', 3],
    ],
  },
  text('Czarne warkocze', 'Black braids', 'Trenzas negras', 'Schwarze Zöpfe', 'Tresses noires'),
);
option(
  'hairs',
  'mohawkSilver',
  { premium: 30 },
  text('Srebrny irokez', 'Silver mohawk', 'Cresta plateada', 'Silberner Irokese', 'Crête argentée'),
);
option(
  'hairs',
  'bunAuburn',
  { premium: 20 },
  text('Kasztanowy kok', 'Auburn bun', 'Moño caoba', 'Kastanienbrauner Dutt', 'Chignon auburn'),
);
// Eyes
option(
  'eyes',
  'roundBrown',
  'free',
  text('Okrągłe piwne', 'Round brown', 'Redondos marrones', 'Rund braun', 'Ronds marron'),
);
option(
  'eyes',
  'almondGreen',
  'free',
  text('Zielone migdałowe', 'Almond green', 'Almendrados verdes', 'Mandelförmig grün', 'En amande verts'),
);
option(
  'eyes',
  'wideBlue',
  'free',
  text('Szeroko otwarte niebieskie', 'Wide blue', 'Grandes azules', 'Groß blau', 'Grands bleus'),
);
option('eyes', 'sleepy', 'free', text('Zaspane', 'Sleepy', 'Somnolientos', 'Verschlafen', 'Endormis'));
option('eyes', 'happy', 'free', text('Radosne', 'Happy', 'Alegres', 'Fröhlich', 'Joyeux'));
option(
  'eyes',
  'fierce',
  {
    craft: [
      ['bone', 2],
      ['wolf-pelt', 1],
    ],
  },
  text('Groźne', 'Fierce', 'Feroces', 'Grimmig', 'Féroces'),
);
option(
  'eyes',
  'arcaneGlow',
  { premium: 40 },
  text('Magiczny blask', 'Arcane glow', 'Brillo arcano', 'Arkanes Leuchten', 'Lueur arcanique'),
);
// Mouth
option('mouths', 'smile', 'free', text('Uśmiech', 'Smile', 'Sonrisa', 'Lächeln', 'Sourire'));
option('mouths', 'neutral', 'free', text('Obojętne', 'Neutral', 'Neutra', 'Neutral', 'Neutre'));
option('mouths', 'surprised', 'free', text('Zdziwione', 'Surprised', 'Sorprendida', 'Überrascht', 'Surprise'));
option('mouths', 'frown', 'free', text('Nachmurzone', 'Frown', 'Ceño', 'Stirnrunzeln', 'Moue'));
option(
  'mouths',
  'smirk',
  { craft: [['mushroom', 3]] },
  text('Półuśmiech', 'Smirk', 'Sonrisa pícara', 'Grinsen', 'Sourire narquois'),
);
option(
  'mouths',
  'mustache',
  {
    craft: [
      ['wolf-pelt', 1],
      ['feather', 1],
    ],
  },
  text('Wąsy', 'Moustache', 'Bigote', 'Schnurrbart', 'Moustache'),
);
// Torso
option(
  'torsos',
  'linenShirt',
  'free',
  text('Lniana koszula', 'Linen shirt', 'Camisa de lino', 'Leinenhemd', 'Chemise de lin'),
);
option(
  'torsos',
  'leatherJerkin',
  { craft: [['leather-hide', 3]] },
  text('Skórzany kaftan', 'Leather jerkin', 'Jubón de cuero', 'Lederwams', 'Pourpoint de cuir'),
);
option(
  'torsos',
  'rangerTunic',
  {
    craft: [
      ['leather-hide', 2],
      ['feather', 2],
    ],
  },
  text('Tunika tropiciela', 'Ranger tunic', 'Túnica de explorador', 'Waldläufertunika', 'Tunique de rôdeur'),
);
option(
  'torsos',
  'mageRobe',
  {
    craft: [
      ['crystal', 1],
      ['healing-herb', 3],
    ],
  },
  text('Szata maga', 'Mage robe', 'Toga de mago', 'Magierrobe', 'Robe de mage'),
);
option(
  'torsos',
  'chainmail',
  { craft: [['iron-ore', 4]] },
  text('Kolczuga', 'Chainmail', 'Cota de malla', 'Kettenhemd', 'Cotte de mailles'),
);
option(
  'torsos',
  'plateCuirass',
  {
    craft: [
      ['iron-ore', 6],
      ['copper-ore', 2],
    ],
  },
  text('Napierśnik płytowy', 'Plate cuirass', 'Coraza de placas', 'Plattenkürass', 'Cuirasse de plates'),
);
option(
  'torsos',
  'goldPlate',
  { premium: 80 },
  text('Złota zbroja', 'Gold plate', 'Armadura dorada', 'Goldene Rüstung', 'Armure dorée'),
);
// Bottom
option(
  'bottoms',
  'linenTrousers',
  'free',
  text('Lniane spodnie', 'Linen trousers', 'Pantalones de lino', 'Leinenhose', 'Pantalon de lin'),
);
option(
  'bottoms',
  'leatherPants',
  'free',
  text('Skórzane spodnie', 'Leather pants', 'Pantalones de cuero', 'Lederhose', 'Pantalon de cuir'),
);
option(
  'bottoms',
  'rangerBreeches',
  { craft: [['leather-hide', 2]] },
  text('Bryczesy tropiciela', 'Ranger breeches', 'Calzas de explorador', 'Waldläuferhose', 'Culottes de rôdeur'),
);
option(
  'bottoms',
  'mageSkirt',
  {
    craft: [
      ['healing-herb', 2],
      ['mushroom', 2],
    ],
  },
  text('Spódnica maga', 'Mage skirt', 'Falda de mago', 'Magierrock', 'Jupe de mage'),
);
option(
  'bottoms',
  'chainLeggings',
  { craft: [['iron-ore', 3]] },
  text('Kolcze nogawice', 'Chain leggings', 'Grebas de malla', 'Kettenbeinlinge', 'Chausses de mailles'),
);
option(
  'bottoms',
  'plateGreaves',
  {
    craft: [
      ['iron-ore', 4],
      ['copper-ore', 2],
    ],
  },
  text('Płytowe nagolenniki', 'Plate greaves', 'Grebas de placas', 'Plattenbeinschienen', 'Jambières de plates'),
);
option(
  'bottoms',
  'goldGreaves',
  { premium: 60 },
  text('Złote nagolenniki', 'Gold greaves', 'Grebas doradas', 'Goldene Beinschienen', 'Jambières dorées'),
);
// Weapon 1
option(
  'weapon1',
  'shortsword',
  'free',
  text('Krótki miecz', 'Short sword', 'Espada corta', 'Kurzschwert', 'Épée courte'),
);
option(
  'weapon1',
  'oakStaff',
  'free',
  text('Dębowy kostur', 'Oak staff', 'Bastón de roble', 'Eichenstab', 'Bâton de chêne'),
);
option(
  'weapon1',
  'mace',
  {
    craft: [
      ['iron-ore', 2],
      ['wood-log', 1],
    ],
  },
  text('Buzdygan', 'Mace', 'Maza', 'Streitkolben', "Masse d'armes"),
);
option(
  'weapon1',
  'spear',
  {
    craft: [
      ['wood-log', 2],
      ['copper-ore', 1],
    ],
  },
  text('Włócznia', 'Spear', 'Lanza', 'Speer', 'Lance'),
);
option(
  'weapon1',
  'longsword',
  {
    craft: [
      ['iron-ore', 3],
      ['leather-hide', 1],
    ],
  },
  text('Długi miecz', 'Longsword', 'Espada larga', 'Langschwert', 'Épée longue'),
);
option(
  'weapon1',
  'battleaxe',
  {
    craft: [
      ['iron-ore', 3],
      ['wood-log', 2],
    ],
  },
  text('Topór bojowy', 'Battleaxe', 'Hacha de batalla', 'Streitaxt', 'Hache de bataille'),
);
option(
  'weapon1',
  'fireStaff',
  { premium: 50 },
  text('Kostur ognia', 'Fire staff', 'Bastón de fuego', 'Feuerstab', 'Bâton de feu'),
);
// Weapon 2
option(
  'weapon2',
  'roundShield',
  'free',
  text('Okrągła tarcza', 'Round shield', 'Escudo redondo', 'Rundschild', 'Bouclier rond'),
);
option('weapon2', 'dagger', 'free', text('Sztylet', 'Dagger', 'Daga', 'Dolch', 'Dague'));
option(
  'weapon2',
  'heaterShield',
  {
    craft: [
      ['wood-log', 2],
      ['iron-ore', 1],
    ],
  },
  text('Tarcza trójkątna', 'Heater shield', 'Escudo heráldico', 'Dreiecksschild', 'Écu'),
);
option(
  'weapon2',
  'kiteShield',
  {
    craft: [
      ['wood-log', 2],
      ['iron-ore', 2],
      ['leather-hide', 1],
    ],
  },
  text('Tarcza migdałowa', 'Kite shield', 'Escudo de cometa', 'Normannenschild', 'Bouclier en amande'),
);
option(
  'weapon2',
  'towerShield',
  { premium: 50 },
  text('Pawęż', 'Tower shield', 'Escudo de torre', 'Turmschild', 'Pavois'),
);
option(
  'weapon2',
  'arcaneOrb',
  { premium: 40 },
  text('Kula arkanów', 'Arcane orb', 'Orbe arcano', 'Arkane Kugel', 'Orbe arcanique'),
);

export const outfitOptions: readonly OutfitOptionDefinition[] = options;
export const recipeDefinitions: readonly RecipeDefinition[] = recipes;
export const premiumItemDefinitions: readonly PremiumItemDefinition[] = premiumItems;

/** The editor's parts in the contract's order. */
export const outfitParts: readonly OutfitPartName[] = [
  'hairs',
  'eyes',
  'mouths',
  'torsos',
  'bottoms',
  'weapon1',
  'weapon2',
];

/** The look of a new character: the first free option of every part, light skin, no cape. */
export const startingOutfitIds: Readonly<Record<OutfitPartName, string>> = Object.fromEntries(
  outfitParts.map((part) => {
    const first = options.find((o) => o.part === part && o.availability.kind === 'free');
    if (first === undefined) throw new Error(`No free outfit option for ${part}`);
    return [part, first.id];
  }),
) as Record<OutfitPartName, string>;
