/** Every destination of the spec's navigation (signed out, signed in and the mobile drawer). */
export const navItemIds = [
  'home',
  'login',
  'register',
  'myCharacter',
  'arena',
  'battle',
  'shop',
  'locations',
  'premiumShop',
  'quests',
  'ranking',
  'equipment',
  'skills',
] as const;

export type NavItemId = (typeof navItemIds)[number];

/** The links of the signed-out header, in the spec's order. */
export const signedOutNavItemIds = ['home', 'login', 'register'] as const satisfies readonly NavItemId[];

/** The links of the signed-in header, in the spec's order. */
export const signedInNavItemIds = [
  'myCharacter',
  'arena',
  'battle',
  'shop',
  'locations',
  'premiumShop',
  'quests',
  'ranking',
] as const satisfies readonly NavItemId[];

/** The links of the mobile drawer, in the spec's order. */
export const mobileDrawerNavItemIds = [
  'myCharacter',
  'shop',
  'equipment',
  'skills',
  'battle',
  'locations',
  'quests',
] as const satisfies readonly NavItemId[];
