import { arenaEnemyFixtures, buildArenaEnemy } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cardWidth, playPendingIgnoresClicks } from '../../shared/private/card-stories.tsx';
import { ArenaEnemyCard } from './ArenaEnemyCard.tsx';

const meta = {
  title: 'Game/Arena/ArenaEnemyCard',
  component: ArenaEnemyCard,
  args: { enemy: buildArenaEnemy(1), onFight: fn() },
  decorators: [cardWidth(280)],
} satisfies Meta<typeof ArenaEnemyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Name, level, danger, honour; fight by mouse and keyboard calls back with the enemy. */
export const Fight: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 2, name: 'Mieszko' })).toBeInTheDocument();
    expect(canvas.getByRole('term')).toHaveTextContent('Punkty honoru');
    const button = canvas.getByRole('button', { name: 'Walcz: Mieszko' });
    await userEvent.click(button);
    expect(args.onFight).toHaveBeenCalledWith(args.enemy);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(args.onFight).toHaveBeenCalledTimes(2);
  },
};

export const FightPending: Story = {
  args: { onFight: fn(() => new Promise<void>(() => undefined)) },
  play: playPendingIgnoresClicks('Walcz: Mieszko', 'onFight'),
};

export const EveryDanger: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
      {arenaEnemyFixtures.everyDanger.map((enemy) => (
        <ArenaEnemyCard key={enemy.enemyPlayerId} enemy={enemy} onFight={args.onFight} />
      ))}
    </div>
  ),
  decorators: [(Story) => <Story />],
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getAllByRole('article')).toHaveLength(4);
  },
};

/** Huge honour is compact, the whole number stays for screen readers and in the tooltip. */
export const HugeHonour: Story = {
  args: { enemy: arenaEnemyFixtures.hugeHonour },
  play: async ({ canvasElement }) => {
    const value = within(canvasElement).getByRole('definition');
    expect(value).toHaveTextContent('987 654 321');
    expect(value).toHaveAttribute('title', '987\u00a0654\u00a0321');
  },
};

export const English: Story = {
  args: { enemy: arenaEnemyFixtures.noHonour },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('definition')).toHaveTextContent('0');
    expect(canvas.getByRole('button', { name: /^Fight: / })).toBeEnabled();
    // The cost is said once, by the arena's intro, not under every card.
    expect(canvas.queryByText(/action points/)).toBeNull();
  },
};

export const StressLongName: Story = {
  args: { enemy: arenaEnemyFixtures.longName },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(within(canvasElement).getByRole('button', { name: 'Kämpfen: Świętomira Żółtowska' })).toBeEnabled();
  },
};
