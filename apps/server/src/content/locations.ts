import { type ImagePath, type LocationId, locations as locationArt } from '@rpg/game-assets';
import { type Text, text } from './text.ts';

export type LocationDefinition = {
  readonly id: string;
  readonly num: number;
  readonly name: Text;
  readonly description: Text;
  readonly image: ImagePath;
  /** Action points travelling there costs. */
  readonly requiredStamina: number;
  /** The character levels it is meant for (its monsters' levels lie around this band). */
  readonly minLevel: number;
  readonly maxLevel: number;
};

let nextNum = 1;
const location = (
  art: LocationId,
  requiredStamina: number,
  minLevel: number,
  maxLevel: number,
  name: Text,
  description: Text,
): LocationDefinition => ({
  id: `location.${art}`,
  num: nextNum++,
  name,
  description,
  image: locationArt[art].path,
  requiredStamina,
  minLevel,
  maxLevel,
});

export const locationDefinitions: readonly LocationDefinition[] = [
  location(
    'town',
    2,
    1,
    5,
    text('Gród Wilczyn', 'Wilczyn Town', 'Villa de Wilczyn', 'Burg Wilczyn', 'Bourg de Wilczyn'),
    text(
      'Gwarny gród, w którego piwnicach roi się od szczurów.',
      'A bustling town whose cellars swarm with rats.',
      'Una villa bulliciosa cuyos sótanos rebosan de ratas.',
      'Eine geschäftige Burgstadt, in deren Kellern es von Ratten wimmelt.',
      'Un bourg animé dont les caves grouillent de rats.',
    ),
  ),
  location(
    'forest',
    4,
    3,
    9,
    text('Mroczna Puszcza', 'Dark Forest', 'Bosque Oscuro', 'Finsterwald', 'Forêt sombre'),
    text(
      'Gęsty las pełen pająków, wilków i dzików.',
      'A dense forest full of spiders, wolves and boars.',
      'Un bosque espeso lleno de arañas, lobos y jabalíes.',
      'Ein dichter Wald voller Spinnen, Wölfe und Wildschweine.',
      'Une forêt dense pleine d’araignées, de loups et de sangliers.',
    ),
  ),
  location(
    'mine',
    6,
    7,
    13,
    text('Opuszczona kopalnia', 'Abandoned Mine', 'Mina abandonada', 'Verlassene Mine', 'Mine abandonnée'),
    text(
      'Stare sztolnie, w których gobliny szukają złota.',
      'Old tunnels where goblins dig for gold.',
      'Viejos túneles donde los goblins buscan oro.',
      'Alte Stollen, in denen Goblins nach Gold graben.',
      'De vieilles galeries où les gobelins cherchent de l’or.',
    ),
  ),
  location(
    'swamp',
    8,
    10,
    17,
    text('Trzęsawisko', 'Misty Swamp', 'Pantano Brumoso', 'Nebelsumpf', 'Marais brumeux'),
    text(
      'Mgliste bagna, gdzie zbójcy kryją się przed prawem.',
      'Misty marshes where outlaws hide from the law.',
      'Ciénagas brumosas donde los forajidos se esconden de la ley.',
      'Nebelige Sümpfe, in denen sich Gesetzlose verstecken.',
      'Des marécages brumeux où les hors-la-loi se cachent.',
    ),
  ),
  location(
    'mountains',
    10,
    16,
    26,
    text('Smocze Góry', 'Dragon Mountains', 'Montañas del Dragón', 'Drachenberge', 'Monts du Dragon'),
    text(
      'Ośnieżone szczyty, na których polują orkowie i straszne wilki.',
      'Snowy peaks where orcs and dire wolves hunt.',
      'Cumbres nevadas donde cazan orcos y lobos terribles.',
      'Verschneite Gipfel, auf denen Orks und Schreckenswölfe jagen.',
      'Des sommets enneigés où chassent orques et loups terribles.',
    ),
  ),
  location(
    'ruins',
    12,
    22,
    32,
    text(
      'Ruiny Starego Kręgu',
      'Ruins of the Old Circle',
      'Ruinas del Viejo Círculo',
      'Ruinen des Alten Kreises',
      'Ruines du Vieux Cercle',
    ),
    text(
      'Zarośnięte ruiny, w których budzą się pradawne moce.',
      'Overgrown ruins where ancient powers awaken.',
      'Ruinas cubiertas de maleza donde despiertan poderes antiguos.',
      'Überwucherte Ruinen, in denen uralte Mächte erwachen.',
      'Des ruines envahies où s’éveillent des puissances anciennes.',
    ),
  ),
  location(
    'castle',
    15,
    28,
    40,
    text(
      'Zamek Czarnego Króla',
      'Castle of the Black King',
      'Castillo del Rey Negro',
      'Burg des Schwarzen Königs',
      'Château du Roi noir',
    ),
    text(
      'Przeklęta twierdza, w której czekają smoki i licz.',
      'A cursed fortress where dragons and a lich lie in wait.',
      'Una fortaleza maldita donde acechan dragones y un liche.',
      'Eine verfluchte Festung, in der Drachen und ein Lich lauern.',
      'Une forteresse maudite où guettent dragons et liche.',
    ),
  ),
];

/** Where a new character starts. */
export const startLocationId = 'location.town';
