import { Stat } from '@rpg/contracts';
import { buildSeasonedStats, buildStats } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatsPanel } from './StatsPanel.tsx';

const meta = {
  title: 'Game/Character/StatsPanel',
  component: StatsPanel,
  parameters: {
    guidance: {
      do: [
        'Use it for the four stats with their +1 buttons while points are left, and the combat values beside them.',
        'Show the derived values as the server sent them: the browser computes no rule.',
        'Pass `unspentPoints` when known, so the message names the count.',
      ],
      dont: [
        "Don't pass `onAddStat` where the player cannot spend points (another player's profile).",
        "Don't recompute health, damage or chances in the browser.",
      ],
    },
  },
  args: { stats: buildSeasonedStats(7), pointsAvailable: true, unspentPoints: 5, onAddStat: fn() },
} satisfies Meta<typeof StatsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const value = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ');

export const Playground: Story = {};

/** Points to spend: a +1 button for each of the four stats sends its Stat value. */
export const WithPoints: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('status')).toHaveTextContent('Masz 5 punktów do rozdania');
    const names = ['Siła', 'Inteligencja', 'Zręczność', 'Wytrzymałość'];
    for (const name of names) await userEvent.click(canvas.getByRole('button', { name: `Dodaj punkt: ${name}` }));
    expect(args.onAddStat).toHaveBeenNthCalledWith(1, Stat.Force);
    expect(args.onAddStat).toHaveBeenNthCalledWith(2, Stat.Intelligence);
    expect(args.onAddStat).toHaveBeenNthCalledWith(3, Stat.Dexterity);
    expect(args.onAddStat).toHaveBeenNthCalledWith(4, Stat.Endurance);
  },
};

/** Polish plurals: 1 punkt, 2 punkty (5 punktów above). */
export const OnePoint: Story = {
  args: { unspentPoints: 1 },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Masz 1 punkt do rozdania');
  },
};

export const TwoPoints: Story = {
  args: { unspentPoints: 2 },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Masz 2 punkty do rozdania');
  },
};

/** The character reply only says whether points exist. */
export const PointsWithoutCount: Story = {
  args: { unspentPoints: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('status')).toHaveTextContent('Masz punkty statystyk do rozdania.');
    expect(canvas.getAllByRole('button', { name: /Dodaj punkt/ })).toHaveLength(4);
  },
};

/** No points: the message says so and there are no add buttons. */
export const NoPoints: Story = {
  args: { pointsAvailable: false, unspentPoints: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('status')).toHaveTextContent('Nie masz punktów do rozdania.');
    expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * The derived values are the server's, shown as sent: totals base + items, health, damage,
 * armour and the chances (here ones no formula of the browser would give, to prove it computes none).
 */
export const ServerValues: Story = {
  args: {
    stats: buildStats({
      baseIntelligence: 10,
      baseDexterity: 8,
      dexterityFromItems: 2,
      minDmg: 4,
      maxDmg: 9,
      armor: 12,
      hitChance: 85,
      blockChance: 10,
      dodgeChance: 5,
      critChance: 7.5,
      critMultiplier: 1.75,
    }),
    hasShield: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('bazowo 8, z przedmiotów +2')).toBeInTheDocument();
    expect(value(canvasElement, 'Zdrowie')).toBe('115 / 115');
    expect(value(canvasElement, 'Obrażenia')).toBe('4–9');
    expect(value(canvasElement, 'Pancerz')).toBe('12');
    expect(value(canvasElement, 'Szansa na trafienie')).toBe('85%');
    expect(value(canvasElement, 'Szansa na blok')).toBe('10%');
    expect(value(canvasElement, 'Szansa na unik')).toBe('5%');
    expect(value(canvasElement, 'Szansa na cios krytyczny')).toBe('7,5%');
    expect(value(canvasElement, 'Mnożnik ciosu krytycznego')).toBe('×1,75');
  },
};

/** Without a shield there is no block chance, and the panel says why. */
export const NoShield: Story = {
  args: { stats: buildSeasonedStats(7, { blockChance: 0 }), hasShield: false },
  play: async ({ canvasElement }) => {
    expect(value(canvasElement, 'Szansa na blok')).toBe('0% (tylko z tarczą)');
  },
};

/** While a point is being added, its button spins and the others wait. */
export const Adding: Story = {
  args: { onAddStat: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const force = canvas.getByRole('button', { name: 'Dodaj punkt: Siła' });
    await userEvent.click(force);
    await userEvent.click(force);
    expect(args.onAddStat).toHaveBeenCalledOnce();
    expect(force).toHaveAttribute('aria-busy', 'true');
    expect(canvas.getByRole('button', { name: 'Dodaj punkt: Zręczność' })).toBeDisabled();
  },
};

/** Tab reaches the first +1 button, its tooltip describes the stat, Enter adds. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const force = within(canvasElement).getByRole('button', { name: 'Dodaj punkt: Siła' });
    expect(force).toHaveFocus();
    expect(force).toHaveAccessibleDescription('Zwiększa obrażenia i trochę zdrowia.');
    await userEvent.keyboard('{Enter}');
    expect(args.onAddStat).toHaveBeenCalledWith(Stat.Force);
  },
};

export const English: Story = {
  args: { unspentPoints: 1 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Stats' })).toBeInTheDocument();
    expect(canvas.getByRole('status')).toHaveTextContent('You have 1 point to spend');
    expect(canvas.getByRole('button', { name: 'Add a point to Endurance' })).toBeEnabled();
  },
};

/** German's long labels and big numbers at phone width. */
export const StressGermanPhone: Story = {
  args: {
    stats: buildSeasonedStats(9, { healthPoints: 123456, currentHealthPoints: 99999, armor: 12345 }),
    hasShield: true,
  },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Chance auf kritischen Treffer')).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
