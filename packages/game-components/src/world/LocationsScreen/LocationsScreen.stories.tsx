import { buildLocations } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playRetryInAlert } from '../../shared/private/screen-stories.ts';
import { LocationsScreen } from './LocationsScreen.tsx';

const meta = {
  title: 'Game/World/LocationsScreen',
  component: LocationsScreen,
  parameters: {
    guidance: {
      do: [
        "Use it for /locations and feed it the route's data: `undefined` while loading, `error` for a failed load.",
        "Pass the player's action points (the base info's stamina), so travel is disabled where they are too few.",
      ],
      dont: [
        "Don't refetch the list after travelling: update the data you pass in.",
        "Don't show the locations while they load: the screen shows skeletons.",
      ],
    },
  },
  args: { data: buildLocations(), actionPoints: 40, error: false, onRetry: fn(), onTravel: fn() },
} satisfies Meta<typeof LocationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title, the cards (the current one marked) and travel. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Lokacje' })).toBeInTheDocument();
    expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Podróżuj/ })[0] as HTMLElement);
    expect(args.onTravel).toHaveBeenCalledWith(args.data?.[1]);
  },
};

export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('status')).toBeInTheDocument();
    expect(canvas.queryByRole('button', { name: /^Podróżuj/ })).toBeNull();
  },
};

export const LoadFailed: Story = { args: { data: undefined, error: true }, play: playRetryInAlert };

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Brak lokacji do odwiedzenia')).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { data: buildLocations('en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Locations' })).toBeInTheDocument();
    expect(canvas.getByRole('heading', { level: 2, name: 'Silverpeak Mine' })).toBeInTheDocument();
  },
};

export const PhoneGerman: Story = {
  args: { actionPoints: 3 },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Orte' })).toBeInTheDocument();
  },
};
