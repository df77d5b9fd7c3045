import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { withBaseline } from './baselines.ts';
import { fontsUsed } from './fonts-used.ts';
import { screenshotOptions } from './screenshot-options.ts';
import {
  allStories,
  drawnForTablet,
  storiesToShoot,
  type Theme,
  tabletViewport,
  unshotStories,
  type Width,
} from './stories.ts';

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

type Channel = {
  emit: (event: string, payload: unknown) => void;
  on: (event: string, listener: (payload: never) => void) => void;
};
type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: Channel;
  /** What the story being shown has done wrong so far, and whether it has finished (see `watchStories`). */
  __storyOutcome?: { id: string; problems: string[]; finished: boolean };
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
    // axe checks each story in the game theme, at both widths (a phone's layout is not a desktop's); the light
    // theme only recolours what the game theme's shots already checked, so its a11y addon is switched to manual.
    // Warm up on another story: a switch to the story already shown would not render it again.
    const warmUp = allStories.find((entry) => entry.id !== storyId)?.id;
    const manualAxe = theme === 'light';
    await page.goto(`/iframe.html?id=${warmUp}&viewMode=story&globals=a11y.manual:!${manualAxe};theme:${theme}`);
    // The preview renders the URL's story once it has read its index: a story asked for over the channel before
    // then would be rendered and at once replaced by it, and never finish.
    await page.waitForFunction((id) => {
      const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render !== undefined && render.id === id && render.phase === 'finished';
    }, warmUp);
    await page.evaluate(watchStories);
    await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined))));
    loadedTheme.set(page, theme);
  }
  await page.evaluate((id) => {
    const preview = window as unknown as PreviewWindow;
    window.scrollTo(0, 0);
    preview.__storyOutcome = { id, problems: [], finished: false };
    // The story already shown (the page's first, after a retry's fresh load) is rendered again from the start.
    const shown = preview.__STORYBOOK_PREVIEW__?.currentRender?.id === id;
    preview.__STORYBOOK_ADDONS_CHANNEL__?.emit(shown ? 'forceRemount' : 'setCurrentStory', {
      storyId: id,
      viewMode: 'story',
    });
  }, storyId);
  await page.waitForFunction(() => (window as unknown as PreviewWindow).__storyOutcome?.finished === true, undefined, {
    timeout: 60_000,
  });
  return page.evaluate(() => (window as unknown as PreviewWindow).__storyOutcome?.problems ?? []);
}

/**
 * Listens, in the worker's page, to what Storybook's preview says of each story it renders, as the story tests
 * did under Vitest: a play function that threw (the preview only logs it and renders on), an error left unhandled
 * while it played, a render that failed, and the a11y addon's axe report, which the preview runs after the play
 * function (`afterEach`) and sends with the story's end. Each goes into `__storyOutcome.problems`, in words a
 * failing test can print; the story's end sets `finished`.
 */
function watchStories() {
  type SerializedError = { message?: string; name?: string };
  type AxeNode = { target?: unknown[] };
  type AxeViolation = { id: string; impact?: string; help: string; nodes: AxeNode[] };
  type Report = { type: string; status: string; result?: { violations?: AxeViolation[]; error?: unknown } };
  const preview = window as unknown as PreviewWindow;
  const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
  if (channel === undefined) throw new Error('The preview has no channel');
  const describe = (error: SerializedError | undefined) =>
    `${error?.name ?? 'Error'}: ${error?.message ?? String(error)}`;
  const note = (problem: string) => preview.__storyOutcome?.problems.push(problem);
  channel.on('playFunctionThrewException', (error: SerializedError) => note(`play function: ${describe(error)}`));
  channel.on('unhandledErrorsWhilePlaying', (errors: SerializedError[]) => {
    for (const error of errors) note(`unhandled while playing: ${describe(error)}`);
  });
  channel.on('storyThrewException', (error: SerializedError) => note(`render: ${describe(error)}`));
  channel.on('storyErrored', (error: { title?: string; description?: string }) =>
    note(`render: ${error.title ?? ''} ${error.description ?? ''}`.trim()),
  );
  channel.on('storyMissing', (id: string) => note(`no story ${id} in the build`));
  channel.on('storyFinished', (finished: { storyId: string; reporters?: Report[] }) => {
    const outcome = preview.__storyOutcome;
    if (outcome === undefined || finished.storyId !== outcome.id) return;
    for (const report of finished.reporters ?? []) {
      if (report.type !== 'a11y' || report.status !== 'failed') continue;
      if (report.result?.error !== undefined) note(`axe could not run: ${String(report.result.error)}`);
      for (const violation of report.result?.violations ?? []) {
        const where = violation.nodes.map((node) => (node.target ?? []).join(' ')).slice(0, 5);
        note(`axe ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}; at ${where.join(', ')}`);
      }
    }
    outcome.finished = true;
  });
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
 * focus trap stays where it is). An open modal dialog first takes the focus it gives itself when it opens (Radix
 * moves it in an effect, which a busy machine runs after the story has finished): blurred before that, the
 * dialog's first control would be focused afterwards, ring and all. Resolves whether a modal dialog is open.
 */
async function settle(page: Page) {
  return page.evaluate(async () => {
    const modal = document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]');
    const deadline = performance.now() + 10_000;
    while (modal && !modal.contains(document.activeElement) && performance.now() < deadline) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body) focused.blur();
    return modal !== null;
  });
}

/** Registers one screenshot test per story of the project's theme and width. */
export function screenshotStories(theme: Theme, width: Width) {
  for (const story of storiesToShoot(theme, width)) {
    test(`${story.title} / ${story.name}`, async ({ storyPage: page }, testInfo) => {
      if (!drawnForTablet(story.id)) return shootStory(page, story, theme, testInfo);
      const viewport = page.viewportSize();
      if (viewport === null) throw new Error('The story page has no viewport');
      await resize(page, tabletViewport);
      try {
        await shootStory(page, story, theme, testInfo);
      } finally {
        await resize(page, viewport);
      }
    });
  }
  if (theme !== 'game' || width !== 'desktop') return;
  for (const story of unshotStories) {
    test(`${story.title} / ${story.name} (played, not shot)`, async ({ storyPage: page }) => {
      const problems = await showStory(page, story.id, theme);
      expect(problems, "the story's play function, its render and axe").toEqual([]);
    });
  }
}

/** Gives the page a viewport of `size`, once the page has taken it. */
async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.waitForFunction(({ width, height }) => window.innerWidth === width && window.innerHeight === height, size);
}

/** Shows the story, fails on what it did wrong, and compares its picture with the baseline. */
async function shootStory(page: Page, story: { id: string }, theme: Theme, testInfo: TestInfo) {
  const problems = await showStory(page, story.id, theme);
  expect(problems, "the story's play function, its render and axe").toEqual([]);
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
}
