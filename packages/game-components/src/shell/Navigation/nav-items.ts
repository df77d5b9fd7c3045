/** Every destination of the navigation (signed out, the signed-in sections and the phone drawer's extra). */
export const navItemIds = [
  'home',
  'login',
  'register',
  'myCharacter',
  'myCharacterMobile',
  'equipment',
  'skills',
  'stats',
  'locations',
  'battle',
  'arena',
  'quests',
  'adventures',
  'shop',
  'premiumShop',
  'ranking',
] as const;

export type NavItemId = (typeof navItemIds)[number];

/** The links of the signed-out header, in the spec's order. */
export const signedOutNavItemIds = ['home', 'login', 'register'] as const satisfies readonly NavItemId[];

/** The signed-in navigation's sections (game-rules.md, "Navigation"). */
export const navSectionIds = ['character', 'world', 'trade', 'ranking'] as const;
export type NavSectionId = (typeof navSectionIds)[number];

/** A section of the signed-in navigation: a menu of its links, or (one link) the link itself. */
export interface NavSection {
  id: NavSectionId;
  items: readonly NavItemId[];
}

/**
 * The signed-in navigation of wide screens: every top-level section of the game in four groups,
 * each link at most two clicks away (open the group, choose the link).
 */
export const gameNavSections: readonly NavSection[] = [
  { id: 'character', items: ['myCharacter', 'equipment', 'skills', 'stats'] },
  { id: 'world', items: ['locations', 'battle', 'arena', 'quests', 'adventures'] },
  { id: 'trade', items: ['shop', 'premiumShop'] },
  { id: 'ranking', items: ['ranking'] },
];

/** The phone drawer: the same sections, with the phone variant of the character (`/my-character/mobile`) too. */
export const drawerNavSections: readonly NavSection[] = gameNavSections.map((section) =>
  section.id === 'character'
    ? { ...section, items: ['myCharacter', 'myCharacterMobile', 'equipment', 'skills', 'stats'] }
    : section,
);

/** Every link of the signed-in navigation of wide screens, in order (the twelve sections of the rule). */
export const signedInNavItemIds: readonly NavItemId[] = gameNavSections.flatMap((section) => section.items);

/** Every link of the phone drawer, in order. */
export const drawerNavItemIds: readonly NavItemId[] = drawerNavSections.flatMap((section) => section.items);

/**
 * Which of `hrefs` the current location belongs to: the one it equals, else the longest one it lies
 * under (`/my-character/change-outfit` belongs to `/my-character`), so a sub-page marks its section.
 */
export const currentHrefAmong = (hrefs: readonly string[], currentHref: string | undefined): string | undefined => {
  if (currentHref === undefined) return undefined;
  const path = currentHref.split(/[?#]/, 1)[0] || currentHref;
  if (hrefs.includes(currentHref)) return currentHref;
  if (hrefs.includes(path)) return path;
  return hrefs
    .filter((href) => href !== '/' && path.startsWith(`${href.replace(/\/$/, '')}/`))
    .sort((a, b) => b.length - a.length)[0];
};
