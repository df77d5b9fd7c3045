// Which width each story is drawn for: a story whose globals name a viewport (`phoneGlobals`, a desktop-only
// story) is shot at that width only, since at the other width it draws what another story already does (a
// phone story at 1280 px is its sibling at desktop). Read from the built Storybook's own story store, so the
// stories' files stay the only place that says it; written beside index.json for the visual suite.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { freePort, root, waitForUrl } from './lib.mjs';

export const storyViewportsFile = 'story-viewports.json';

/** Writes `<dir>/story-viewports.json`: { [storyId]: 'phone' | 'tablet' | 'desktop' } for every story that names one. */
export async function writeStoryViewports(dir) {
  // A port of its own: `npm start` or another run's Storybook may hold any fixed one.
  const port = await freePort();
  const server = spawn(process.execPath, [join(root, 'scripts/serve-static.mjs'), dir, String(port)], {
    stdio: 'ignore',
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/index.json`, { timeoutMs: 30_000 });
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/iframe.html?viewMode=story&globals=a11y.manual:!true`);
    await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue !== undefined);
    const viewports = await page.evaluate(async () => {
      const store = window.__STORYBOOK_PREVIEW__.storyStoreValue;
      await store.cacheAllCSFFiles();
      return Object.fromEntries(
        Object.values(store.extract())
          .map((story) => [story.id, story.storyGlobals?.viewport?.value])
          .filter(([, viewport]) => typeof viewport === 'string'),
      );
    });
    writeFileSync(join(dir, storyViewportsFile), `${JSON.stringify(viewports, null, 2)}\n`);
    return viewports;
  } finally {
    await browser.close();
    server.kill();
  }
}
