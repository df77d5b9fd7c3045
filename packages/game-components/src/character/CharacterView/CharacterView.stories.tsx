import { buildPublicCharacter, publicCharacterFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CharacterView } from './CharacterView.tsx';

const meta = {
  title: 'Game/Character/CharacterView',
  component: CharacterView,
  parameters: {
    guidance: {
      do: [
        "Use it for another player's public profile, opened from the ranking.",
        'Keep it read-only: items open their details, with no equip, sell or buy.',
      ],
      dont: [
        "Don't use it for the player's own character: use CharacterScreen, which has the actions.",
        "Don't show private data (gold, backpack) of another player.",
      ],
    },
  },
  args: { character: publicCharacterFixtures.veteran },
} satisfies Meta<typeof CharacterView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Avatar, name and level, honour, stats with the items' share, and the equipped items without actions. */
export const Veteran: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Wojsław' })).toBeInTheDocument();
    expect(canvas.getByText('Poziom 15')).toBeInTheDocument();
    expect(canvas.getByRole('img', { name: 'Wygląd postaci Wojsław' })).toBeInTheDocument();
    expect(canvas.getByText('497')).toBeInTheDocument();
    expect(canvas.getByText('39')).toBeInTheDocument();
    expect(canvas.getByText('(+5 z przedmiotów)')).toBeInTheDocument();
    const items = canvas.getByRole('region', { name: 'Założony ekwipunek' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(4);
    // No actions on another player's items: each picture only opens the item's details.
    const buttons = within(items).getAllByRole('button');
    expect(buttons).toHaveLength(4);
    for (const button of buttons) expect(button).toHaveAccessibleName(/^Szczegóły: /);
  },
};

/** A click (a tap on a phone) on an item's picture shows its stats and sell value in a dialog, with no action. */
export const ItemDetails: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getByRole('region', { name: 'Założony ekwipunek' });
    const [first] = within(items).getAllByRole('button');
    if (!first) throw new Error('no item');
    await userEvent.click(first);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Wartość sprzedaży:')).toBeVisible());
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Zamknij']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(first).toHaveFocus());
  },
};

/** The back link leads to /ranking and is the first stop of the keyboard. */
export const BackLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Wróć do rankingu' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#ranking');
  },
};

/** No outfit and no items: the fallback avatar and a line saying so. */
export const Naked: Story = {
  args: { character: publicCharacterFixtures.naked },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Ten bohater nie ma na sobie żadnego ekwipunku.')).toBeInTheDocument();
    expect(canvas.getByRole('img', { name: /Świętomira/ })).toHaveAttribute('data-avatar-state', 'fallback');
  },
};

export const English: Story = {
  args: { character: buildPublicCharacter(3, {}, 'en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 2, name: 'Equipped items' })).toBeInTheDocument();
    const stats = canvas.getByRole('region', { name: 'Stats' });
    expect(within(stats).getByText('Force')).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Back to the ranking' })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Long name in German at phone width. */
export const StressLongNamePhone: Story = {
  args: { character: publicCharacterFixtures.longName },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Angelegte Ausrüstung')).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
