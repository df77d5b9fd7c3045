import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  chooseLanguage,
  createAccount,
  expectNoAxeViolations,
  openNavLink,
  uniqueEmail,
  uniqueName,
} from './support.ts';

const password = 'sekretne-haslo';

/**
 * A player made through the real API (the emulator's sign-up, POST /my-character): the journey is
 * about fighting, so creation (another journey's) is not in its way. Returns the e-mail and name.
 */
const createPlayer = async (request: APIRequestContext, label: string, prefix: string) => {
  const email = uniqueEmail(label);
  const token = await createAccount(email, password);
  const name = uniqueName(prefix);
  const created = await request.post('/api/my-character', {
    headers: { Authorization: `Bearer ${token}` },
    data: { requestedLang: 'pl', name },
  });
  expect(created.ok()).toBe(true);
  return { email, name, token };
};

/** Signs in through the login page; ends on /my-character. */
const signIn = async (page: Page, email: string) => {
  await page.goto('/account/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).toHaveURL(/\/my-character$/);
};

/** A full-page screenshot kept in the run's output (to look at), its path returned. */
const shot = async (page: Page, path: string) => {
  await page.screenshot({ path, fullPage: true });
  return path;
};

const outcomeTitles = { win: 'Zwycięstwo!', loss: 'Porażka', draw: 'Remis' } as const;
type Outcome = keyof typeof outcomeTitles;

/** The outcome the result page shows (its h2). */
const outcomeOf = async (page: Page): Promise<Outcome> => {
  const title = page.getByRole('heading', { level: 2 }).first();
  await expect(title).toHaveText(/Zwycięstwo!|Porażka|Remis/);
  const text = await title.innerText();
  return text.includes('Zwycięstwo') ? 'win' : text.includes('Porażka') ? 'loss' : 'draw';
};

/**
 * After a Fight button: below 25% health the fight asks first (game-rules.md, "Health and consumables"), and this
 * journey fights anyway; otherwise the result page opens at once.
 */
const fightEvenIfHurt = async (page: Page) => {
  const hurt = page.getByRole('dialog', { name: 'Twój bohater jest ciężko ranny' });
  const result = page.getByRole('heading', { level: 2, name: /Zwycięstwo!|Porażka|Remis/ });
  await expect(hurt.or(result).first()).toBeVisible();
  if (await hurt.isVisible()) await hurt.getByRole('button', { name: 'Walcz mimo to' }).click();
};

/**
 * Fights from /battle until the wanted outcome (the server's rules decide: `pick` chooses the
 * weakest or the strongest monster of the offer); returns the stored battle's id of that fight.
 */
const fightUntil = async (page: Page, wanted: Outcome, pick: 'first' | 'last', commits: string[]) => {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await page.goto('/battle');
    const buttons = page.getByRole('button', { name: /^Walcz: / });
    await expect(buttons).toHaveCount(3);
    const before = commits.length;
    await buttons[pick]().click();
    await fightEvenIfHurt(page);
    await expect(page).toHaveURL(/\/battle\/fight\/\d+$/);
    expect(commits).toHaveLength(before + 1);
    if ((await outcomeOf(page)) === wanted) return Number(page.url().split('/').pop());
  }
  throw new Error(`no ${wanted} in 4 fights`);
};

