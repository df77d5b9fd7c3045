import { type Recipe, ShopType } from '@rpg/contracts';
import { buildBaseInfo, buildShopItem, buildVendorDetail, vendorDetailFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectAnswer, withAnswers } from '../../shared/private/answer-stories.tsx';
import { VendorPanel } from './VendorPanel.tsx';

const byType = (type: ShopType) => vendorDetailFixtures.everyType[type] ?? buildVendorDetail(type + 1, { type });
const weapons = byType(ShopType.WeaponsOnly);
const firstBackpackItem = weapons.backpackItems.find((item) => !item.isEmpty) ?? weapons.backpackItems[0];

const meta = {
  title: 'Game/Shop/VendorPanel',
  component: VendorPanel,
  parameters: {
    guidance: {
      do: [
        "Use it for one vendor's page: stock to buy, recipes to craft, skills to learn, the backpack to sell from, reroll.",
        "Pass the player's base info: prices above their gold show in the warning tone.",
        "Answer `onBuy` with `{ isSuccess: false }` when the server refused: the 'No enough cash' dialog opens.",
      ],
      dont: [
        "Don't sell or craft without the confirmation.",
        "Don't compute the reroll price: show what the server says.",
      ],
    },
  },
  decorators: [withAnswers],
  args: {
    vendor: weapons,
    baseInfo: buildBaseInfo({ baseCurrency: 200 }),
    onBuy: fn(async () => ({ isSuccess: true })),
    onSell: fn(),
    onCraft: fn(),
    onReroll: fn(),
    onLearnSkill: fn(),
    onUnlearnSkill: fn(),
  },
} satisfies Meta<typeof VendorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** A weaponsmith: stock, backpack, reroll. Buying the first item calls onBuy with it. */
export const WeaponsOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: weapons.name })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: /Wróć do sklepów/ })).toHaveAttribute('href', '#shop');
    const stock = section(canvasElement, 'Towary');
    // Six places, one sold out (an empty slot without a buy button).
    expect(stock.getAllByRole('listitem')).toHaveLength(6);
    expect(stock.getByText('Wyprzedane')).toBeInTheDocument();
    expect(stock.getAllByRole('button', { name: /^Kup/ })).toHaveLength(5);
    // 268 > 200 gold: the price says so in words, not only in colour, and that item cannot be bought.
    expect(stock.getAllByText('Za mało złota').length).toBeGreaterThan(0);
    expect(stock.getAllByRole('button', { name: /^Kup/ })[1]).toBeDisabled();
    await userEvent.click(stock.getAllByRole('button', { name: /^Kup/ })[0] as HTMLElement);
    expect(args.onBuy).toHaveBeenCalledWith(weapons.vendorItems[0]);
    expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** A purchase done is answered: a toast names what was bought (visible, and announced politely). */
export const BuyAnswered: Story = {
  play: async ({ args, canvasElement }) => {
    const stock = section(canvasElement, 'Towary');
    await userEvent.click(stock.getAllByRole('button', { name: /^Kup/ })[0] as HTMLElement);
    expect(args.onBuy).toHaveBeenCalledWith(weapons.vendorItems[0]);
    await expectAnswer(`Kupiono: ${weapons.vendorItems[0]?.name}.`);
  },
};

