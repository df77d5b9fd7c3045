import { type ImagePath, locations as locationArt } from '@rpg/game-assets';
import { type Text, text } from './text.ts';

/** A resource an adventure may bring back: chance in percent, amount between min and max. */
export type AdventureLoot = {
  readonly itemId: string;
  readonly chance: number;
  readonly min: number;
  readonly max: number;
};

/** A timed errand. Rewards are the basis at level 1; rules/adventures.ts scales them with the player's level. */
export type AdventureDefinition = {
  readonly id: string;
  readonly num: number;
  readonly name: Text;
  readonly description: Text;
  readonly image: ImagePath;
  /** Action points accepting it costs. */
  readonly requiredStamina: number;
  /** 1 to 30 minutes. */
  readonly durationMinutes: number;
  /** Offered from this character level on. */
  readonly minLevel: number;
  readonly gold: number;
  readonly xp: number;
  readonly loot: readonly AdventureLoot[];
};

let nextNum = 1;
const adventure = (
  key: string,
  image: ImagePath,
  [requiredStamina, durationMinutes, minLevel]: readonly [number, number, number],
  [gold, xp]: readonly [number, number],
  loot: readonly (readonly [item: string, chance: number, min: number, max: number])[],
  name: Text,
  description: Text,
): AdventureDefinition => ({
  id: `adventure.${key}`,
  num: nextNum++,
  name,
  description,
  image,
  requiredStamina,
  durationMinutes,
  minLevel,
  gold,
  xp,
  loot: loot.map(([item, chance, min, max]) => ({ itemId: `item.${item}`, chance, min, max })),
});

