import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { fontsUsed } from './fonts-used.ts';

/**
 * One screenshot per story of the built Storybook, generated from its index.json
 * (never a hand-written list), at the desktop and phone widths of the projects.
 */
type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] };
const index = JSON.parse(readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const allStories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);

/**
 * The width a story is drawn for, where its globals name one (scripts/story-viewports.mjs writes it after the
 * build): such a story is shot at that width only, since at the other one it draws what a sibling story does.
 */
type Width = 'desktop' | 'phone';
const viewportsFile = new URL('../../storybook-static/story-viewports.json', import.meta.url);
const storyViewports = (() => {
  try {
    return JSON.parse(readFileSync(viewportsFile, 'utf8')) as Record<string, string>;
  } catch {
    throw new Error('storybook-static/story-viewports.json is missing: run the suite with `npm run test:visual`');
  }
})();
const shotAt = (entry: IndexEntry, width: Width) => {
  const named = storyViewports[entry.id];
  return named === undefined || named === 'tablet' || named === width;
};

/**
 * The light theme is a player's choice (Settings), so it is proven where it matters: every design-system
 * primitive and every whole screen. The components inside screens are shot in the game theme on their own.
 */
const inLightTheme = (entry: IndexEntry) =>
  entry.id.startsWith('design-system-') || entry.title.startsWith('Screens/') || entry.title.includes('/Screens/');

// One page per worker: a story switch costs a render, not a page load or a browser context.
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const page = await browser.newPage({ ...workerInfo.project.use });
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });

type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

/** The theme each worker's page was loaded in (a worker serves one project, so one theme). */
const loadedTheme = new WeakMap<Page, 'game' | 'light'>();

/**
 * Renders a story in the worker's page, as the Storybook manager does: over the preview's channel, which
 * unmounts the last story and mounts the next without a reload (a reload per story cost twice the time).
 * What a reload would have reset is reset first: the window's scroll (a fixed dialog's place in a
 * full-page shot depends on it), and every font face is loaded before the first story, so a story's
 * measurements never depend on which fonts an earlier story happened to load.
 */
async function showStory(page: Page, storyId: string, theme: 'game' | 'light') {
  if (loadedTheme.get(page) !== theme) {
    // axe already ran in the story tests: switch the a11y addon to manual here.
    // Warm up on another story: a switch to the story already shown would not render it again.
    const warmUp = allStories.find((entry) => entry.id !== storyId)?.id;
    await page.goto(`/iframe.html?id=${warmUp}&viewMode=story&globals=a11y.manual:!true;theme:${theme}`);
    await page.waitForFunction(() => (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__ !== undefined);
    await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined))));
    loadedTheme.set(page, theme);
  }
  await page.evaluate((id) => {
    const preview = window as unknown as PreviewWindow;
    window.scrollTo(0, 0);
    preview.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, storyId);
  await page.waitForFunction(
    (id) => {
      const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      if (render?.id !== id) return false;
      if (render.phase === 'errored') throw new Error('The story failed to render');
      return render.phase === 'finished' || render.phase === 'completed';
    },
    storyId,
    { timeout: 20_000 },
  );
}

/** Registers one screenshot test per story of the project's theme and width. */
export function screenshotStories(theme: 'game' | 'light', width: Width) {
  const stories = (theme === 'light' ? allStories.filter(inLightTheme) : allStories).filter((entry) =>
    shotAt(entry, width),
  );
  for (const story of stories) {
    test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
      await showStory(page, story.id, theme);
      await page.evaluate(async () => {
        // Lazy images below the fold would load (or not) depending on timing: load them all now.
        for (const image of document.images) image.loading = 'eager';
        await document.fonts.ready;
        await Promise.all(
          [...document.images].map((image) =>
            image.complete
              ? undefined
              : new Promise((resolve) => {
                  image.addEventListener('load', resolve, { once: true });
                  image.addEventListener('error', resolve, { once: true });
                }),
          ),
        );
      });
      if (theme === 'game') {
        // Every text is drawn in a font the project ships: a machine's own fonts differ between machines
        // (a light-theme shot draws the same texts, so the game theme's check covers it).
        const installed = [...(await fontsUsed(page)).values()].filter((font) => !font.isCustomFont);
        expect(
          installed.map((font) => `${font.familyName}: ${font.glyphCount} glyph(s) of "${font.sample}"`),
          'texts drawn in a font of the machine, not one the project ships',
        ).toEqual([]);
      }
      await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
    });
  }
}
