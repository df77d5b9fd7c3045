import { arenaEnemyFixtures, buildArenaEnemy } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cardWidth, playPendingIgnoresClicks } from '../../shared/private/card-stories.tsx';
import { ArenaEnemyCard } from './ArenaEnemyCard.tsx';

const meta = {
  title: 'Game/Arena/ArenaEnemyCard',
  component: ArenaEnemyCard,
  parameters: {
    guidance: {
      do: [
        'Use it for one arena opponent inside the arena list.',
        "Return the fight's promise from `onFight`: the button shows loading until it settles.",
        'Disable it with `disabled` when the player cannot fight, and say why once, beside the list.',
      ],
      dont: [
        "Don't repeat the action-point cost on every card: the list says it once.",
        "Don't use it for monsters: use MonsterCard.",
      ],
    },
  },
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

/**
 * A generated 20-character name in a phone's arena card: one line with an ellipsis, never split mid-name; the
 * card's heading and its fight button still name the player whole.
 */
export const GeneratedNamePhone: Story = {
  args: { enemy: { ...arenaEnemyFixtures.longName, enemyPlayerName: 'SPECD_UPPOAH4H_XYZ12' } },
  decorators: [cardWidth('10.5rem')],
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'SPECD_UPPOAH4H_XYZ12' })).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Kämpfen: SPECD_UPPOAH4H_XYZ12' })).toBeEnabled();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
