import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

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
 * The light theme is a player's choice (Settings), so it is proven where it matters: every design-system
 * primitive and every whole screen. The components inside screens are shot in the game theme on their own.
 */
const inLightTheme = (entry: IndexEntry) =>
  entry.id.startsWith('design-system-') || entry.title.startsWith('Screens/') || entry.title.includes('/Screens/');

// One page per worker: a story switch costs a navigation, not a browser context.
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

/** Registers one screenshot test per story of the project's theme. */
export function screenshotStories(theme: 'game' | 'light') {
  const stories = theme === 'light' ? allStories.filter(inLightTheme) : allStories;
  for (const story of stories) {
    test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
      // axe already ran in the story tests: switch the a11y addon to manual here.
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true;theme:${theme}`);
      await page.waitForFunction(
        () => {
          const phase = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
            .__STORYBOOK_PREVIEW__?.currentRender?.phase;
          if (phase === 'errored') throw new Error('The story failed to render');
          return phase === 'finished' || phase === 'completed';
        },
        undefined,
        { timeout: 20_000 },
      );
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
      await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
    });
  }
}