test('a player travels, wins and loses against monsters, replays a fight, shares it and fights in the arena', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === 'phone';
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const commits: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/(battle\/commit-fight|arena\/fight)$/.test(r.url())) commits.push(r.url());
  });

  const { email, name, token } = await createPlayer(request, `battle-${testInfo.project.name}`, 'Wojownik');
  // A fighter spends the new hero's 5 stat points on force (bare hands hit for force / 2), as a player would.
  for (let point = 0; point < 5; point += 1) {
    const spent = await request.post('/api/my-character/add-stat', {
      headers: { Authorization: `Bearer ${token}` },
      data: { id: 0, requestedLang: 'pl' },
    });
    expect(spent.ok()).toBe(true);
  }
  // Another player near the same honour (a new character has 0): an arena opponent and a watcher.
  const otherPlayer = await createPlayer(request, `battle-other-${testInfo.project.name}`, 'Rywal');
  await signIn(page, email);

  // Locations: the town is where a new hero starts.
  await openNavLink(page, 'Lokacje');
  await expect(page).toHaveURL(/\/locations$/);
  const town = page.getByRole('article', { name: 'Gród Wilczyn' });
  await expect(town.getByText('Tu jesteś').first()).toBeVisible();
  await expectNoAxeViolations(page, '/locations');
  await shot(page, testInfo.outputPath('locations.png'));
  await page
    .getByRole('button', { name: /Jak działa|Pomoc/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // A win against the town's weakest monster (level 1-5 for a level-1 hero).
  await openNavLink(page, 'Walka');
  await expect(page.getByRole('heading', { level: 1, name: 'Walka' })).toBeVisible();
  await expectNoAxeViolations(page, '/battle');
  await shot(page, testInfo.outputPath('battle.png'));
  const won = await fightUntil(page, 'win', 'first', commits);
  await expect(page.getByRole('heading', { level: 3, name: 'Nagrody' })).toBeVisible();
  await expectNoAxeViolations(page, 'a won fight');
  await testInfo.attach('win', { path: await shot(page, testInfo.outputPath('win.png')), contentType: 'image/png' });

  // The page reads the stored fight: a reload and a second tab show it again and never fight again.
  const afterWin = commits.length;
  await page.reload();
  expect(await outcomeOf(page)).toBe('win');
  const second = await page.context().newPage();
  await second.goto(`/battle/fight/${won}`);
  await expect(second.getByRole('heading', { level: 2, name: 'Zwycięstwo!' })).toBeVisible();
  await second.close();
  expect(commits).toHaveLength(afterWin);

  // The replay of the same log, stepped to its end.
  await page.getByRole('tab', { name: 'Obejrzyj walkę' }).click();
  const replay = page.getByRole('region', { name: 'Powtórka walki' });
  await replay.getByRole('button', { name: 'Przewiń do końca' }).click();
  const lines = await page.getByRole('tabpanel').getByRole('listitem').count();
  expect(lines).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'the replay');

  // Travel to the mine (6 action points): its monsters are far above a level-1 hero.
  await openNavLink(page, 'Lokacje');
  const mine = page.getByRole('article', { name: 'Opuszczona kopalnia' });
  await mine.getByRole('button').click();
  await expect(mine.getByText('Tu jesteś').first()).toBeVisible();

  // A loss against the strongest monster there.
  const lost = await fightUntil(page, 'loss', 'last', commits);
  await expect(page.getByRole('heading', { name: 'Nagrody' })).toBeHidden();
  await expectNoAxeViolations(page, 'a lost fight');

  // Share the lost fight: the link is copied and announced.
  await page.getByRole('button', { name: 'Skopiuj link do tej walki' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link skopiowany' })).toBeVisible();
  const link = `/battles/${lost}`;

  // The other player opens the link in their own browser: the replay, told by names, no rewards.
  const otherContext = await browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
  });
  const other = await otherContext.newPage();
  await signIn(other, otherPlayer.email);
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 1, name: 'Powtórka walki' })).toBeVisible();
  await expect(other.getByRole('heading', { level: 2, name: `Przegrywa ${name}` })).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Nagrody' })).toBeHidden();
  await other.getByRole('tab', { name: 'Obejrzyj walkę' }).click();
  await expect(other.getByRole('region', { name: 'Powtórka walki' })).toBeVisible();
  await expectNoAxeViolations(other, 'another player watching the replay');
  await testInfo.attach('watched', {
    path: await shot(other, testInfo.outputPath('watched.png')),
    contentType: 'image/png',
  });
  await otherContext.close();

  // The arena: opponents near the hero's honour (the other player among the candidates); the fight
  // opens the same result page, with the honour moved.
  // The phone drawer has no arena link (the spec's drawer): the address is typed there.
  if (phone) await page.goto('/arena');
  else await openNavLink(page, 'Arena');
  await expect(page.getByRole('heading', { level: 1, name: 'Arena' })).toBeVisible();
  const opponents = page.getByRole('button', { name: /^Walcz: / });
  await expect(opponents.first()).toBeVisible();
  await expectNoAxeViolations(page, '/arena');
  const beforeArena = commits.length;
  await opponents.first().click();
  // The hero lost its last fight (1 HP left): the arena asks first, and the journey fights anyway.
  await fightEvenIfHurt(page);
  await expect(page).toHaveURL(/\/battle\/fight\/\d+$/);
  expect(commits).toHaveLength(beforeArena + 1);
  await outcomeOf(page);
  await expect(page.getByRole('heading', { level: 3, name: 'Honor' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć na arenę' })).toBeVisible();
  await expectNoAxeViolations(page, 'an arena fight');
  await testInfo.attach('arena', {
    path: await shot(page, testInfo.outputPath('arena.png')),
    contentType: 'image/png',
  });
  expect(won).not.toBe(lost);

  // The same page in English: the stored fight is read again in the reader's language.
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 3, name: 'Honour' })).toBeVisible();
  await shot(page, testInfo.outputPath('arena-en.png'));
});
