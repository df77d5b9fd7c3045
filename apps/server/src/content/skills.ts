import { SkillSlotType } from '@rpg/contracts';
import { type ImagePath, type SkillId, skills as skillArt } from '@rpg/game-assets';
import { type Text, text } from './text.ts';

/** What a skill does when it fires in battle (rules/battle.ts). Percentages are whole numbers. */
export type SkillEffect = {
  /** Offense: extra damage, percent of the hit. */
  readonly bonusDamagePercent: number;
  /** Offense: extra flat damage. */
  readonly bonusDamage: number;
  /** Defensive: less damage taken from the hit, percent. */
  readonly damageReductionPercent: number;
  /** Heal, percent of max health (utility; some defensive skills too). */
  readonly healPercent: number;
};

export type SkillDefinition = {
  readonly id: string;
  readonly num: number;
  readonly name: Text;
  readonly description: Text;
  readonly slot: SkillSlotType;
  readonly level: number;
  /** Learn price in base currency (forgetting refunds half, rules/skills.ts). */
  readonly price: number;
  /** Rounds between two uses (it is ready in the first round). */
  readonly cooldown: number;
  readonly effect: SkillEffect;
  readonly image: ImagePath;
};

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const none: SkillEffect = { bonusDamagePercent: 0, bonusDamage: 0, damageReductionPercent: 0, healPercent: 0 };
let nextNum = 1;
const skill = (
  art: SkillId,
  slot: SkillSlotType,
  level: number,
  price: number,
  cooldown: number,
  effect: Partial<SkillEffect>,
  name: Text,
  description: Text,
): SkillDefinition => ({
  id: `skill.${kebab(art)}`,
  num: nextNum++,
  name,
  description,
  slot,
  level,
  price,
  cooldown,
  effect: { ...none, ...effect },
  image: skillArt[art].path,
});

const { Offense, Defensive, Utility } = SkillSlotType;

