import type { Quest } from '@rpg/contracts';
import { buildCharacter, buildQuest } from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { error, type FakeAnswer, fakeApi, ok, withCharacter } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const hero = buildCharacter(2, { name: 'Tropiciel', baseCurrency: 100, premiumCurrency: 2, actionPoints: 50 });
const baseInfo = { baseCurrency: 100, premiumCurrency: 2, stamina: 50 };
const offer = buildQuest(1, { requiredStamina: 5 }, 'en');
const other = buildQuest(2, {}, 'en');
const done = buildQuest(
  3,
  { isDone: true, rewards: { baseCurrency: 120, experience: 80, premiumCurrency: 1, itemName: null } },
  'en',
);
const accepted = (quest: Quest): Quest => ({ ...quest, isAccepted: true });
const balance = (id: string) => document.querySelector(`[data-balance="${id}"]`)?.textContent;
const never = () => new Promise<FakeAnswer>(() => undefined);
const column = (name: string) => page.getByRole('region', { name });
const card = (quest: Quest) => page.getByRole('article', { name: quest.title });

describe('/quests', () => {
  it('shows a skeleton while the quests load, and a retry that reads them again when they fail', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getQuests', never);
    const { screen } = await renderApp('/quests');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Quests' })).toBeVisible();
    expect(page.getByRole('article').elements()).toHaveLength(0);
    await screen.unmount();
    let failing = true;
    fakeApi.on('getQuests', () => (failing ? { status: 500, body: error('internal-error') } : ok([offer])));
    await renderApp('/quests');
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect.element(retry).toBeVisible();
    failing = false;
    await retry.click();
    await expect.element(card(offer)).toBeVisible();
  });

  it('says so when the board and the accepted column are empty', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getQuests', ok([]));
    await renderApp('/quests');
    await expect.element(page.getByText('The notice board is empty')).toBeVisible();
    await expect.element(page.getByText('You have no accepted quests')).toBeVisible();
  });

  it('accepts a quest: the reply list moves it to the accepted column and the action points follow', async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getQuests', ok([offer, other]))
      .on('acceptQuest', ok([accepted(offer), other], { myCharacterBaseInfo: { ...baseInfo, stamina: 45 } }));
    await renderApp('/quests');
    await expect.poll(() => balance('actionPoints')).toBe('50');
    await card(offer).getByRole('button', { name: 'Accept quest' }).click();
    await expect.element(column('Accepted quests').getByRole('article', { name: offer.title })).toBeVisible();
    await expect.poll(() => balance('actionPoints')).toBe('45');
    // The answer: a toast names the quest accepted.
    await expect.element(page.getByText(`Quest accepted: ${offer.title}.`)).toBeVisible();
    expect(fakeApi.callsTo('acceptQuest')[0]?.body).toEqual({ id: offer.id, requestedLang: 'en' });
    expect(fakeApi.callsTo('getQuests')).toHaveLength(1);
  });

  it('shows a refusal (too few action points) and keeps the board usable', async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getQuests', ok([offer]))
      .on('acceptQuest', { status: 409, body: error('not-enough-action-points') });
    await renderApp('/quests');
    await card(offer).getByRole('button', { name: 'Accept quest' }).click();
    await expect.element(page.getByText(/not enough action points/i)).toBeVisible();
    await expect.element(card(offer).getByRole('button', { name: 'Accept quest' })).toBeEnabled();
    await expect.element(column('Available quests').getByRole('article', { name: offer.title })).toBeVisible();
    // Refused: nothing is said done.
    expect(page.getByText(`Quest accepted: ${offer.title}.`).elements()).toHaveLength(0);
  });

  it('cancels an accepted quest after confirming: it goes back to the board', async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getQuests', ok([accepted(offer)]))
      .on('cancelQuest', ok([offer]));
    await renderApp('/quests');
    await card(offer).getByRole('button', { name: 'Cancel quest' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, cancel' }).click();
    await expect.element(column('Available quests').getByRole('article', { name: offer.title })).toBeVisible();
    expect(fakeApi.callsTo('cancelQuest')[0]?.body).toEqual({ id: offer.id, requestedLang: 'en' });
  });

  it("returns a done quest: its rewards are shown, the balance follows the reply's character", async () => {
    // The character after the return: the quest's gold, gem and experience.
    const after = {
      ...hero,
      baseCurrency: 220,
      premiumCurrency: 3,
      experiencePoints: hero.experiencePoints + 80,
    };
    let returned = false;
    fakeApi
      .on('getMyCharacter', () => ok(returned ? after : hero))
      .on('getQuests', ok([offer, done]))
      .on('returnDoneQuest', () => {
        returned = true;
        return ok([offer], withCharacter('returnDoneQuest', after));
      });
    await renderApp('/quests');
    await card(done).getByRole('button', { name: 'Return quest and take reward' }).click();
    const rewards = page.getByRole('region', { name: `Quest “${done.title}” returned` });
    await expect.element(rewards).toBeVisible();
    await expect.element(rewards.getByText('+120')).toBeVisible();
    await expect.element(rewards.getByText('+80')).toBeVisible();
    await expect.element(rewards).toHaveFocus();
    expect(card(done).elements()).toHaveLength(0);
    await expect.poll(() => balance('baseCurrency')).toBe('220');
    expect(balance('premiumCurrency')).toBe('3');
    // The reply's character went into the cache: the character is not read again.
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
  });

  it('rolls new quests: the first roll of the hour is free, the next one costs a gem and asks first', async () => {
    const fresh = buildQuest(4, {}, 'en');
    let gems = 2;
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getQuests', ok([offer]))
      .on('rollQuests', () => ok([fresh], { myCharacterBaseInfo: { ...baseInfo, premiumCurrency: gems } }));
    await renderApp('/quests');
    await expect.element(page.getByText('Free (once an hour)')).toBeVisible();
    await page.getByRole('button', { name: 'Roll new quests' }).click();
    await expect.element(card(fresh)).toBeVisible();
    await expect.element(page.getByText('New quests are on the board.')).toBeVisible();
    await expect.element(page.getByText('Costs 1 premium point')).toBeVisible();
    gems = 1;
    // The paid roll asks first, naming the price: closing spends nothing.
    await page.getByRole('button', { name: 'Roll new quests' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect.element(confirm.getByText('Roll new quests for 1 premium point?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Close' }).click();
    await expect.element(confirm).not.toBeInTheDocument();
    expect(fakeApi.callsTo('rollQuests')).toHaveLength(1);
    await page.getByRole('button', { name: 'Roll new quests' }).click();
    await page
      .getByRole('dialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Yes, roll for 1 premium point' })
      .click();
    await expect.poll(() => balance('premiumCurrency')).toBe('1');
    // Each roll names the most the player agreed to spend: nothing for the free one, the confirmed price after.
    expect(fakeApi.callsTo('rollQuests').map((call) => call.query.maxPrice)).toEqual(['0', '1']);
  });

  it('a free roll used on another device is refused unpaid; the board then asks before the paid one', async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getQuests', ok([offer]))
      .on('rollQuests', { status: 409, body: error('roll-not-free') });
    await renderApp('/quests');
    await page.getByRole('button', { name: 'Roll new quests' }).click();
    await expect
      .element(page.getByText("This hour's free roll is already used: nothing was spent.", { exact: false }))
      .toBeVisible();
    await expect.element(page.getByText('Costs 1 premium point')).toBeVisible();
    await page.getByRole('button', { name: 'Roll new quests' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible();
    expect(fakeApi.callsTo('rollQuests').map((call) => call.query.maxPrice)).toEqual(['0']);
  });

  it('a roll refused for lack of gems says so, and the roll then shows its price, disabled', async () => {
    fakeApi
      .on('getMyCharacter', ok({ ...hero, premiumCurrency: 0 }))
      .on('getQuests', ok([offer]))
      .on('rollQuests', { status: 409, body: error('not-enough-currency') });
    await renderApp('/quests');
    await page.getByRole('button', { name: 'Roll new quests' }).click();
    await expect.element(page.getByText('Costs 1 premium point')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Roll new quests' })).toBeDisabled();
    expect(page.getByText('New quests are on the board.').elements()).toHaveLength(0);
    await expect.element(card(offer)).toBeVisible();
  });
});
