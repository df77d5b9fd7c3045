import {
  type InventoryGameItem,
  InventorySlotType,
  MainInventoryType,
  type Recipe,
  type ShopItem,
  ShopType,
  type VendorDetail,
} from '@rpg/contracts';
import {
  buildCharacter,
  buildConsumableItem,
  buildInventoryGameItem,
  buildOutfit,
  buildResourceItem,
  buildShopItem,
  buildShopList,
  buildShopSkill,
  buildVendorDetail,
} from '@rpg/contracts/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { error, type FakeAnswer, fakeApi, ok, withCharacter } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const hero = buildCharacter(3, { name: 'Kupiec', baseCurrency: 500, premiumCurrency: 7, actionPoints: 40, level: 2 });
const baseInfo = { baseCurrency: 500, premiumCurrency: 7, stamina: 40 };
const fixtureSmith = buildVendorDetail(1, { type: ShopType.WeaponsOnly }, 'en');
const sellable = fixtureSmith.backpackItems.find((item) => !item.isEmpty) as InventoryGameItem;
const smith: VendorDetail = {
  ...fixtureSmith,
  backpackItems: fixtureSmith.backpackItems.map((item) =>
    item.id === sellable.id ? { ...item, name: 'Notched dagger' } : item,
  ),
};
const sword = smith.vendorItems[0] as ShopItem;
const gold = () => document.querySelector('[data-balance="baseCurrency"]')?.textContent;
const never = () => new Promise<FakeAnswer>(() => undefined);

describe('/shop', () => {
  it('shows a skeleton while the vendors load', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getShops', never);
    await renderApp('/shop');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Shops' })).toBeVisible();
    await expect.element(page.getByRole('status').first()).toBeInTheDocument();
    expect(page.getByRole('link', { name: /^View/ }).elements()).toHaveLength(0);
  });

  it('lists every vendor with a link to its page, and the help dialog', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getShops', ok(buildShopList('en')));
    const { router } = await renderApp('/shop');
    await expect.element(page.getByRole('link', { name: /^View/ }).first()).toBeVisible();
    expect(page.getByRole('link', { name: /^View/ }).elements()).toHaveLength(9);
    await page.getByRole('button', { name: 'How shops work' }).click();
    await expect.element(page.getByRole('dialog', { name: 'How shops work' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: /^View/ }).first().click();
    await expect.poll(() => router.state.location.pathname).toMatch(/^\/shop\/\d+$/);
  });

  it('says so when no vendor is open', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getShops', ok({ vendors: [] }));
    await renderApp('/shop');
    await expect.element(page.getByText('No vendor has opened a stall yet.')).toBeVisible();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getShops', () => (fail ? { status: 500, body: error('internal-error') } : ok(buildShopList('en'))));
    await renderApp('/shop');
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByRole('link', { name: /^View/ }).first()).toBeVisible();
  });
});

