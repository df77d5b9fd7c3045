/**
 * Where the game's links lead, by name: the library never writes a path. The host app turns a
 * destination into its href with the `hrefOf` it gives GameLinkProvider (its one table of paths).
 */
export const gamePages = [
  'home',
  'login',
  'register',
  'createCharacter',
  'myCharacter',
  'myCharacterMobile',
  'changeOutfit',
  'changeName',
  'skills',
  'stats',
  'equipment',
  'shop',
  'premiumShop',
  'premiumHistory',
  'buyPremiumPoints',
  'locations',
  'battle',
  'arena',
  'quests',
  'adventures',
  'ranking',
  'devGameItems',
  'devOutfitItems',
  'devToken',
] as const;
export type GamePage = (typeof gamePages)[number];

/** Pages of one thing, named by its id: a vendor, a fight's result, a player, a stored battle's replay. */
export const gamePagesWithId = ['vendor', 'fight', 'character', 'battleReplay'] as const;
export type GamePageWithId = (typeof gamePagesWithId)[number];

export type GameDestination = { page: GamePage } | { page: GamePageWithId; id: number };

/** The host's table: a destination's href. */
export type HrefOf = (to: GameDestination) => string;

/**
 * Without a host (Storybook, tests) a destination becomes a fragment naming it, e.g. `#vendor/18`:
 * clearly not a path of the product, so a story can show which destination a link names.
 */
export const fragmentHrefOf: HrefOf = (to) => `#${to.page}${'id' in to ? `/${to.id}` : ''}`;
