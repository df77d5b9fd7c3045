import { QuestType } from '@rpg/contracts';
import { type Text, text } from './text.ts';

/**
 * A quest template: rules/quests.ts turns it into an offer for a player's level
 * (amount, rewards). The description has {{amount}} and {{target}} placeholders
 * (target: the localised monster or resource name).
 */
export type QuestTemplate = {
  readonly id: string;
  readonly num: number;
  readonly type: QuestType;
  readonly title: Text;
  readonly description: Text;
  /** A monster id (SlayMonster) or a resource item id (GetResources). */
  readonly targetId: string;
  readonly minAmount: number;
  readonly maxAmount: number;
  /** Offered to characters of these levels. */
  readonly minLevel: number;
  readonly maxLevel: number;
  /** Action points accepting it costs. */
  readonly requiredStamina: number;
  /** Time the quest is expected to take, in minutes. */
  readonly durationMinutes: number;
  /** Multiplies the level-based rewards (rules/config.ts, quests). */
  readonly rewardFactor: number;
};

let nextNum = 1;
type Band = readonly [minLevel: number, maxLevel: number];
type Amount = readonly [min: number, max: number];
const quest = (
  key: string,
  type: QuestType,
  target: string,
  [minLevel, maxLevel]: Band,
  [minAmount, maxAmount]: Amount,
  requiredStamina: number,
  durationMinutes: number,
  rewardFactor: number,
  title: Text,
  description: Text,
): QuestTemplate => ({
  id: `quest.${key}`,
  num: nextNum++,
  type,
  title,
  description,
  targetId: target,
  minAmount,
  maxAmount,
  minLevel,
  maxLevel,
  requiredStamina,
  durationMinutes,
  rewardFactor,
});

const slay = (
  key: string,
  monster: string,
  band: Band,
  amount: Amount,
  stamina: number,
  minutes: number,
  factor: number,
  title: Text,
) =>
  quest(
    key,
    QuestType.SlayMonster,
    `monster.${monster}`,
    band,
    amount,
    stamina,
    minutes,
    factor,
    title,
    text(
      'Pokonaj {{amount}} × {{target}}.',
      'Defeat {{amount}} × {{target}}.',
      'Derrota a {{amount}} × {{target}}.',
      'Besiege {{amount}} × {{target}}.',
      'Vaincs {{amount}} × {{target}}.',
    ),
  );
const gather = (
  key: string,
  item: string,
  band: Band,
  amount: Amount,
  stamina: number,
  minutes: number,
  factor: number,
  title: Text,
) =>
  quest(
    key,
    QuestType.GetResources,
    `item.${item}`,
    band,
    amount,
    stamina,
    minutes,
    factor,
    title,
    text(
      'Przynieś {{amount}} × {{target}}.',
      'Bring {{amount}} × {{target}}.',
      'Trae {{amount}} × {{target}}.',
      'Beschaffe {{amount}} × {{target}}.',
      'Rapporte {{amount}} × {{target}}.',
    ),
  );