/** The server refuses (isSuccess false): the 'No enough cash' dialog opens; Escape closes it. */
export const BuyRefused: Story = {
  args: { onBuy: fn(async () => ({ isSuccess: false })) },
  play: async ({ args, canvasElement }) => {
    const stock = section(canvasElement, 'Towary');
    await userEvent.click(stock.getAllByRole('button', { name: /^Kup/ })[0] as HTMLElement);
    expect(args.onBuy).toHaveBeenCalledWith(weapons.vendorItems[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Wiadomość' });
    expect(within(dialog).getByText('Nie masz dość złota, by kupić ten przedmiot')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** While the purchase runs the button is busy and further clicks are ignored. */
export const BuyPending: Story = {
  args: { onBuy: fn(() => new Promise<{ isSuccess: boolean }>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const button = section(canvasElement, 'Towary').getAllByRole('button', { name: /^Kup/ })[0] as HTMLElement;
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    expect(args.onBuy).toHaveBeenCalledTimes(1);
  },
};

/** Selling asks 'Are you sure?' first; Yes sells the item and a toast says for how much. */
export const SellConfirmed: Story = {
  play: async ({ args, canvasElement }) => {
    const backpack = section(canvasElement, 'Twój plecak');
    await userEvent.click(backpack.getAllByRole('button', { name: /^Sprzedaj/ })[0] as HTMLElement);
    expect(args.onSell).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    expect(
      within(dialog).getByText(new RegExp(`Sprzedać za .* złota przedmiot: ${firstBackpackItem?.name}`)),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak' }));
    expect(args.onSell).toHaveBeenCalledWith(firstBackpackItem);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectAnswer(`Sprzedano: ${firstBackpackItem?.name} za ${firstBackpackItem?.sellValue} złota.`);
  },
};

/** Cancelling the confirmation (the close button, or Escape from the keyboard) sells nothing. */
export const SellCancelled: Story = {
  play: async ({ args, canvasElement }) => {
    const sell = section(canvasElement, 'Twój plecak').getAllByRole('button', { name: /^Sprzedaj/ })[0] as HTMLElement;
    await userEvent.click(sell);
    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Keyboard path: Enter opens the confirmation, Escape cancels it, focus returns.
    sell.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(sell).toHaveFocus());
    expect(args.onSell).not.toHaveBeenCalled();
  },
};

/** Rerolling costs what the server says (5 × level: 25 at level 5); the panel only shows it. */
export const Reroll: Story = {
  args: { vendor: { ...weapons, rerollPrice: 25 } },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Wylosuj towary' });
    expect(button).toHaveAccessibleDescription(/25/);
    await userEvent.click(button);
    expect(args.onReroll).toHaveBeenCalledOnce();
    await expectAnswer('Kupiec wyłożył nowe towary.');
  },
};

/** A reroll price above the player's gold is shown as short; the button still asks the server, which refuses. */
export const RerollTooExpensive: Story = {
  args: { vendor: { ...weapons, rerollPrice: 150 }, baseInfo: buildBaseInfo({ baseCurrency: 100 }) },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Wylosuj towary' });
    expect(button).toHaveAccessibleDescription(/150/);
    expect(button).toHaveAccessibleDescription(/Za mało złota/);
    await userEvent.click(button);
    expect(args.onReroll).toHaveBeenCalledOnce();
  },
};

export const ArmorsOnly: Story = { args: { vendor: byType(ShopType.ArmorsOnly) } };
export const ConsumablesOnly: Story = { args: { vendor: byType(ShopType.ConsumablesOnly) } };
export const WeaponsAndArmorsOnly: Story = { args: { vendor: byType(ShopType.WeaponsAndArmorsOnly) } };
export const ResourcesOnly: Story = { args: { vendor: byType(ShopType.ResourcesOnly) } };
export const MagicWeaponsAndMixtures: Story = { args: { vendor: byType(ShopType.MagicWeaponsAndMixtures) } };

/** A skill trainer: no stock; skills to learn (learn unless already learnt) and the player's skills. */
export const SkillsOnly: Story = {
  args: {
    vendor: byType(ShopType.SkillsOnly),
    baseInfo: buildBaseInfo({ baseCurrency: 100_000 }),
    onLearnSkill: fn(async () => undefined),
  },
  play: async ({ args, canvasElement }) => {
    const vendor = byType(ShopType.SkillsOnly);
    expect(within(canvasElement).queryByRole('region', { name: 'Towary' })).toBeNull();
    const learn = section(canvasElement, 'Umiejętności do nauki');
    // Two to learn, the third is already learnt: its badge sits inside its own card.
    expect(learn.getAllByRole('button', { name: /^Naucz się/ })).toHaveLength(2);
    const badges = learn.getAllByText('Wyuczona');
    expect(badges).toHaveLength(1);
    const learntCard = (badges[0] as HTMLElement).closest('article') as HTMLElement;
    expect(learntCard).not.toBeNull();
    expect(within(learntCard).queryByRole('button', { name: /^Naucz się/ })).toBeNull();
    await userEvent.click(learn.getAllByRole('button', { name: /^Naucz się/ })[0] as HTMLElement);
    expect(args.onLearnSkill).toHaveBeenCalledWith(vendor.skillItems[0]);
    await expectAnswer(`Nauczono się: ${vendor.skillItems[0]?.name}.`);
  },
};

/**
 * Too little gold for the skills: learn is disabled with the reason, as buy is for an item the player
 * cannot pay for (the learnt one still shows its badge).
 */
export const SkillsUnaffordable: Story = {
  args: { vendor: byType(ShopType.SkillsOnly), baseInfo: buildBaseInfo({ baseCurrency: 0 }) },
  play: async ({ args, canvasElement }) => {
    const learn = section(canvasElement, 'Umiejętności do nauki');
    const buttons = learn.getAllByRole('button', { name: /^Naucz się/ });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(/za mało złota/);
    }
    await userEvent.click(buttons[0] as HTMLElement, { pointerEventsCheck: 0 });
    expect(args.onLearnSkill).not.toHaveBeenCalled();
  },
};

/** Provisions and skills: stock, both skill lists and the backpack. Unlearning an inactive skill. */
export const ConsumablesAndSkills: Story = {
  args: { vendor: byType(ShopType.ConsumablesAndSkills) },
  play: async ({ args, canvasElement }) => {
    const vendor = byType(ShopType.ConsumablesAndSkills);
    expect(within(canvasElement).getByRole('region', { name: 'Towary' })).toBeInTheDocument();
    expect(within(canvasElement).getByRole('region', { name: 'Twój plecak' })).toBeInTheDocument();
    const mine = section(canvasElement, 'Twoje umiejętności');
    const enabled = mine
      .getAllByRole('button', { name: /^Zapomnij/ })
      .filter((button) => !(button as HTMLButtonElement).disabled);
    const inactive = vendor.mySkillsInventory.filter((skill) => !skill.isActive);
    expect(enabled).toHaveLength(inactive.length);
    await userEvent.click(enabled[0] as HTMLElement);
    expect(args.onUnlearnSkill).toHaveBeenCalledWith(inactive[0]);
    await expectAnswer(new RegExp(`^Zapomniano: ${inactive[0]?.name}`));
  },
};

/** The tailor: recipes with their required items, a craft button labelled buy (confirmed first); no backpack. */
export const CosmeticsOnly: Story = {
  args: { vendor: byType(ShopType.CosmeticsOnly) },
  play: async ({ args, canvasElement }) => {
    const vendor = byType(ShopType.CosmeticsOnly);
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('region', { name: 'Twój plecak' })).toBeNull();
    expect(canvas.queryByRole('button', { name: /^Sprzedaj/ })).toBeNull();
    const recipes = section(canvasElement, 'Przepisy na stroje');
    expect(recipes.getByText(vendor.outfitRecipes[0]?.requiredItems[0]?.name ?? '')).toBeInTheDocument();
    await userEvent.click(recipes.getAllByRole('button', { name: /^Kup/ })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak' }));
    expect(args.onCraft).toHaveBeenCalledWith(vendor.outfitRecipes[0]);
    await expectAnswer(`Uszyto strój: ${vendor.outfitRecipes[0]?.name}.`);
    // The tailor has no second column: the recipes take the panel's whole width.
    const panel = canvasElement.firstElementChild as HTMLElement;
    const region = canvas.getByRole('region', { name: 'Przepisy na stroje' });
    expect(region.getBoundingClientRect().width).toBeGreaterThan(panel.getBoundingClientRect().width * 0.9);
  },
};

const feather = { id: 951, name: 'Pióro sokoła', imagePath: '' };
const silk = { id: 952, name: 'Jedwabna nić', imagePath: '' };
const tailor = byType(ShopType.CosmeticsOnly);
/** Two recipes: one the player has everything for, one short of feathers (the server's `held` counts). */
const tailorWithHeld = {
  ...tailor,
  outfitRecipes: [
    {
      ...(tailor.outfitRecipes[0] as Recipe),
      requiredItems: [
        { ...feather, held: 3 },
        { ...feather, held: 3 },
      ],
    },
    {
      ...(tailor.outfitRecipes[1] as Recipe),
      requiredItems: [
        { ...feather, held: 1 },
        { ...feather, held: 1 },
        { ...feather, held: 1 },
        { ...silk, held: 2 },
      ],
    },
  ],
};

/**
 * The tailor says what the player has of each material against what the recipe needs, one chip per material
 * with a count (never "Feather, Feather"); a recipe short of one has craft disabled with the reason, before any
 * confirmation.
 */
export const TailorHaveAndNeed: Story = {
  args: { vendor: tailorWithHeld },
  play: async ({ args, canvasElement }) => {
    const recipes = section(canvasElement, 'Przepisy na stroje');
    const [ready, short] = tailorWithHeld.outfitRecipes;
    const readyCell = within(canvasElement.querySelector(`[data-recipe-id="${ready?.id}"]`) as HTMLElement);
    const shortCell = within(canvasElement.querySelector(`[data-recipe-id="${short?.id}"]`) as HTMLElement);
    expect(readyCell.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Pióro sokoła 3/2: masz 3 z 2',
    ]);
    expect(shortCell.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Pióro sokoła 1/3: masz 1 z 3, za mało',
      'Jedwabna nić 2/1: masz 2 z 1',
    ]);
    const craftShort = shortCell.getByRole('button', { name: `Kup ${short?.name}` });
    expect(craftShort).toBeDisabled();
    expect(craftShort).toHaveAccessibleDescription(/Nie masz jeszcze wszystkich materiałów/);
    await userEvent.click(craftShort, { pointerEventsCheck: 0 });
    expect(screen.queryByRole('dialog')).toBeNull();
    const craftReady = readyCell.getByRole('button', { name: `Kup ${ready?.name}` });
    expect(craftReady).toBeEnabled();
    expect(recipes.getAllByText(/Nie masz jeszcze wszystkich materiałów/)).toHaveLength(1);
    await userEvent.click(craftReady);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Czy na pewno?' })).getByRole('button', { name: 'Tak' }),
    );
    expect(args.onCraft).toHaveBeenCalledWith(ready);
  },
};

