import { buildLocations, locationFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LocationList } from './LocationList.tsx';

const meta = {
  title: 'Game/World/LocationList',
  component: LocationList,
  parameters: {
    guidance: {
      do: [
        "Use it for the locations as a grid of cards, with the player's action points and the travel help.",
        "Pass `currentLocationId` when the host knows the character's location better than the entities' flag.",
      ],
      dont: [
        "Don't order the locations in the browser: the server's order is the map's.",
        "Don't repeat the travel rules on the page: the help dialog holds them.",
      ],
    },
  },
  args: { locations: buildLocations(), actionPoints: 8, onTravel: fn() },
} satisfies Meta<typeof LocationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five locations, the first current; with 8 action points the three far ones are out of reach. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Lokacje' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    // The first card's picture is on the first screen (the page's largest element): it loads at once.
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.querySelector('img')?.loading),
    ).toEqual(['eager', 'lazy', 'lazy', 'lazy', 'lazy']);
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => (button as HTMLButtonElement).disabled)).toEqual([true, false, true, true, true]);
    await userEvent.click(buttons[1] as HTMLElement);
    expect(args.onTravel).toHaveBeenCalledWith(args.locations[1]);
  },
};

/** The help dialog opens from the '?' button, traps focus and closes with Escape. */
export const Help: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: /Jak działa podróżowanie/ });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Jak działa podróżowanie' });
    expect(within(dialog).getByText(/odnawiają się o 1 co 3 minuty/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  },
};

/** `currentLocationId` overrides the entities' flag. */
export const CurrentById: Story = {
  args: { currentLocationId: 43, actionPoints: 100 },
  play: async ({ args, canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', { name: /Podróżuj|Tu jesteś/ });
    // Each button is named with its place (not five buttons all called "Podróżuj").
    expect(buttons.map((button) => button.textContent)).toEqual(
      args.locations.map((location) => `${location.id === 43 ? 'Tu jesteś' : 'Podróżuj'} ${location.name}`),
    );
  },
};

export const English: Story = {
  args: { locations: buildLocations('en'), actionPoints: 100 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('list', { name: 'Locations' })).toBeInTheDocument();
    expect(canvas.getByText('Your action points:')).toBeInTheDocument();
    expect(canvas.getAllByRole('button', { name: /^Travel/ })).toHaveLength(4);
  },
};

/** One column on phones; long names wrap. */
export const PhoneStress: Story = {
  args: { locations: [...buildLocations(), locationFixtures.longName, locationFixtures.missingImage] },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(7);
  },
};