export const questTemplates: readonly QuestTemplate[] = [
  slay(
    'rat-plague',
    'giant-rat',
    [1, 4],
    [3, 5],
    5,
    15,
    1,
    text('Szczurza plaga', 'Rat plague', 'Plaga de ratas', 'Rattenplage', 'Invasion de rats'),
  ),
  slay(
    'slime-cleanup',
    'green-slime',
    [1, 5],
    [3, 5],
    5,
    15,
    1,
    text('Sprzątanie glutów', 'Slime clean-up', 'Limpieza de limos', 'Schleimputz', 'Nettoyage de gelées'),
  ),
  slay(
    'web-cutter',
    'forest-spider',
    [2, 7],
    [3, 6],
    6,
    20,
    1.1,
    text('Przecinacz pajęczyn', 'Web cutter', 'Cortatelarañas', 'Netzschneider', 'Coupe-toiles'),
  ),
  slay(
    'wolf-hunt',
    'grey-wolf',
    [5, 11],
    [3, 6],
    8,
    25,
    1.2,
    text('Polowanie na wilki', 'Wolf hunt', 'Caza de lobos', 'Wolfsjagd', 'Chasse aux loups'),
  ),
  slay(
    'boar-trouble',
    'wild-boar',
    [6, 12],
    [2, 5],
    8,
    25,
    1.2,
    text(
      'Kłopot z dzikami',
      'Boar trouble',
      'Problemas con jabalíes',
      'Ärger mit Wildschweinen',
      'Des sangliers en trop',
    ),
  ),
  slay(
    'goblin-raid',
    'goblin',
    [7, 13],
    [3, 6],
    10,
    30,
    1.3,
    text('Najazd goblinów', 'Goblin raid', 'Incursión goblin', 'Goblinüberfall', 'Raid de gobelins'),
  ),
  slay(
    'restless-bones',
    'skeleton-warrior',
    [10, 16],
    [2, 5],
    10,
    30,
    1.3,
    text('Niespokojne kości', 'Restless bones', 'Huesos inquietos', 'Ruhelose Knochen', 'Os sans repos'),
  ),
  slay(
    'bandit-bounty',
    'bandit',
    [11, 18],
    [2, 5],
    12,
    35,
    1.4,
    text(
      'Nagroda za zbójców',
      'Bandit bounty',
      'Recompensa por bandidos',
      'Kopfgeld auf Räuber',
      'Prime sur les brigands',
    ),
  ),
  slay(
    'wraith-banishing',
    'wraith',
    [14, 20],
    [2, 4],
    12,
    40,
    1.5,
    text('Wygnanie upiorów', 'Banishing wraiths', 'Destierro de espectros', 'Schemenbann', 'Bannir les spectres'),
  ),
  slay(
    'orc-warband',
    'orc-brute',
    [17, 24],
    [2, 5],
    14,
    45,
    1.5,
    text('Orkowa banda', 'Orc warband', 'Banda de orcos', 'Ork-Kriegshorde', 'Bande orque'),
  ),
  slay(
    'golem-breaker',
    'stone-golem',
    [20, 27],
    [2, 4],
    15,
    50,
    1.6,
    text('Kruszyciel golemów', 'Golem breaker', 'Rompególems', 'Golembrecher', 'Briseur de golems'),
  ),
  slay(
    'burning-ooze',
    'magma-slime',
    [24, 30],
    [2, 4],
    16,
    55,
    1.7,
    text('Płonąca maź', 'Burning ooze', 'Cieno ardiente', 'Brennender Schlamm', 'Vase brûlante'),
  ),
  gather(
    'firewood',
    'wood-log',
    [1, 6],
    [3, 6],
    4,
    15,
    0.9,
    text('Drewno na opał', 'Firewood', 'Leña', 'Feuerholz', 'Bois de chauffage'),
  ),
  gather(
    'herbal-remedy',
    'healing-herb',
    [1, 8],
    [3, 6],
    4,
    20,
    1,
    text('Ziołowy lek', 'Herbal remedy', 'Remedio de hierbas', 'Kräuterarznei', 'Remède aux herbes'),
  ),
  gather(
    'mushroom-picking',
    'mushroom',
    [2, 9],
    [4, 8],
    5,
    20,
    1,
    text('Grzybobranie', 'Mushroom picking', 'Recogida de setas', 'Pilze sammeln', 'Cueillette de champignons'),
  ),
  gather(
    'warm-pelts',
    'wolf-pelt',
    [6, 14],
    [2, 4],
    8,
    30,
    1.2,
    text('Ciepłe futra', 'Warm pelts', 'Pieles cálidas', 'Warme Felle', 'Fourrures chaudes'),
  ),
  gather(
    'smiths-order',
    'iron-ore',
    [8, 20],
    [3, 6],
    10,
    35,
    1.3,
    text('Zamówienie kowala', "Smith's order", 'Encargo del herrero', 'Auftrag des Schmieds', 'Commande du forgeron'),
  ),
  gather(
    'gold-rush',
    'gold-ore',
    [15, 30],
    [2, 4],
    14,
    45,
    1.6,
    text('Gorączka złota', 'Gold rush', 'Fiebre del oro', 'Goldrausch', "Ruée vers l'or"),
  ),
  gather(
    'crystal-resonance',
    'crystal',
    [20, 40],
    [2, 3],
    16,
    50,
    1.8,
    text(
      'Rezonans kryształów',
      'Crystal resonance',
      'Resonancia de cristales',
      'Kristallresonanz',
      'Résonance des cristaux',
    ),
  ),
];
