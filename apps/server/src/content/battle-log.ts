import { type Text, text } from './text.ts';

/**
 * The battle log's line templates. Placeholders: {{attacker}} (who acts),
 * {{defender}} (who is acted on), {{amount}} (damage or health), {{skill}} (skill name).
 * win / loss / draw speak of the fight's attacker (the player).
 */
export const battleLogTemplates = {
  hit: text(
    '{{attacker}} trafia, {{defender}} traci {{amount}} pkt zdrowia.',
    '{{attacker}} hits {{defender}} for {{amount}} damage.',
    '{{attacker}} golpea a {{defender}} y causa {{amount}} de daño.',
    '{{attacker}} trifft – {{defender}} erleidet {{amount}} Schaden.',
    '{{attacker}} frappe {{defender}} et inflige {{amount}} dégâts.',
  ),
  crit: text(
    'Cios krytyczny! {{attacker}} trafia, {{defender}} traci {{amount}} pkt zdrowia.',
    'Critical hit! {{attacker}} deals {{amount}} damage to {{defender}}.',
    '¡Golpe crítico! {{attacker}} causa {{amount}} de daño a {{defender}}.',
    'Kritischer Treffer! {{attacker}} trifft – {{defender}} erleidet {{amount}} Schaden.',
    'Coup critique ! {{attacker}} inflige {{amount}} dégâts à {{defender}}.',
  ),
  miss: text(
    '{{attacker}} chybia.',
    '{{attacker}} misses.',
    '{{attacker}} falla el golpe.',
    '{{attacker}} verfehlt.',
    '{{attacker}} rate son coup.',
  ),
  dodge: text(
    '{{attacker}} atakuje, ale {{defender}} robi unik.',
    '{{defender}} dodges the blow of {{attacker}}.',
    '{{defender}} esquiva el golpe de {{attacker}}.',
    '{{attacker}} greift an, doch {{defender}} weicht aus.',
    '{{defender}} esquive le coup de {{attacker}}.',
  ),
  block: text(
    '{{defender}} blokuje cios tarczą.',
    '{{defender}} blocks the blow with a shield.',
    '{{defender}} bloquea el golpe con el escudo.',
    '{{defender}} blockt den Hieb mit dem Schild.',
    '{{defender}} pare le coup avec son bouclier.',
  ),
  skill: text(
    '{{attacker}} używa umiejętności {{skill}}, {{defender}} traci {{amount}} pkt zdrowia.',
    '{{attacker}} uses {{skill}} and deals {{amount}} damage to {{defender}}.',
    '{{attacker}} usa {{skill}} y causa {{amount}} de daño a {{defender}}.',
    '{{attacker}} wendet eine Fertigkeit an ({{skill}}) – {{defender}} erleidet {{amount}} Schaden.',
    '{{attacker}} utilise {{skill}} et inflige {{amount}} dégâts à {{defender}}.',
  ),
  guard: text(
    '{{defender}} używa umiejętności {{skill}} i traci tylko {{amount}} pkt zdrowia.',
    '{{defender}} uses {{skill}} and takes only {{amount}} damage.',
    '{{defender}} usa {{skill}} y solo recibe {{amount}} de daño.',
    '{{defender}} wendet eine Fertigkeit an ({{skill}}) und erleidet nur {{amount}} Schaden.',
    '{{defender}} utilise {{skill}} et ne subit que {{amount}} dégâts.',
  ),
  heal: text(
    '{{attacker}} używa umiejętności {{skill}} i odzyskuje {{amount}} pkt zdrowia.',
    '{{attacker}} uses {{skill}} and recovers {{amount}} health.',
    '{{attacker}} usa {{skill}} y recupera {{amount}} de salud.',
    '{{attacker}} wendet eine Fertigkeit an ({{skill}}) und gewinnt {{amount}} Lebenspunkte zurück.',
    '{{attacker}} utilise {{skill}} et récupère {{amount}} points de santé.',
  ),
  lifesteal: text(
    '{{attacker}} wysysa {{amount}} pkt zdrowia.',
    '{{attacker}} drains {{amount}} health.',
    '{{attacker}} absorbe {{amount}} de salud.',
    '{{attacker}} entzieht {{amount}} Lebenspunkte.',
    '{{attacker}} draine {{amount}} points de santé.',
  ),
  win: text(
    'Zwycięstwo! {{attacker}} pokonuje przeciwnika: {{defender}}.',
    '{{attacker}} wins the fight against {{defender}}!',
    '¡{{attacker}} gana el combate contra {{defender}}!',
    'Sieg für {{attacker}}! {{defender}} ist besiegt.',
    '{{attacker}} remporte le combat contre {{defender}} !',
  ),
  loss: text(
    'Porażka! {{attacker}} ulega przeciwnikowi: {{defender}}.',
    '{{attacker}} loses the fight against {{defender}}.',
    '{{attacker}} pierde el combate contra {{defender}}.',
    'Niederlage für {{attacker}}! {{defender}} hat gewonnen.',
    '{{attacker}} perd le combat contre {{defender}}.',
  ),
  draw: text(
    'Po 30 rundach walka kończy się remisem: {{attacker}} – {{defender}}.',
    'After 30 rounds the fight of {{attacker}} against {{defender}} ends in a draw.',
    'Tras 30 rondas, el combate de {{attacker}} contra {{defender}} termina en empate.',
    'Nach 30 Runden endet der Kampf unentschieden: {{attacker}} gegen {{defender}}.',
    'Après 30 manches, le combat de {{attacker}} contre {{defender}} se termine par un match nul.',
  ),
} as const satisfies Record<string, Text>;

export type BattleLogKind = keyof typeof battleLogTemplates;

/** Fixed words of the danger level a monster or arena card shows (DangerLevel order). */
export const dangerLevelWords: readonly Text[] = [
  text('łatwy', 'easy', 'fácil', 'leicht', 'facile'),
  text('wyrównany', 'fair', 'equilibrado', 'ebenbürtig', 'équilibré'),
  text('trudny', 'hard', 'difícil', 'schwer', 'difficile'),
  text('śmiertelny', 'deadly', 'mortal', 'tödlich', 'mortel'),
];

/** Words the server puts in replies: skill slot types (SkillSlotType order), premium time. */
export const skillSlotWords: readonly Text[] = [
  text('Atak', 'Offence', 'Ataque', 'Angriff', 'Attaque'),
  text('Obrona', 'Defence', 'Defensa', 'Verteidigung', 'Défense'),
  text('Wsparcie', 'Utility', 'Apoyo', 'Unterstützung', 'Soutien'),
];
export const premiumTimeName: Text = text(
  'Czas premium, 7 dni',
  'Premium time, 7 days',
  'Tiempo prémium, 7 días',
  'Premiumzeit, 7 Tage',
  'Temps premium, 7 jours',
);