export const skillDefinitions: readonly SkillDefinition[] = [
  skill(
    'powerStrike',
    Offense,
    1,
    50,
    3,
    { bonusDamagePercent: 50 },
    text('Potężne uderzenie', 'Power strike', 'Golpe poderoso', 'Wuchtschlag', 'Frappe puissante'),
    text(
      'Cios z całej siły: +50% obrażeń.',
      'A blow with all your might: +50% damage.',
      'Un golpe con todas tus fuerzas: +50% de daño.',
      'Ein Schlag mit aller Kraft: +50% Schaden.',
      'Un coup de toutes tes forces : +50 % de dégâts.',
    ),
  ),
  skill(
    'fireball',
    Offense,
    5,
    200,
    4,
    { bonusDamagePercent: 40, bonusDamage: 6 },
    text('Kula ognia', 'Fireball', 'Bola de fuego', 'Feuerball', 'Boule de feu'),
    text(
      'Ciska kulę ognia: +40% obrażeń i 6 obrażeń od ognia.',
      'Hurls a ball of fire: +40% damage and 6 fire damage.',
      'Lanza una bola de fuego: +40% de daño y 6 de daño de fuego.',
      'Schleudert einen Feuerball: +40% Schaden und 6 Feuerschaden.',
      'Lance une boule de feu : +40 % de dégâts et 6 dégâts de feu.',
    ),
  ),
  skill(
    'poisonBlade',
    Offense,
    8,
    350,
    2,
    { bonusDamagePercent: 30 },
    text('Zatrute ostrze', 'Poison blade', 'Hoja envenenada', 'Giftklinge', 'Lame empoisonnée'),
    text(
      'Ostrze nasączone trucizną: +30% obrażeń co drugą rundę.',
      'A blade soaked in poison: +30% damage every other round.',
      'Una hoja empapada en veneno: +30% de daño cada dos rondas.',
      'Eine in Gift getränkte Klinge: +30% Schaden jede zweite Runde.',
      'Une lame trempée dans le poison : +30 % de dégâts un tour sur deux.',
    ),
  ),
  skill(
    'frostBolt',
    Offense,
    12,
    600,
    4,
    { bonusDamagePercent: 80 },
    text('Lodowy pocisk', 'Frost bolt', 'Descarga de escarcha', 'Frostblitz', 'Éclair de givre'),
    text(
      'Mroźny pocisk przeszywa wroga: +80% obrażeń.',
      'An icy bolt pierces the foe: +80% damage.',
      'Un proyectil helado atraviesa al enemigo: +80% de daño.',
      'Ein eisiges Geschoss durchbohrt den Feind: +80% Schaden.',
      "Un trait glacé transperce l'ennemi : +80 % de dégâts.",
    ),
  ),
  skill(
    'crushingBlow',
    Offense,
    18,
    1000,
    5,
    { bonusDamagePercent: 120 },
    text('Miażdżący cios', 'Crushing blow', 'Golpe aplastante', 'Zermalmender Hieb', 'Coup écrasant'),
    text(
      'Cios, który kruszy pancerze: +120% obrażeń.',
      'A blow that shatters armour: +120% damage.',
      'Un golpe que destroza armaduras: +120% de daño.',
      'Ein Hieb, der Rüstungen zerschmettert: +120% Schaden.',
      'Un coup qui brise les armures : +120 % de dégâts.',
    ),
  ),
  skill(
    'parry',
    Defensive,
    2,
    80,
    3,
    { damageReductionPercent: 50 },
    text('Parowanie', 'Parry', 'Parada', 'Parade', 'Parade'),
    text(
      'Odbija cios: otrzymujesz o połowę mniej obrażeń.',
      'Deflects a blow: you take half the damage.',
      'Desvía un golpe: recibes la mitad del daño.',
      'Lenkt einen Hieb ab: du erleidest nur halben Schaden.',
      'Détourne un coup : tu subis moitié moins de dégâts.',
    ),
  ),
  skill(
    'shieldWall',
    Defensive,
    6,
    250,
    4,
    { damageReductionPercent: 60 },
    text('Mur tarcz', 'Shield wall', 'Muro de escudos', 'Schildwall', 'Mur de boucliers'),
    text(
      'Chowasz się za tarczą: -60% otrzymanych obrażeń.',
      'You hide behind your shield: -60% damage taken.',
      'Te escondes tras el escudo: -60% de daño recibido.',
      'Du verschanzt dich hinter dem Schild: -60% erlittener Schaden.',
      'Tu t’abrites derrière le bouclier : -60 % de dégâts subis.',
    ),
  ),
  skill(
    'ironSkin',
    Defensive,
    10,
    450,
    2,
    { damageReductionPercent: 40 },
    text('Żelazna skóra', 'Iron skin', 'Piel de hierro', 'Eisenhaut', 'Peau de fer'),
    text(
      'Skóra twardnieje jak żelazo: -40% obrażeń co drugą rundę.',
      'Your skin hardens like iron: -40% damage every other round.',
      'Tu piel se endurece como el hierro: -40% de daño cada dos rondas.',
      'Deine Haut wird hart wie Eisen: -40% Schaden jede zweite Runde.',
      'Ta peau durcit comme le fer : -40 % de dégâts un tour sur deux.',
    ),
  ),
  skill(
    'heal',
    Defensive,
    14,
    700,
    4,
    { damageReductionPercent: 30, healPercent: 10 },
    text('Uzdrowienie', 'Heal', 'Curación', 'Heilung', 'Soin'),
    text(
      'Łagodzi cios i leczy rany: -30% obrażeń i 10% zdrowia.',
      'Softens a blow and mends wounds: -30% damage and 10% health.',
      'Amortigua un golpe y cura heridas: -30% de daño y 10% de salud.',
      'Dämpft einen Hieb und heilt Wunden: -30% Schaden und 10% Lebenspunkte.',
      'Amortit un coup et soigne les blessures : -30 % de dégâts et 10 % de santé.',
    ),
  ),
  skill(
    'holyWard',
    Defensive,
    20,
    1200,
    4,
    { damageReductionPercent: 75 },
    text('Święta osłona', 'Holy ward', 'Égida sagrada', 'Heiliger Schutz', 'Protection sacrée'),
    text(
      'Święte światło osłania cię: -75% otrzymanych obrażeń.',
      'Holy light shields you: -75% damage taken.',
      'La luz sagrada te protege: -75% de daño recibido.',
      'Heiliges Licht schützt dich: -75% erlittener Schaden.',
      'La lumière sacrée te protège : -75 % de dégâts subis.',
    ),
  ),
  skill(
    'focus',
    Utility,
    1,
    60,
    4,
    { healPercent: 8 },
    text('Skupienie', 'Focus', 'Concentración', 'Fokus', 'Concentration'),
    text(
      'Chwila skupienia przywraca 8% zdrowia.',
      'A moment of focus restores 8% of health.',
      'Un momento de concentración restaura el 8% de la salud.',
      'Ein Moment der Sammlung stellt 8% der Lebenspunkte wieder her.',
      'Un instant de concentration rend 8 % de la santé.',
    ),
  ),
  skill(
    'haste',
    Utility,
    4,
    150,
    2,
    { healPercent: 5 },
    text('Pośpiech', 'Haste', 'Celeridad', 'Eile', 'Hâte'),
    text(
      'Szybki oddech między ciosami: 5% zdrowia co drugą rundę.',
      'A quick breath between blows: 5% health every other round.',
      'Un respiro rápido entre golpes: 5% de salud cada dos rondas.',
      'Ein schneller Atemzug zwischen den Hieben: 5% Lebenspunkte jede zweite Runde.',
      'Une brève respiration entre les coups : 5 % de santé un tour sur deux.',
    ),
  ),
  skill(
    'vampirism',
    Utility,
    9,
    400,
    4,
    { healPercent: 12 },
    text('Wampiryzm', 'Vampirism', 'Vampirismo', 'Vampirismus', 'Vampirisme'),
    text(
      'Wysysa siły życiowe: leczy 12% zdrowia plus wampiryzm.',
      'Drains life force: heals 12% of health plus vampirism.',
      'Drena la fuerza vital: cura el 12% de la salud más el vampirismo.',
      'Saugt Lebenskraft ab: heilt 12% Lebenspunkte plus Vampirismus.',
      'Draine la force vitale : soigne 12 % de la santé plus le vampirisme.',
    ),
  ),
  skill(
    'stealth',
    Utility,
    15,
    800,
    5,
    { healPercent: 15 },
    text('Ukrycie', 'Stealth', 'Sigilo', 'Tarnung', 'Furtivité'),
    text(
      'Znikasz w cieniu i łapiesz oddech: 15% zdrowia.',
      'You vanish into the shadows and catch your breath: 15% health.',
      'Desapareces en las sombras y recuperas el aliento: 15% de salud.',
      'Du verschwindest im Schatten und kommst zu Atem: 15% Lebenspunkte.',
      'Tu disparais dans l’ombre et reprends ton souffle : 15 % de santé.',
    ),
  ),
  skill(
    'luck',
    Utility,
    22,
    1300,
    5,
    { healPercent: 20 },
    text('Szczęście', 'Luck', 'Suerte', 'Glück', 'Chance'),
    text(
      'Los się uśmiecha: rany goją się o 20% zdrowia.',
      'Fortune smiles: wounds heal by 20% of health.',
      'La fortuna sonríe: las heridas sanan un 20% de la salud.',
      'Das Glück lächelt: Wunden heilen um 20% Lebenspunkte.',
      'La chance sourit : les blessures guérissent de 20 % de la santé.',
    ),
  ),
];

/** The skill a new character knows and has active (game-rules.md, Start). */
export const starterSkillId = 'skill.power-strike';