describe('/shop/{id}', () => {
  const vendorAt = (vendor: VendorDetail) => ok(vendor, { myCharacterBaseInfo: baseInfo });

  it('renders nothing of the vendor while it loads', async () => {
    fakeApi.on('getMyCharacter', ok(hero)).on('getShop', never);
    await renderApp(`/shop/${smith.id}`);
    await expect.element(page.getByRole('link', { name: /Back to shops/ })).toBeVisible();
    expect(page.getByRole('heading', { level: 1 }).elements()).toHaveLength(0);
    expect(page.getByRole('button', { name: /^Buy/ }).elements()).toHaveLength(0);
  });

  it('offers a retry when the vendor cannot be loaded, and the not-found page for an unknown one', async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getShop', ({ params }) =>
        params.id === '404'
          ? { status: 404, body: error('not-found') }
          : { status: 500, body: error('internal-error') },
      );
    const { router } = await renderApp(`/shop/${smith.id}`);
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await router.navigate('/shop/404');
    await expect.element(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await router.navigate('/shop/abc');
    await expect.element(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(fakeApi.callsTo('getShop').filter((call) => call.params.id === 'abc')).toHaveLength(0);
  });

  it('buys: the stock, the backpack and the balance follow the reply without a reload', async () => {
    const bought = buildInventoryGameItem(
      77,
      { name: sword.name, mainInventoryType: MainInventoryType.Backpack },
      'en',
    );
    const inventory = [bought, ...smith.backpackItems];
    // The character after the purchase: the price paid, the sword in its backpack.
    const after = { ...hero, baseCurrency: 500 - sword.buyPriceInShop, inventoryGameItems: inventory };
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getShop', vendorAt(smith))
      .on('buyShopItem', () =>
        ok(
          {
            shopItems: smith.vendorItems.map((item) => (item.id === sword.id ? { ...item, isAvailable: false } : item)),
            inventory,
          },
          { isSuccess: true, ...withCharacter('buyShopItem', after) },
        ),
      );
    await renderApp(`/shop/${smith.id}`);
    await expect.element(page.getByRole('heading', { level: 1, name: smith.name })).toBeVisible();
    expect(gold()).toBe('500');
    await page.getByRole('button', { name: `Buy: ${sword.name}` }).click();
    await expect.poll(gold).toBe(String(500 - sword.buyPriceInShop));
    await expect.element(page.getByRole('button', { name: `Buy: ${sword.name}` })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: `Sell: ${sword.name}` })).toBeVisible();
    expect(fakeApi.callsTo('buyShopItem')[0]?.body).toEqual({ id: sword.id, requestedLang: 'en' });
    expect(fakeApi.callsTo('getShop')).toHaveLength(1);
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
  });

  it("answers a purchase the gold does not cover (isSuccess false) with the 'No enough cash' dialog", async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getShop', vendorAt(smith))
      .on(
        'buyShopItem',
        // Refused: nothing changed, the character comes back as it was.
        ok(
          { shopItems: smith.vendorItems, inventory: smith.backpackItems },
          { isSuccess: false, ...withCharacter('buyShopItem', hero) },
        ),
      );
    await renderApp(`/shop/${smith.id}`);
    await page.getByRole('button', { name: `Buy: ${sword.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Message' });
    await expect.element(dialog.getByText('No enough cash to buy that item')).toBeVisible();
    expect(gold()).toBe('500');
  });

  it('shows a refusal (a full backpack) where the player acted, and stays usable', async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getShop', vendorAt(smith))
      .on('buyShopItem', { status: 409, body: error('backpack-full') });
    await renderApp(`/shop/${smith.id}`);
    await page.getByRole('button', { name: `Buy: ${sword.name}` }).click();
    await expect.element(page.getByText('Your backpack is full. Make room first.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: `Buy: ${sword.name}` })).toBeEnabled();
  });

  it('says a purchase the server failed on failed, never that it was bought, and sends it once', async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getShop', vendorAt(smith))
      .on('buyShopItem', { status: 500, body: error('internal-error') });
    await renderApp(`/shop/${smith.id}`);
    await page.getByRole('button', { name: `Buy: ${sword.name}` }).click();
    await expect.element(page.getByText('The server failed; nothing was changed. Try again.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: `Buy: ${sword.name}` })).toBeEnabled();
    expect(document.body.textContent).not.toContain(`Bought ${sword.name}.`);
    expect(fakeApi.callsTo('buyShopItem')).toHaveLength(1);
    expect(gold()).toBe('500');
    // A failure may hide a change the server made: what the page shows is read again.
    await expect.poll(() => fakeApi.callsTo('getShop').length).toBe(2);
  });

  it('says the player is offline when a purchase cannot leave the device', async () => {
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getShop', vendorAt(smith))
      .on('buyShopItem', () => {
        throw new TypeError('Failed to fetch');
      });
    await renderApp(`/shop/${smith.id}`);
    await expect.element(page.getByRole('button', { name: `Buy: ${sword.name}` })).toBeVisible();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      window.dispatchEvent(new Event('offline'));
      await expect.element(page.getByText('No internet connection')).toBeVisible();
      await page.getByRole('button', { name: `Buy: ${sword.name}` }).click();
      await expect.element(page.getByText('You are offline: nothing was sent.', { exact: false })).toBeVisible();
      expect(document.body.textContent).not.toContain(`Bought ${sword.name}.`);
    } finally {
      online.mockRestore();
    }
    window.dispatchEvent(new Event('online'));
    await expect.element(page.getByText('You are back online.')).toBeVisible();
    await expect.element(page.getByText('No internet connection')).not.toBeInTheDocument();
  });

  it('a pouch item shows in the character from the reply, without reading it again', async () => {
    const grocer = buildVendorDetail(3, { type: ShopType.ConsumablesOnly }, 'en');
    const bread = buildShopItem(5, { name: 'Bread', inventoryType: InventorySlotType.None, buyPriceInShop: 3 }, 'en');
    const withBread = { ...grocer, vendorItems: [bread] };
    // The character after the purchase: 3 gold paid, a loaf in the pouch (the backpack is untouched).
    const loaf = buildConsumableItem(1, { name: 'Bread', id: 1008, count: 1, healPercent: 10 }, 'en');
    const after = { ...hero, baseCurrency: 497, consumableItems: [...hero.consumableItems, loaf] };
    let bought = false;
    fakeApi
      .on('getMyCharacter', () => ok(bought ? after : hero))
      .on('getShop', vendorAt(withBread))
      .on('buyShopItem', () => {
        bought = true;
        return ok(
          { shopItems: [{ ...bread, isAvailable: false }], inventory: grocer.backpackItems },
          { isSuccess: true, ...withCharacter('buyShopItem', after) },
        );
      });
    const { router } = await renderApp(`/shop/${grocer.id}`);
    await expect.element(page.getByRole('heading', { level: 1, name: grocer.name })).toBeVisible();
    expect(gold()).toBe('500');
    await page.getByRole('button', { name: 'Buy: Bread' }).click();
    await expect.poll(gold).toBe('497');
    await expect.element(page.getByRole('button', { name: 'Buy: Bread' })).not.toBeInTheDocument();
    // The reply's character went into the cache: the character is not read again.
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
    // The character's page shows the loaf in the pouch.
    await router.navigate('/my-character');
    await expect.element(page.getByRole('button', { name: 'Use Bread (1 left)' })).toBeInTheDocument();
  });

  it("sells after 'Are you sure?' and writes the reply's backpack and balance", async () => {
    const inventory = smith.backpackItems.filter((item) => item.id !== sellable.id);
    // The character after the sale: the dagger's value earned, the dagger out of its backpack.
    const after = { ...hero, baseCurrency: 500 + sellable.sellValue, inventoryGameItems: inventory };
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getShop', vendorAt(smith))
      .on('sellItem', ok({ shopItems: smith.vendorItems, inventory }, withCharacter('sellItem', after)));
    await renderApp(`/shop/${smith.id}`);
    await page.getByRole('button', { name: 'Sell: Notched dagger' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(gold).toBe(String(500 + sellable.sellValue));
    await expect.element(page.getByRole('button', { name: 'Sell: Notched dagger' })).not.toBeInTheDocument();
    expect(fakeApi.callsTo('sellItem')[0]?.body).toEqual({
      inventoryToSellId: sellable.id,
      gameNpcId: smith.id,
      requestedLang: 'en',
    });
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
  });

  it('rerolls the stock into the reply', async () => {
    const fresh = buildShopItem(90, { name: 'Fresh blade', inventoryType: InventorySlotType.Weapon1 }, 'en');
    fakeApi
      .on('getMyCharacter', ok(hero))
      .on('getShop', vendorAt(smith))
      .on(
        'rollShop',
        ok({ ...smith, vendorItems: [fresh] }, { myCharacterBaseInfo: { ...baseInfo, baseCurrency: 490 } }),
      );
    await renderApp(`/shop/${smith.id}`);
    await page.getByRole('button', { name: 'Reroll stock' }).click();
    await expect.element(page.getByRole('button', { name: 'Buy: Fresh blade' })).toBeVisible();
    await expect.poll(gold).toBe('490');
    expect(fakeApi.callsTo('rollShop')[0]?.body).toEqual({ id: smith.id, requestedLang: 'en' });
  });

  it('learns and unlearns at a trainer: the gold follows the character each reply carries', async () => {
    const trainer = buildVendorDetail(7, { type: ShopType.SkillsOnly }, 'en');
    const lesson = buildShopSkill(
      61,
      { name: 'Whirlwind', isAvailableToLearn: false, isActive: false, buyPriceInShop: 300 },
      'en',
    );
    const start = { ...trainer, mySkillsInventory: [], skillItems: [lesson] };
    const learnt = { ...lesson, isAvailableToLearn: true };
    const { buyPriceInShop: _price, ...learntSkill } = learnt;
    // The character before, after learning (the price paid, the skill learnt) and after unlearning (half back).
    const before = { ...hero, skills: [] };
    const schooled = { ...before, baseCurrency: 200, skills: [learntSkill] };
    const unschooled = { ...schooled, baseCurrency: 350, skills: [] };
    fakeApi
      .on('getMyCharacter', ok(before))
      .on('getShop', vendorAt(start))
      .on(
        'learnSkill',
        ok({ ...start, mySkillsInventory: [learntSkill], skillItems: [learnt] }, withCharacter('learnSkill', schooled)),
      )
      .on('forgotSkill', ok([], withCharacter('forgotSkill', unschooled)));
    await renderApp(`/shop/${trainer.id}`);
    await page.getByRole('button', { name: 'Learn Whirlwind' }).click();
    await expect.element(page.getByRole('button', { name: 'Unlearn Whirlwind' })).toBeVisible();
    await expect.poll(gold).toBe('200');
    await page.getByRole('button', { name: 'Unlearn Whirlwind' }).click();
    await expect.element(page.getByRole('button', { name: 'Learn Whirlwind' })).toBeVisible();
    await expect.poll(gold).toBe('350');
    expect(fakeApi.callsTo('learnSkill')[0]?.body).toEqual({ id: lesson.id, requestedLang: 'en' });
    expect(fakeApi.callsTo('forgotSkill')[0]?.body).toEqual({ id: lesson.id, requestedLang: 'en' });
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
  });

  it('tries a recipe on the avatar, crafts it from the preview; the character comes with the reply', async () => {
    const tailor = buildVendorDetail(9, { type: ShopType.CosmeticsOnly }, 'en');
    const recipe = tailor.outfitRecipes[0] as Recipe;
    // The character holds the recipe's resources; crafting uses them up and unlocks the recipe's torso option.
    const before = {
      ...hero,
      resourcesEquipment: recipe.requiredItems.map((item, index) =>
        buildResourceItem(index + 1, { name: item.name, imagePath: item.imagePath }, 'en'),
      ),
    };
    const torsos = before.outfitsItems.torsos;
    const after = {
      ...before,
      resourcesEquipment: [],
      outfitsItems: {
        ...before.outfitsItems,
        torsos: { ...torsos, items: [...torsos.items, { id: 190, imagePath: recipe.imagePath }] },
      },
    };
    let crafted = false;
    let previews = 0;
    fakeApi
      .on('getMyCharacter', () => ok(crafted ? after : before))
      .on('getShop', vendorAt(tailor))
      .on('previewCosmeticItem', () => {
        previews += 1;
        return previews === 1 ? { status: 500, body: error('internal-error') } : ok(buildOutfit(2));
      })
      .on('craftCosmetic', () => {
        crafted = true;
        return ok({ ...tailor, outfitRecipes: tailor.outfitRecipes.slice(1) }, withCharacter('craftCosmetic', after));
      });
    const { router } = await renderApp(`/shop/${tailor.id}`);
    await expect.element(page.getByRole('heading', { level: 1, name: tailor.name })).toBeVisible();
    expect(page.getByRole('heading', { name: 'Your backpack' }).elements()).toHaveLength(0);
    await page.getByRole('button', { name: `Preview ${recipe.name}` }).click();
    const preview = page.getByRole('dialog', { name: recipe.name });
    // The first answer fails: the dialog says so and tries again on request.
    await preview.getByRole('button', { name: 'Try again' }).click();
    await expect.element(preview.getByRole('img', { name: `Your character wearing ${recipe.name}` })).toBeVisible();
    expect(fakeApi.callsTo('previewCosmeticItem')[0]?.body).toEqual({ id: recipe.id, requestedLang: 'en' });
    await preview.getByRole('button', { name: 'Craft' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
    await expect.element(page.getByRole('dialog', { name: recipe.name })).not.toBeInTheDocument();
    await expect.element(page.getByRole('heading', { name: recipe.name })).not.toBeInTheDocument();
    expect(fakeApi.callsTo('craftCosmetic')[0]?.body).toEqual({ id: recipe.id, requestedLang: 'en' });
    // The reply's character went into the cache: the character is not read again.
    expect(fakeApi.callsTo('getMyCharacter')).toHaveLength(1);
    // The character's page: the resources the recipe took are gone.
    await router.navigate('/my-character');
    await expect.element(page.getByText('You have no resources yet. Adventures and battles bring them.')).toBeVisible();
  });
});
