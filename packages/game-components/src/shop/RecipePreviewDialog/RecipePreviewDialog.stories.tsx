import type { Recipe } from '@rpg/contracts';
import { buildOutfit, buildRecipe } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { playCloseWithKeyboard, reopenable } from '../../shared/private/dialog-stories.tsx';
import { RecipePreviewDialog } from './RecipePreviewDialog.tsx';

const pelt = { id: 901, name: 'Wilcza skóra', imagePath: '' };
const ore = { id: 902, name: 'Ruda żelaza', imagePath: '' };
/** Two pelts and an ore: the contract lists one entry per unit. */
const recipe: Recipe = buildRecipe(1, { requiredItems: [pelt, pelt, ore] });
const outfit = buildOutfit(7, { back: recipe.imagePath });

const Harness = reopenable(RecipePreviewDialog);

const meta = {
  title: 'Game/Shop/RecipePreviewDialog',
  component: RecipePreviewDialog,
  parameters: {
    guidance: {
      do: [
        "Use it to try a tailor's recipe on the character before crafting it.",
        "Pass `outfit` as `undefined` while the server's preview loads, and `error` with `onRetry` when it failed.",
        "Pass `onCraft` only where crafting is offered; it asks 'Are you sure?' and is disabled while a resource is short.",
      ],
      dont: [
        "Don't craft without the confirmation: crafting uses the resources up.",
        "Don't use it for premium cosmetics: use PremiumPreviewDialog.",
      ],
    },
  },
  args: { open: true, onOpenChange: fn(), recipe, outfit, onCraft: fn(), onRetry: fn() },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof RecipePreviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The character wearing the recipe's outfit, the resources counted, close and craft. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: recipe.name });
    expect(within(dialog).getByRole('img', { name: `Twoja postać w stroju: ${recipe.name}` })).toBeInTheDocument();
    const needs = within(dialog).getByRole('list', { name: 'Krawiec zużyje' });
    expect(
      within(needs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wilcza skóra × 2', 'Ruda żelaza × 1']);
    expect(within(dialog).getByRole('button', { name: 'Uszyj' })).toBeInTheDocument();
  },
};

/** The server says what the player holds: each resource as held/need, every one there, so craft is offered. */
export const HaveEnough: Story = {
  args: {
    recipe: {
      ...recipe,
      requiredItems: [
        { ...pelt, held: 3 },
        { ...pelt, held: 3 },
        { ...ore, held: 1 },
      ],
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: recipe.name });
    const needs = within(dialog).getByRole('list', { name: 'Krawiec zużyje' });
    expect(
      within(needs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wilcza skóra 3/2: masz 3 z 2', 'Ruda żelaza 1/1: masz 1 z 1']);
    expect(within(dialog).getByRole('button', { name: 'Uszyj' })).toBeEnabled();
    expect(within(dialog).queryByText(/Nie masz jeszcze wszystkich materiałów/)).toBeNull();
  },
};

/** A resource is short: it says so (in words, not only in colour) and craft is disabled with the reason. */
export const ShortOfMaterials: Story = {
  args: {
    recipe: {
      ...recipe,
      requiredItems: [
        { ...pelt, held: 1 },
        { ...pelt, held: 1 },
        { ...ore, held: 0 },
      ],
    },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: recipe.name });
    const needs = within(dialog).getByRole('list', { name: 'Krawiec zużyje' });
    expect(within(needs).getAllByRole('listitem')[0]).toHaveTextContent('Wilcza skóra 1/2: masz 1 z 2, za mało');
    const craft = within(dialog).getByRole('button', { name: 'Uszyj' });
    expect(craft).toBeDisabled();
    expect(craft).toHaveAccessibleDescription(/Nie masz jeszcze wszystkich materiałów/);
    await userEvent.click(craft, { pointerEventsCheck: 0 });
    expect(screen.queryByRole('dialog', { name: 'Czy na pewno?' })).toBeNull();
    expect(args.onCraft).not.toHaveBeenCalled();
  },
};

/** The preview outfit is still on its way: a spinner in the avatar's frame. */
export const Loading: Story = {
  args: { outfit: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: recipe.name });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Wczytywanie podglądu…');
    expect(within(dialog).queryByRole('img', { name: /Twoja postać/ })).toBeNull();
  },
};

/** The preview failed: the reason and a retry instead of the avatar. */
export const LoadFailed: Story = {
  args: { outfit: undefined, error: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: recipe.name });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nie udało się wczytać podglądu.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Craft asks 'Are you sure?'; yes crafts the recipe and the confirmation closes. */
export const CraftConfirmed: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: recipe.name });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uszyj' }));
    const confirm = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    expect(confirm).toHaveTextContent(recipe.name);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tak' }));
    expect(args.onCraft).toHaveBeenCalledWith(recipe);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Czy na pewno?' })).toBeNull());
  },
};

/** Close in the confirmation crafts nothing. */
export const CraftCancelled: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: recipe.name });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uszyj' }));
    const confirm = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Czy na pewno?' })).toBeNull());
    expect(args.onCraft).not.toHaveBeenCalled();
  },
};

/** Only a look: without onCraft there is no craft button. */
export const PreviewOnly: Story = {
  args: { onCraft: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: recipe.name });
    expect(within(dialog).queryByRole('button', { name: 'Uszyj' })).toBeNull();
  },
};

/** Escape and close shut the dialog; focus returns to the opener. */
export const CloseWithKeyboard: Story = {
  args: { open: false },
  play: playCloseWithKeyboard(recipe.name, 'onCraft'),
};

export const English: Story = {
  args: { recipe: buildRecipe(1, {}, 'en') },
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('list', { name: 'The tailor uses up' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Craft' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

/** Phone: the dialog is a sheet; long German names wrap, nothing scrolls sideways. */
export const StressGermanPhone: Story = {
  args: {
    recipe: {
      ...recipe,
      name: 'Außergewöhnlich prächtiger Hermelinumhang des Winterhofs',
      requiredItems: [
        { id: 903, name: 'Sorgfältig gegerbte Wolfsfellstreifen aus dem Nordwald', imagePath: '' },
        { id: 904, name: 'Eisenerzbrocken', imagePath: '' },
      ],
    },
  },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Anfertigen' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
