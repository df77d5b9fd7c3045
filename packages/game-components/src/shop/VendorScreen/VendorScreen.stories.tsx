import { type Recipe, ShopType, type VendorDetail } from '@rpg/contracts';
import { buildBaseInfo, buildOutfit, buildVendorDetail, vendorDetailFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { playRetryInAlert } from '../../shared/private/screen-stories.ts';
import { VendorScreen, type VendorScreenProps } from './VendorScreen.tsx';

const wiseWoman = vendorDetailFixtures.everyType[ShopType.ConsumablesAndSkills];

const meta = {
  title: 'Game/Shop/VendorScreen',
  component: VendorScreen,
  parameters: {
    // The recipe's preview dialog opens over the screen: framed on the docs page.
    docs: { opensModal: (args: { previewRecipe?: unknown }) => args.previewRecipe !== undefined },
    guidance: {
      do: [
        "Use it for /shop/{id}: the vendor's page with loading, error and the recipe preview.",
        'Set `previewRecipe` when the player asks to try a recipe on; it closes by itself once the recipe is crafted.',
      ],
      dont: [
        "Don't render parts of the vendor while it loads: the spec shows a skeleton only.",
        "Don't open the recipe preview without the preview outfit request: pass `undefined` while it loads.",
      ],
    },
  },
  args: {
    data: wiseWoman,
    baseInfo: buildBaseInfo({ baseCurrency: 150 }),
    error: false,
    onRetry: fn(),
    onBuy: fn(async () => ({ isSuccess: false })),
    onSell: fn(),
    onCraft: fn(),
    onReroll: fn(),
    onLearnSkill: fn(),
    onUnlearnSkill: fn(),
  },
} satisfies Meta<typeof VendorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vendor's page; a refused purchase opens the 'No enough cash' dialog. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: wiseWoman?.name })).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Wylosuj towary' })).toHaveAccessibleDescription(/20/);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Kup/ })[0] as HTMLElement);
    expect(args.onBuy).toHaveBeenCalledWith(wiseWoman?.vendorItems[0]);
    expect(await screen.findByRole('dialog', { name: 'Wiadomość' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/** Nothing of the vendor is rendered while loading: the back link and a skeleton with a status. */
export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('status')).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: /Wróć do sklepów/ })).toHaveAttribute('href', '#shop');
    expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LoadFailed: Story = { args: { data: undefined, error: true }, play: playRetryInAlert };

/** The tailor: recipes, no backpack. */
export const Cosmetics: Story = {
  args: { data: vendorDetailFixtures.everyType[ShopType.CosmeticsOnly] },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Przepisy na stroje' })).toBeInTheDocument();
    expect(within(canvasElement).queryByRole('heading', { name: 'Twój plecak' })).toBeNull();
  },
};

const tailor = vendorDetailFixtures.everyType[ShopType.CosmeticsOnly] as VendorDetail;
const firstRecipe = tailor.outfitRecipes[0] as Recipe;

/** Each recipe offers a preview before crafting. */
export const PreviewFromRecipe: Story = {
  args: { data: tailor, onPreviewRecipe: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Podgląd ${firstRecipe.name}` }));
    expect(args.onPreviewRecipe).toHaveBeenCalledWith(firstRecipe);
  },
};

/** The tailor with a recipe's preview open: the character wearing it, with craft. */
export const RecipePreview: Story = {
  args: {
    data: tailor,
    previewRecipe: firstRecipe,
    previewOutfit: buildOutfit(7, { back: firstRecipe.imagePath }),
    onPreviewClose: fn(),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: firstRecipe.name });
    expect(within(dialog).getByRole('img', { name: `Twoja postać w stroju: ${firstRecipe.name}` })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(args.onPreviewClose).toHaveBeenCalledOnce());
  },
};

export const RecipePreviewLoading: Story = {
  args: { data: tailor, previewRecipe: firstRecipe, previewOutfit: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: firstRecipe.name });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Wczytywanie podglądu…');
  },
};

export const RecipePreviewFailed: Story = {
  args: { data: tailor, previewRecipe: firstRecipe, previewError: true, onPreviewRetry: fn() },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: firstRecipe.name });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(args.onPreviewRetry).toHaveBeenCalledOnce();
  },
};

/** Crafting from the preview: once the vendor's reply no longer lists the recipe, the preview closes. */
export const CraftFromPreview: Story = {
  args: { data: tailor, previewRecipe: firstRecipe, previewOutfit: buildOutfit(7) },
  render: function Render(args: VendorScreenProps) {
    const [vendor, setVendor] = useState(args.data);
    return (
      <VendorScreen
        {...args}
        data={vendor}
        onCraft={async (recipe) => {
          args.onCraft(recipe);
          setVendor(
            (current) =>
              current && { ...current, outfitRecipes: current.outfitRecipes.filter((r) => r.id !== recipe.id) },
          );
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: firstRecipe.name });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uszyj' }));
    const confirm = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tak' }));
    expect(args.onCraft).toHaveBeenCalledWith(firstRecipe);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(canvasElement).queryByRole('heading', { name: firstRecipe.name })).toBeNull();
  },
};

export const English: Story = {
  args: { data: buildVendorDetail(1, { type: ShopType.WeaponsOnly }, 'en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: "Bogumił's Forge" })).toBeInTheDocument();
    expect(canvas.getByRole('heading', { level: 2, name: 'Your backpack' })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const StressGermanPhone: Story = {
  args: { data: vendorDetailFixtures.everyType[ShopType.SkillsOnly] },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Erlernbare Fertigkeiten' }),
    ).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
