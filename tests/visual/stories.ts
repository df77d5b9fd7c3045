import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * One screenshot per story of the built Storybook, generated from its index.json
 * (never a hand-written list), at the desktop and phone widths of the projects.
 */
export type Theme = 'game' | 'light';
export type Width = 'desktop' | 'phone';
type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] };
/** The built Storybook shot: storybook-static, or VISUAL_STORYBOOK_DIR's (as the config's static server serves). */
const storybookDir = resolve(
  new URL('.', import.meta.url).pathname,
  process.env.VISUAL_STORYBOOK_DIR ?? '../../storybook-static',
);
const index = JSON.parse(readFileSync(resolve(storybookDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const everyStory = Object.values(index.entries).filter((entry) => entry.type === 'story');
export const allStories = everyStory.filter((entry) => !entry.tags?.includes('no-visual'));
/** The stories without a picture (`no-visual`, each with its reason): still played and checked by axe. */
export const unshotStories = everyStory.filter((entry) => entry.tags?.includes('no-visual'));

/**
 * The width a story is drawn for, where its globals name one (scripts/story-viewports.mjs writes it after the
 * build): such a story is shot at that width only, since at the other one it draws what a sibling story does.
 */
const viewportsFile = resolve(storybookDir, 'story-viewports.json');
const storyViewports = (() => {
  try {
    return JSON.parse(readFileSync(viewportsFile, 'utf8')) as Record<string, string>;
  } catch {
    throw new Error('storybook-static/story-viewports.json is missing: run the suite with `npm run test:visual`');
  }
})();
const shotAt = (entry: IndexEntry, width: Width) => {
  const named = storyViewports[entry.id];
  if (named === 'tablet') return width === 'desktop';
  return named === undefined || named === width;
};

/**
 * A story drawn for a tablet is shot by the desktop project at the tablet's size (preview.tsx's `tablet`, 768 x 1024):
 * at 1280 px or 390 px it would draw another layout, and its play function checks the tablet's.
 */
export const tabletViewport = { width: 768, height: 1024 };
export const drawnForTablet = (storyId: string) => storyViewports[storyId] === 'tablet';

/**
 * The light theme is a player's choice (Settings), so it is proven where it matters: every design-system
 * primitive at desktop width and each one's stories drawn for a phone (the drawer, a toast, a dialog on a phone),
 * and every whole screen at desktop width. The light theme changes colours, never layout: a phone layout is proven
 * in the game theme, and the light colours on the primitives and the desktop screens. (The phone-drawn screens
 * were shot in the light theme too, 3.4 MB of pictures that proved no colour the desktop screens do not; they
 * went when the store had to come back under 60 MB. Every other primitive story was shot in the light theme at
 * phone width too, 194 shots of a layout the game theme proves in colours the desktop proves; they went when
 * `npm test` had to come under 30 min.) The components inside screens are shot in the game theme on their own.
 */
const inLightTheme = (entry: IndexEntry, width: Width) => {
  if (entry.id.startsWith('design-system-')) return width === 'desktop' || storyViewports[entry.id] === 'phone';
  // A screen is a component folder named *Screen, its stories titled Game/<Area>/<Folder>.
  const screen = entry.title.endsWith('Screen');
  return screen && width === 'desktop';
};

/** The stories a project shoots, in its theme and at its width. */
export const storiesToShoot = (theme: Theme, width: Width) =>
  allStories.filter((entry) => shotAt(entry, width) && (theme === 'game' || inLightTheme(entry, width)));

/** The baselines' keys (`<project>/<story id>`) of every screenshot the suite takes. */
export const expectedKeys = () =>
  (
    [
      ['desktop', 'game', 'desktop'],
      ['phone', 'game', 'phone'],
      ['desktop-light', 'light', 'desktop'],
      ['phone-light', 'light', 'phone'],
    ] as const
  ).flatMap(([project, theme, width]) => storiesToShoot(theme, width).map((story) => `${project}/${story.id}`));
