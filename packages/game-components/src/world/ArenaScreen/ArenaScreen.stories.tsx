import { buildArenaEnemies, buildBaseInfo } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playLoading, playRetryInAlert } from '../../shared/private/screenStories.ts';
import { ArenaScreen } from './ArenaScreen.tsx';

const meta = {
  title: 'Game/Battle/Screens/ArenaScreen',
  component: ArenaScreen,
  args: {
    data: buildArenaEnemies(1),
    baseInfo: buildBaseInfo({ stamina: 50 }),
    error: false,
    onRetry: fn(),
    onFight: fn(),
    onRoll: fn(),
    now: new Date('2026-03-01T12:00:00Z'),
  },
} satisfies Meta<typeof ArenaScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Arena' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Walcz: Radomir' }));
    expect(args.onFight).toHaveBeenCalledWith(args.data?.[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Nowi przeciwnicy' }));
    expect(args.onRoll).toHaveBeenCalledOnce();
  },
};

/** Below 5 action points: the note, and the fight buttons are disabled. */
export const NoStamina: Story = {
  args: { baseInfo: buildBaseInfo({ stamina: 2 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText(/Walka na arenie kosztuje 5 punktów akcji, a masz 2/)).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Walcz: Radomir' })).toBeDisabled();
  },
};

export const Loading: Story = { args: { data: undefined }, play: playLoading };

export const LoadFailed: Story = { args: { data: undefined, error: true }, play: playRetryInAlert };

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Brak przeciwników')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Nowi przeciwnicy' }));
    expect(args.onRoll).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { nextRollAt: '2026-03-01T12:00:30Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('button', { name: 'New opponents' })).toBeDisabled();
    expect(canvas.getByText('New opponents in 30 seconds.')).toBeInTheDocument();
  },
};

export const PhoneGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(5);
  },
};
