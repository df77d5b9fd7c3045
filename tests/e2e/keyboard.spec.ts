import { expect, type Locator, type Page, test } from '@playwright/test';
import { createAccount, expectNoAxeViolations, uniqueEmail, uniqueName } from './support.ts';

const password = 'sekretne-haslo';

/**
 * Presses Tab (forwards) until `target` has the focus, as a keyboard user walks a page; fails when
 * it is not reachable within `limit` presses. The target's role and accessible name are what a
 * screen reader announces, so finding it this way checks them too.
 */
const tabTo = async (page: Page, target: Locator, limit = 80) => {
  await expect(target).toBeVisible();
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Not reachable with Tab in ${limit} presses: ${target}`);
};

/** Tabs to a control and activates it with Enter, the keyboard's click. */
const activate = async (page: Page, target: Locator) => {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
};

/** Opens a destination of the main navigation (the drawer on phones) with the keyboard. */
const navigate = async (page: Page, name: string) => {
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Nawigacja główna' });
  const inline = nav.getByRole('link', { name, exact: true });
  if (await inline.isVisible()) {
    await activate(page, inline);
    return;
  }
  // Wide screens: the link is in a section's menu; Enter opens one, Escape closes it again.
  const sections = nav.getByRole('button');
  if (await sections.first().isVisible()) {
    for (const section of await sections.all()) {
      await activate(page, section);
      if (await inline.isVisible()) {
        await activate(page, inline);
        return;
      }
      await page.keyboard.press('Escape');
    }
    throw new Error(`No link ${name} in the navigation`);
  }
  await page.keyboard.press('Home');
  await activate(page, header.getByRole('button', { name: 'Otwórz menu' }));
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await activate(page, drawer.getByRole('link', { name, exact: true }));
};

test('the core loop with the keyboard alone: sign in, equip, buy, travel, fight, watch the result', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(`keyboard-${testInfo.project.name}`);
  const token = await createAccount(email, password);
  const created = await page.request.post('/api/my-character', {
    headers: { Authorization: `Bearer ${token}` },
    data: { requestedLang: 'pl', name: uniqueName('Klawisz') },
  });
  expect(created.status()).toBe(200);

  // Sign in: the form's fields and button by their labels.
  await page.goto('/account/login');
  const main = page.getByRole('main');
  await tabTo(page, main.getByRole('textbox', { name: 'E-mail' }));
  await page.keyboard.type(email);
  await tabTo(page, main.getByLabel('Hasło'));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-character$/);
  await expect(page.getByRole('group', { name: 'Twoje zasoby' })).toBeVisible();

  // Equip: take the sword off and put it back on, each announced in the board's live region.
  const status = page.getByRole('status').filter({ hasText: /Zdjęto|Założono/ });
  if (testInfo.project.name === 'phone') {
    await navigate(page, 'Ekwipunek');
    await expect(page).toHaveURL(/\/equipment$/);
  }
  await activate(page, page.getByRole('button', { name: 'Zdejmij: Krótki miecz' }));
  await expect(status.first()).toHaveText('Zdjęto: Krótki miecz');
  if (testInfo.project.name === 'phone') {
    // Tabs are one stop: Tab reaches the selected one, the arrow keys choose another.
    await tabTo(page, page.getByRole('tab', { name: 'Ekwipunek' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Plecak' })).toHaveAttribute('aria-selected', 'true');
  }
  await activate(page, page.getByRole('button', { name: 'Załóż: Krótki miecz' }));
  await expect(status.first()).toHaveText('Założono: Krótki miecz');

  // Buy: a vendor's link by its name, a buy button by the item's name.
  await navigate(page, 'Sklepy');
  await expect(page.getByRole('heading', { level: 1, name: 'Sklepy' })).toBeVisible();
  await activate(page, page.getByRole('link', { name: /^Zobacz\s*: Kram kupca Zbyszka$/ }));
  await expect(page.getByRole('heading', { level: 1, name: 'Kram kupca Zbyszka' })).toBeVisible();
  const gold = page.getByRole('group', { name: 'Twoje zasoby' });
  const goldBefore = await gold.innerText();
  await activate(
    page,
    page
      .getByRole('button', { name: /^Kup: / })
      .and(page.locator(':enabled'))
      .first(),
  );
  await expect(gold).not.toHaveText(goldBefore);

  // Travel: the place's button inside its named card.
  await navigate(page, 'Lokacje');
  const mine = page.getByRole('article', { name: 'Opuszczona kopalnia' });
  await activate(page, mine.getByRole('button'));
  await expect(mine.getByText('Tu jesteś').first()).toBeVisible();

  // Fight: the monster's button names it; the result page reads the stored fight.
  await navigate(page, 'Walka');
  await expect(page.getByRole('heading', { level: 1, name: 'Walka' })).toBeVisible();
  await activate(page, page.getByRole('button', { name: /^Walcz: / }).first());
  await expect(page).toHaveURL(/\/battle\/fight\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: /Zwycięstwo!|Porażka|Remis/ })).toBeVisible();

  // Watch the result: the replay tab, then its controls, all by keyboard.
  await tabTo(page, page.getByRole('tab', { name: 'Przebieg walki' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Obejrzyj walkę' })).toHaveAttribute('aria-selected', 'true');
  const replay = page.getByRole('region', { name: 'Powtórka walki' });
  await expect(replay).toBeVisible();
  await activate(page, replay.getByRole('button', { name: 'Przewiń do końca' }));
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the replay, reached by keyboard');
});