export const adventureDefinitions: readonly AdventureDefinition[] = [
  adventure(
    'errand-run',
    locationArt.town.path,
    [2, 1, 1],
    [8, 6],
    [['bread', 50, 1, 1]],
    text('Bieganie na posyłki', 'Errand run', 'Recados', 'Botengang', 'Course de commissions'),
    text(
      'Roznieś listy po grodzie i wróć po zapłatę.',
      'Deliver letters around town and come back for your pay.',
      'Reparte cartas por la villa y vuelve a por tu paga.',
      'Trage Briefe in der Stadt aus und hol dir deinen Lohn.',
      'Distribue des lettres en ville et reviens chercher ta paie.',
    ),
  ),
  adventure(
    'woodcutting',
    locationArt.forest.path,
    [4, 3, 1],
    [12, 10],
    [['wood-log', 100, 1, 3]],
    text('Wyrąb drewna', 'Woodcutting', 'Leñar', 'Holzfällen', 'Coupe de bois'),
    text(
      'Narąb drewna na skraju puszczy.',
      'Chop wood at the edge of the forest.',
      'Corta leña en el linde del bosque.',
      'Schlage Holz am Waldrand.',
      'Coupe du bois à l’orée de la forêt.',
    ),
  ),
  adventure(
    'herb-gathering',
    locationArt.forest.path,
    [5, 5, 1],
    [15, 14],
    [
      ['healing-herb', 100, 1, 3],
      ['mushroom', 50, 1, 2],
    ],
    text('Zbieranie ziół', 'Herb gathering', 'Recolección de hierbas', 'Kräutersammeln', 'Cueillette d’herbes'),
    text(
      'Szeptucha potrzebuje świeżych ziół z leśnych polan.',
      'The wise woman needs fresh herbs from the forest glades.',
      'La curandera necesita hierbas frescas de los claros del bosque.',
      'Die Kräuterfrau braucht frische Kräuter von den Waldlichtungen.',
      'La guérisseuse a besoin d’herbes fraîches des clairières.',
    ),
  ),
  adventure(
    'hunting-trip',
    locationArt.forest.path,
    [8, 8, 4],
    [25, 24],
    [
      ['leather-hide', 80, 1, 2],
      ['feather', 60, 1, 3],
    ],
    text('Wyprawa łowiecka', 'Hunting trip', 'Partida de caza', 'Jagdausflug', 'Partie de chasse'),
    text(
      'Zapoluj na zwierzynę i przynieś skóry oraz pióra.',
      'Hunt game and bring back hides and feathers.',
      'Caza presas y trae pieles y plumas.',
      'Jage Wild und bring Häute und Federn mit.',
      'Chasse le gibier et rapporte peaux et plumes.',
    ),
  ),
  adventure(
    'mine-shift',
    locationArt.mine.path,
    [10, 10, 6],
    [32, 30],
    [
      ['copper-ore', 80, 1, 3],
      ['iron-ore', 50, 1, 2],
    ],
    text('Zmiana w kopalni', 'Mine shift', 'Turno en la mina', 'Schicht in der Mine', 'Quart à la mine'),
    text(
      'Przepracuj zmianę w kopalni, zanim wrócą gobliny.',
      'Work a shift in the mine before the goblins come back.',
      'Trabaja un turno en la mina antes de que vuelvan los goblins.',
      'Arbeite eine Schicht in der Mine, bevor die Goblins zurückkehren.',
      'Fais un quart à la mine avant le retour des gobelins.',
    ),
  ),
  adventure(
    'swamp-fishing',
    locationArt.swamp.path,
    [12, 12, 9],
    [38, 36],
    [
      ['fish', 100, 1, 3],
      ['bone', 40, 1, 2],
    ],
    text('Połów na bagnach', 'Swamp fishing', 'Pesca en el pantano', 'Sumpfangeln', 'Pêche au marais'),
    text(
      'Łów ryby w mglistych rozlewiskach, uważając na zbójców.',
      'Fish in the misty backwaters while watching for bandits.',
      'Pesca en las aguas brumosas vigilando a los bandidos.',
      'Angle in den nebligen Altwassern und achte auf Räuber.',
      'Pêche dans les bras brumeux en guettant les brigands.',
    ),
  ),
  adventure(
    'caravan-escort',
    locationArt.mountains.path,
    [15, 18, 12],
    [60, 55],
    [
      ['iron-ore', 60, 1, 3],
      ['stamina-potion', 30, 1, 1],
    ],
    text('Eskorta karawany', 'Caravan escort', 'Escolta de caravana', 'Karawanengeleit', 'Escorte de caravane'),
    text(
      'Przeprowadź karawanę kupców przez górską przełęcz.',
      'Lead a merchant caravan across the mountain pass.',
      'Guía una caravana de mercaderes por el paso de montaña.',
      'Führe eine Händlerkarawane über den Bergpass.',
      'Conduis une caravane de marchands par le col.',
    ),
  ),
  adventure(
    'gold-prospecting',
    locationArt.mountains.path,
    [18, 22, 15],
    [75, 70],
    [
      ['gold-ore', 70, 1, 2],
      ['copper-ore', 60, 1, 3],
    ],
    text('Poszukiwanie złota', 'Gold prospecting', 'Búsqueda de oro', 'Goldsuche', 'Prospection d’or'),
    text(
      'Przeszukaj górskie potoki w poszukiwaniu złota.',
      'Search the mountain streams for gold.',
      'Busca oro en los arroyos de montaña.',
      'Durchsuche die Gebirgsbäche nach Gold.',
      'Fouille les torrents de montagne à la recherche d’or.',
    ),
  ),
  adventure(
    'ruin-expedition',
    locationArt.ruins.path,
    [22, 26, 20],
    [95, 90],
    [
      ['crystal', 60, 1, 2],
      ['bone', 60, 1, 3],
    ],
    text('Wyprawa do ruin', 'Ruin expedition', 'Expedición a las ruinas', 'Ruinenexpedition', 'Expédition aux ruines'),
    text(
      'Zbadaj zarośnięte ruiny i wynieś, co się da.',
      'Explore the overgrown ruins and carry out what you can.',
      'Explora las ruinas cubiertas de maleza y llévate lo que puedas.',
      'Erkunde die überwucherten Ruinen und nimm mit, was du kannst.',
      'Explore les ruines envahies et emporte ce que tu peux.',
    ),
  ),
  adventure(
    'castle-siege',
    locationArt.castle.path,
    [30, 30, 26],
    [130, 120],
    [
      ['crystal', 80, 1, 3],
      ['elixir', 30, 1, 1],
      ['gold-ore', 50, 1, 2],
    ],
    text('Oblężenie zamku', 'Castle siege', 'Asedio al castillo', 'Burgbelagerung', 'Siège du château'),
    text(
      'Dołącz do oblężenia twierdzy Czarnego Króla.',
      'Join the siege of the Black King’s fortress.',
      'Únete al asedio de la fortaleza del Rey Negro.',
      'Schließ dich der Belagerung der Festung des Schwarzen Königs an.',
      'Rejoins le siège de la forteresse du Roi noir.',
    ),
  ),
];
