import { expect, type Page, test } from '@playwright/test';
import { newSignedInPlayer } from './support.ts';

/**
 * game-rules.md, "Navigation": every top-level section is at most two clicks or taps away from the
 * menu alone, at every width. Each entry: the link's name, its section's menu on wide screens (none:
 * the link is in the header itself) and the address it leads to.
 */
const sections: ReadonlyArray<{ link: string; group?: string; path: string }> = [
  { link: 'Moja postać', group: 'Postać', path: '/my-character' },
  { link: 'Ekwipunek', group: 'Postać', path: '/equipment' },
  { link: 'Umiejętności', group: 'Postać', path: '/my-character/skills' },
  { link: 'Statystyki', group: 'Postać', path: '/my-character/stats' },
  { link: 'Lokacje', group: 'Świat', path: '/locations' },
  { link: 'Walka', group: 'Świat', path: '/battle' },
  { link: 'Arena', group: 'Świat', path: '/arena' },
  { link: 'Zadania', group: 'Świat', path: '/quests' },
  { link: 'Przygody', group: 'Świat', path: '/adventures' },
  { link: 'Sklepy', group: 'Handel', path: '/shop' },
  { link: 'Sklep premium', group: 'Handel', path: '/premium-shop' },
  { link: 'Ranking', path: '/ranking' },
];

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 740;

/**
 * Follows a navigation link as a player does, counting the clicks: on a phone the menu button and
 * the drawer's link; on a wide screen the section's menu and its link (or the header's link).
 */
const follow = async (page: Page, link: string, group?: string): Promise<number> => {
  const header = page.getByRole('banner');
  if (isPhone(page)) {
    await header.getByRole('button', { name: 'Otwórz menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: link, exact: true }).click();
    await expect(drawer).toBeHidden();
    return 2;
  }
  const nav = header.getByRole('navigation', { name: 'Nawigacja główna' });
  if (!group) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    return 1;
  }
  const button = nav.getByRole('button', { name: group, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: link, exact: true }).click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  return 2;
};

/** The page shown: its main landmark holds one visible h1. */
const expectPageShown = async (page: Page, path: string) => {
  // The ranking writes its page into the address (?page=N).
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(\\?.*)?$`));
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
};

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('every section of the game is reached from the menu alone, in at most two clicks', async ({
  page,
  request,
}, testInfo) => {
  // Twelve pages and their data, one after another.
  test.setTimeout(180_000);
  const player = await newSignedInPlayer(page, request, `navigation-${testInfo.project.name}`, 'Nawigator');
  for (const { link, group, path } of sections) {
    const clicks = await follow(page, link, group);
    expect(clicks, link).toBeLessThanOrEqual(2);
    await expectPageShown(page, path);
  }
  // The character's page is the hero's: its h1 is the name.
  await follow(page, 'Moja postać', 'Postać');
  await expect(page.getByRole('heading', { level: 1, name: player.name })).toBeVisible();

  if (isPhone(page)) {
    // The phone view of the character, from the drawer too.
    await follow(page, 'Postać (widok na telefon)');
    await expectPageShown(page, '/my-character/mobile');
    await expect(page.getByRole('tablist', { name: 'Panel postaci' })).toBeVisible();
  }
  await testInfo.attach('navigation', { body: await page.screenshot(), contentType: 'image/png' });
});

test('a sub-page marks its section in the navigation', async ({ page, request }, testInfo) => {
  await newSignedInPlayer(page, request, `navigation-current-${testInfo.project.name}`, 'Zaznaczony');
  await follow(page, 'Moja postać', 'Postać');
  await page.getByRole('main').getByRole('link', { name: 'Zmień strój' }).first().click();
  await expectPageShown(page, '/my-character/change-outfit');
  const header = page.getByRole('banner');
  if (isPhone(page)) {
    await header.getByRole('button', { name: 'Otwórz menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Moja postać', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(drawer.getByRole('link', { name: 'Statystyki', exact: true })).not.toHaveAttribute('aria-current');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  } else {
    const nav = header.getByRole('navigation', { name: 'Nawigacja główna' });
    await nav.getByRole('button', { name: 'Postać', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Moja postać', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Statystyki', exact: true })).not.toHaveAttribute('aria-current');
    // Escape closes the menu and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('button', { name: 'Postać', exact: true })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Moja postać', exact: true })).toBeHidden();
  }
});

test('a new page opens at the top; Back and Forward restore where each was left', async ({
  page,
  request,
}, testInfo) => {
  await newSignedInPlayer(page, request, `navigation-scroll-${testInfo.project.name}`, 'Przewijak');
  await follow(page, 'Moja postać', 'Postać');
  await expectPageShown(page, '/my-character');

  // 300 px down the character's page, its link to the outfit editor: the editor opens at the top.
  // (A click of the element itself: Playwright's own click would scroll the link into view first.)
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => scrollY(page)).toBe(300);
  const left = await scrollY(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Zmień strój' })
    .first()
    .evaluate((link: HTMLElement) => link.click());
  await expectPageShown(page, '/my-character/change-outfit');
  await expect.poll(() => scrollY(page)).toBe(0);

  // Saving the outfit far down the editor goes back to the character: at the top, not 300 px down.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  const editorLeft = await scrollY(page);
  await page.getByRole('button', { name: 'Zapisz strój' }).click();
  await expectPageShown(page, '/my-character');
  await expect.poll(() => scrollY(page)).toBe(0);

  // Back: the editor where it was left; Back again: the character where it was left; Forward: the editor again.
  await page.goBack();
  await expectPageShown(page, '/my-character/change-outfit');
  await expect.poll(() => scrollY(page)).toBe(editorLeft);
  await page.goBack();
  await expectPageShown(page, '/my-character');
  await expect.poll(() => scrollY(page)).toBe(left);
  await page.goForward();
  await expectPageShown(page, '/my-character/change-outfit');
  await expect.poll(() => scrollY(page)).toBe(editorLeft);

  // A section from the menu: at the top.
  await follow(page, 'Ranking');
  await expectPageShown(page, '/ranking');
  await expect.poll(() => scrollY(page)).toBe(0);
});