/** The tailor at phone width, with the counts: chips wrap, nothing scrolls sideways. */
export const TailorPhone: Story = {
  args: { vendor: tailorWithHeld },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getAllByText(/Nie masz jeszcze wszystkich materiałów/)).toHaveLength(1);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Everything sold out: empty slots, no buy button. */
export const SoldOut: Story = {
  args: { vendor: vendorDetailFixtures.soldOut },
  play: async ({ canvasElement }) => {
    const stock = section(canvasElement, 'Towary');
    expect(stock.getAllByText('Wyprzedane')).toHaveLength(6);
    expect(stock.queryByRole('button')).toBeNull();
  },
};

/** No stock and an empty backpack. */
export const EmptyStock: Story = {
  args: { vendor: { ...vendorDetailFixtures.emptyBackpack, type: ShopType.WeaponsOnly, vendorItems: [] } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText(/Ten kupiec nie ma teraz nic na sprzedaż/)).toBeInTheDocument();
    expect(within(canvasElement).getByText('Twój plecak jest pusty.')).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { vendor: buildVendorDetail(8, { type: ShopType.ConsumablesAndSkills }, 'en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: "Wise Woman's Hut" })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: /Back to shops/ })).toBeInTheDocument();
    expect(canvas.getByRole('heading', { level: 2, name: 'Skills to learn' })).toBeInTheDocument();
    await userEvent.click(
      section(canvasElement, 'Your backpack').getAllByRole('button', { name: /^Sell/ })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  },
};

export const Phone: Story = {
  args: { vendor: byType(ShopType.ConsumablesAndSkills) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Long German words, a long vendor and item name, huge prices, at phone width. */
export const StressGermanPhone: Story = {
  args: {
    vendor: {
      ...byType(ShopType.MagicWeaponsAndMixtures),
      name: 'Großmeisterliche Waffenschmiede- und Alchemistenwerkstatt des Nordens',
      vendorItems: [
        buildShopItem(4, { name: 'Außergewöhnlich schwerer Zweihandkriegshammer der Unerschütterlichkeit' }),
        buildShopItem(3, { buyPriceInShop: 1_234_567_890 }),
      ],
      rerollPrice: 4_999_995,
    },
  },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('button', { name: 'Warenangebot neu würfeln' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/**
 * The German tailor at 390 px: the server's German names ("Schneiderwerkstatt", "Kastanienbrauner Dutt",
 * "Goldene Beinschienen") are hyphenated where German allows, never split without a hyphen in a browser that
 * hyphenates German.
 */
export const TailorGermanLongWordsPhone: Story = {
  args: {
    vendor: {
      ...tailor,
      name: 'Schneiderwerkstatt',
      outfitRecipes: tailor.outfitRecipes.map((recipe, index) => ({
        ...recipe,
        name: ['Kastanienbrauner Dutt', 'Goldene Beinschienen', 'Plattenbeinschienen'][index] ?? recipe.name,
      })),
    },
  },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.lang).toBe('de');
    expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Schneiderwerkstatt' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
