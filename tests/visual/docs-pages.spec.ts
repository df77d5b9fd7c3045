import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test as base, expect, type Frame, type Page } from '@playwright/test';

/**
 * Every docs page of the built Storybook, as a designer opens it (issue 35): nothing covers it (no open modal
 * dialog: a story that opens one is framed, DocsPage's `DocsStory`), no play function ran on it, and it speaks
 * the toolbar's language: the document's `lang`, every story's element, every framed story, and the texts the
 * game components draw (none of them a translation that only another language has). The pages come from the
 * build's index.json, never a hand-written list; each page is opened in a toolbar language of its own, so every
 * language is the toolbar's for some pages and none of them is only ever the default.
 */

const here = new URL('.', import.meta.url).pathname;
const storybookDir = resolve(here, process.env.VISUAL_STORYBOOK_DIR ?? '../../storybook-static');
type IndexEntry = { id: string; title: string; type: 'story' | 'docs' };
const index = JSON.parse(readFileSync(resolve(storybookDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const docsPages = Object.values(index.entries).filter((entry) => entry.type === 'docs');

/** The game components' translations (src/<area>/locales/<lng>.json), flattened to their strings. */
const localesRoot = resolve(here, '../../packages/game-components/src');
const translations = new Map<string, Set<string>>();
for (const area of readdirSync(localesRoot)) {
  let files: string[];
  try {
    files = readdirSync(join(localesRoot, area, 'locales'));
  } catch {
    continue;
  }
  for (const file of files.filter((name) => name.endsWith('.json'))) {
    const language = file.replace(/\.json$/, '');
    const strings = translations.get(language) ?? new Set<string>();
    const walk = (value: unknown) => {
      if (typeof value === 'string') strings.add(value.trim());
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(JSON.parse(readFileSync(join(localesRoot, area, 'locales', file), 'utf8')));
    translations.set(language, strings);
  }
}
const languages = [...translations.keys()].sort((a, b) => (a === 'pl' ? -1 : b === 'pl' ? 1 : a.localeCompare(b)));

/**
 * The strings only one language has, by language: a text node reading one of them is in that language. Strings
 * with placeholders are left out (their text varies), and so are short ones (a number, "OK").
 */
const ownStrings = Object.fromEntries(
  languages.map((language) => {
    const others = languages.filter((other) => other !== language).map((other) => translations.get(other));
    const own = [...(translations.get(language) ?? [])].filter(
      (text) =>
        text.length >= 4 && /\p{L}/u.test(text) && !text.includes('{{') && !others.some((set) => set?.has(text)),
    );
    return [language, own];
  }),
);

type DocsCheckWindow = {
  __docsCheck?: { docsRendered: boolean; phases: Record<string, string[]> };
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    storyStoreValue?: {
      args?: { get: (storyId: string) => unknown };
      userGlobals?: { update: (globals: Record<string, string>) => void };
    };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

// One page per worker. Its first docs page is loaded; every later one is switched to over Storybook's channel, as
// the manager does when a designer picks the next page (a load per page booted the preview 121 times): the last
// page's stories are torn down first, so anything they leave behind (a portal, an open dialog) is a finding on
// the next page, as it would be in the published Storybook.
const test = base.extend<object, { docsPage: Page }>({
  docsPage: [
    async ({ browser }, use, workerInfo) => {
      const page = await browser.newPage({ ...workerInfo.project.use });
      // Records, in every frame, the docs page's render and each story's render phases (Storybook's channel).
      await page.addInitScript(() => {
        const check = { docsRendered: false, phases: {} as Record<string, string[]> };
        (window as DocsCheckWindow).__docsCheck = check;
        let channel: { on: (event: string, listener: (payload: never) => void) => void } | undefined;
        Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
          configurable: true,
          get: () => channel,
          set: (value) => {
            channel = value;
            value.on('docsRendered', () => {
              check.docsRendered = true;
            });
            value.on('storyRenderPhaseChanged', ({ newPhase, storyId }: { newPhase: string; storyId: string }) => {
              check.phases[storyId] = [...(check.phases[storyId] ?? []), newPhase];
            });
          },
        });
      });
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });

const settledPhases = ['finished', 'errored', 'aborted'];

/** Waits until the docs page is drawn and each of its inline stories has finished rendering. */
async function waitForDocs(page: Page) {
  await page.waitForFunction(
    (settled) => {
      const check = (window as DocsCheckWindow).__docsCheck;
      if (!check?.docsRendered) return false;
      const blocks = [...document.querySelectorAll('.sb-story [id$="-inner"]')];
      return blocks.every((block) => {
        const id = block.id.replace(/^story--/, '').replace(/(--primary)?-inner$/, '');
        const last = check.phases[id]?.at(-1);
        return last !== undefined && settled.includes(last);
      });
    },
    settledPhases,
    { timeout: 30_000 },
  );
}

/** Waits until a framed story has rendered (its own preview, in the frame). */
async function waitForFrame(frame: Frame) {
  await frame.waitForFunction(
    (settled) => {
      const render = (window as DocsCheckWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.phase !== undefined && settled.includes(render.phase);
    },
    ['finished', 'completed', 'errored'],
    { timeout: 30_000 },
  );
}

/** What a document shows that breaks the rules: open modals, play functions run, texts of another language. */
function inspect({ language, foreign, ownDocument }: { language: string; foreign: string[]; ownDocument: boolean }) {
  const problems: string[] = [];
  const check = (window as DocsCheckWindow).__docsCheck;
  if (ownDocument) {
    // A dialog drawn outside the docs page's own tree was portalled over it (Radix marks no aria-modal).
    const modal = [
      ...document.querySelectorAll(
        '[role="dialog"], [role="alertdialog"], dialog[open], [aria-modal="true"], [data-radix-portal]',
      ),
    ].filter((element) => element.matches('[aria-modal="true"], dialog[open]') || !element.closest('#storybook-docs'));
    for (const dialog of modal) {
      const label = dialog.getAttribute('aria-label') ?? dialog.textContent?.trim().slice(0, 60);
      problems.push(`an open modal dialog covers the page: "${label}"`);
    }
    if (modal.length === 0 && getComputedStyle(document.body).pointerEvents === 'none') {
      problems.push('the page does not take clicks (a modal layer is open)');
    }
    for (const block of document.querySelectorAll('.sb-story [id$="-inner"]')) {
      const content = block.firstElementChild;
      const lang = content?.closest('[lang]')?.getAttribute('lang');
      if (content && lang !== language) problems.push(`${block.id} is marked lang="${lang}"`);
    }
    for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe[data-docs-story-frame]')) {
      const src = new URL(frame.src);
      if (src.searchParams.get('embed') !== 'true') problems.push(`the frame of ${frame.title} runs its play function`);
    }
  }
  for (const [id, phases] of Object.entries(check?.phases ?? {})) {
    if (phases.includes('playing')) problems.push(`the play function of ${id} ran on the docs page`);
    if (phases.includes('errored')) problems.push(`${id} failed to render on the docs page`);
  }
  const lang = document.documentElement.lang;
  if (lang !== language) problems.push(`the document's lang is "${lang}"`);
  // The texts the stories drew: the inline stories' blocks, and what they portalled into the body (toasts,
  // tooltips); a framed story is all story. The docs page's own prose is English by design and not read.
  const roots = ownDocument
    ? [
        ...document.querySelectorAll('.sb-story'),
        ...[...document.body.children].filter(
          (element) => !element.matches('#storybook-docs, #storybook-root, script'),
        ),
      ]
    : [document.body];
  // A story's own args are its sample content (a message, a title passed in), not the components' words: a
  // string it passes is not held against the page.
  const fromArgs = new Set<string>();
  const collect = (value: unknown, depth: number) => {
    if (typeof value === 'string') fromArgs.add(value.trim());
    else if (depth < 5 && value && typeof value === 'object' && !('$$typeof' in value)) {
      for (const item of Object.values(value)) collect(item, depth + 1);
    }
  };
  const store = (window as DocsCheckWindow).__STORYBOOK_PREVIEW__?.storyStoreValue;
  for (const id of Object.keys(check?.phases ?? {})) collect(store?.args?.get(id), 0);
  const foreignSet = new Set(foreign.filter((text) => !fromArgs.has(text)));
  const seen = new Set<string>();
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (foreignSet.has(text) && !seen.has(text)) {
        seen.add(text);
        problems.push(`"${text}" is drawn in another language than ${language}`);
      }
    }
  }
  return problems;
}

/** The pages whose preview has booted (a worker's page, once it has loaded its first docs page). */
const booted = new WeakSet<Page>();

/**
 * Shows a docs page in the toolbar's language: loaded in a fresh page, switched to over the channel in a booted one.
 * The language is set first, as the toolbar's global, so the page is drawn once, in it.
 */
async function showDocs(page: Page, docsId: string, language: string) {
  if (!booted.has(page)) {
    await page.goto(`/iframe.html?id=${docsId}&viewMode=docs&globals=locale:${language};a11y.manual:!true`);
    booted.add(page);
    return;
  }
  await page.evaluate(
    ({ id, locale }) => {
      const preview = window as DocsCheckWindow;
      const check = preview.__docsCheck;
      if (
        !check ||
        !preview.__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals ||
        !preview.__STORYBOOK_ADDONS_CHANNEL__
      ) {
        throw new Error('The docs page has no Storybook preview to switch');
      }
      check.docsRendered = false;
      check.phases = {};
      window.scrollTo(0, 0);
      preview.__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.update({ locale });
      preview.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
    },
    { id: docsId, locale: language },
  );
}

docsPages.forEach((docs, position) => {
  // The toolbar's language rotates through every language; the first page gets the default (Polish).
  const language = languages[position % languages.length] as string;
  test(`${docs.title} (${language})`, async ({ docsPage: page }) => {
    await showDocs(page, docs.id, language);
    await waitForDocs(page);
    // The game components' words come from the translations; the other pages' texts are the stories' own
    // samples (English by design), so only their lang attributes are checked.
    const foreign = docs.title.startsWith('Game/')
      ? languages.filter((other) => other !== language).flatMap((other) => ownStrings[other] ?? [])
      : [];
    const problems = await page.evaluate(inspect, { language, foreign, ownDocument: true });
    // Each framed story (a modal one), scrolled into view so its lazy frame loads.
    for (const element of await page.locator('iframe[data-docs-story-frame]').all()) {
      await element.scrollIntoViewIfNeeded();
      const frame = await (await element.elementHandle())?.contentFrame();
      if (!frame) continue;
      await waitForFrame(frame);
      const title = await element.getAttribute('title');
      const framed = await frame.evaluate(inspect, { language, foreign, ownDocument: false });
      problems.push(...framed.map((problem) => `in the frame of ${title}: ${problem}`));
    }
    expect(problems, `docs page ${docs.id} with the toolbar in ${language}`).toEqual([]);
  });
});
