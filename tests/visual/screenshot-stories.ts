import { test as base, expect, type Page } from '@playwright/test';
import { withBaseline } from './baselines.ts';
import { fontsUsed } from './fonts-used.ts';
import { screenshotOptions } from './screenshot-options.ts';
import { allStories, storiesToShoot, type Theme, type Width } from './stories.ts';

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
const loadedTheme = new WeakMap<Page, Theme>();

/**
 * Renders a story in the worker's page, as the Storybook manager does: over the preview's channel, which
 * unmounts the last story and mounts the next without a reload (a reload per story cost twice the time).
 * What a reload would have reset is reset first: the window's scroll (the last story's play function may
 * have scrolled it), and every font face is loaded before the first story, so a story's
 * measurements never depend on which fonts an earlier story happened to load.
 */
async function showStory(page: Page, storyId: string, theme: Theme) {
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

/**
 * A full-page shot taken in a viewport as tall as the page. Playwright's `fullPage` has Chromium draw beyond the
 * viewport, and whether a sticky or fixed element (a phone's sticky save bar, a toast) is laid out for the enlarged
 * viewport or for the scrolled one differs from run to run. The page's own viewport, grown to its height, has
 * one layout. A layout sized by the viewport (the outfit editor's preview is 30dvh on a phone) grows with it, so
 * the viewport grows again until the page fits (the sizes it grows are capped, so it does within a few steps). The
 * worker's page gets its viewport back for the next story.
 */
async function shootWholePage(page: Page, shoot: () => Promise<void>) {
  const viewport = page.viewportSize();
  if (viewport === null) throw new Error('The story page has no viewport');
  const measure = () =>
    page.evaluate(() => ({ page: document.documentElement.scrollHeight, layout: window.innerHeight }));
  // In CSS pixels of the layout viewport: a phone page wider than the screen is zoomed out to fit, and its
  // layout viewport is taller than the screen by the same factor.
  const start = await measure();
  const screenPerLayout = viewport.height / start.layout;
  let height = viewport.height;
  let { page: pageHeight, layout } = start;
  try {
    for (let step = 0; step < 5; step += 1) {
      const wanted = Math.ceil(pageHeight * screenPerLayout);
      if (wanted <= height) break;
      height = wanted;
      await page.setViewportSize({ width: viewport.width, height });
      // The page takes its new viewport asynchronously: measure it once it has.
      await page.waitForFunction((before) => window.innerHeight !== before, layout);
      ({ page: pageHeight, layout } = await measure());
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot();
  } finally {
    if (height !== viewport.height) {
      await page.setViewportSize(viewport);
      // Until the page has its viewport back, the next story would be measured (and a 100vh layout drawn) in the
      // grown one, and its shot be as tall as this one's.
      await page.waitForFunction((innerHeight) => window.innerHeight === innerHeight, start.layout);
    }
  }
}

/**
 * Settles the story before its shot: the focused control loses its focus (the document keeps it, so a dialog's
 * focus trap stays where it is). Resolves whether a modal dialog is open.
 */
async function settle(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body) focused.blur();
    return (
      document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]') !== null
    );
  });
}

/** Registers one screenshot test per story of the project's theme and width. */
export function screenshotStories(theme: Theme, width: Width) {
  for (const story of storiesToShoot(theme, width)) {
    test(`${story.title} / ${story.name}`, async ({ storyPage: page }, testInfo) => {
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
      const name = `${story.id}.png`;
      // A story's picture is its end state, not the focus a play function last gave: whether Chromium draws a
      // scripted focus ring differs from run to run. An open modal dialog covers the page, so the viewport it
      // covers is the picture: the page under it, grown to its height, would be laid out one way or another.
      const modal = await settle(page);
      // The picture as the config's toHaveScreenshot options take it, for the baseline's quick check.
      const { animations, caret, scale } = screenshotOptions;
      const check = (fullPage: boolean) =>
        withBaseline(
          testInfo,
          name,
          () => expect(page).toHaveScreenshot(name, { fullPage }),
          () => page.screenshot({ fullPage, animations, caret, scale }),
        );
      await (modal ? check(false) : shootWholePage(page, () => check(true)));
    });
  }
}
