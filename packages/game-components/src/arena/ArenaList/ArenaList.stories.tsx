import { buildArenaEnemies } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ArenaList } from './ArenaList.tsx';

const now = new Date('2026-03-01T12:00:00Z');

const meta = {
  title: 'Game/Arena/ArenaList',
  component: ArenaList,
  parameters: {
    guidance: {
      do: [
        "Use it for the arena's opponents and the roll that draws new ones.",
        'Pass `nextRollAt` and `now` so a cooling-down roll says how many seconds are left.',
        'Set `fightDisabled` below the fight cost, with the reason shown by the screen.',
      ],
      dont: [
        "Don't hide the roll while it cools down: show it disabled with the time left.",
        "Don't sort or filter the opponents here: the server picks them around the player's honour.",
      ],
    },
  },
  args: { enemies: buildArenaEnemies(1), onFight: fn(), onRoll: fn(), now },
} satisfies Meta<typeof ArenaList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five opponents; fighting one calls back with it; the roll is free. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Przeciwnicy' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(within(list).getByRole('button', { name: 'Walcz: Dobrawa' }));
    expect(args.onFight).toHaveBeenCalledWith(args.enemies[1]);
    const roll = canvas.getByRole('button', { name: 'Nowi przeciwnicy' });
    roll.focus();
    await userEvent.keyboard('{Enter}');
    expect(args.onRoll).toHaveBeenCalledTimes(1);
    expect(canvas.getByRole('status')).toHaveTextContent('darmowe, raz na minutę');
  },
};

export const RollPending: Story = {
  args: { onRoll: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const roll = within(canvasElement).getByRole('button', { name: 'Nowi przeciwnicy' });
    await userEvent.click(roll);
    await waitFor(() => expect(roll).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(roll);
    expect(args.onRoll).toHaveBeenCalledTimes(1);
  },
};

/** Rolled less than a minute ago: disabled with the seconds left (Polish plural). */
export const RollCoolingDown: Story = {
  args: { nextRollAt: '2026-03-01T12:00:42Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('button', { name: 'Nowi przeciwnicy' })).toBeDisabled();
    expect(canvas.getByRole('status')).toHaveTextContent('Nowi przeciwnicy za 42 sekundy.');
  },
};

export const RollUnavailable: Story = {
  args: { canRoll: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('button', { name: 'Nowi przeciwnicy' })).toBeDisabled();
    expect(canvas.getByRole('status')).toHaveTextContent('za minutę');
  },
};

/** Too few action points: every fight button is disabled. */
export const FightDisabled: Story = {
  args: { fightDisabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button', { name: /^Walcz/ })) {
      expect(button).toBeDisabled();
    }
  },
};

export const English: Story = {
  args: { nextRollAt: '2026-03-01T12:00:01Z' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('status')).toHaveTextContent('New opponents in 1 second.');
    expect(canvas.getByRole('list', { name: 'Opponents' })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  args: { nextRollAt: '2026-03-01T12:00:25Z' },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Neue Gegner in 25 Sekunden.');
  },
};
