import { DangerLevel } from '@rpg/contracts';
import { buildMonster, monsterFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cardWidth } from '../../shared/private/card-stories.tsx';
import { MonsterCard } from './MonsterCard.tsx';

const meta = {
  title: 'Game/Battle/MonsterCard',
  component: MonsterCard,
  parameters: {
    guidance: {
      do: [
        'Use it for one monster of the current location, in the monster list.',
        'Pass `onFight` to fight at once with a button; without it the card links to the fight page.',
        'Show the danger word as it is: its tone and word are fixed per band (easy, fair, hard, deadly).',
      ],
      dont: [
        "Don't use it for arena opponents: use ArenaEnemyCard.",
        "Don't show the danger by colour alone: the word carries it.",
      ],
    },
  },
  args: { monster: buildMonster(1) },
  decorators: [cardWidth(300)],
} satisfies Meta<typeof MonsterCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Name, level, danger word and the fight link to /battle/fight/{id}. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 2, name: 'Wilk' })).toBeInTheDocument();
    const link = canvas.getByRole('link', { name: 'Walcz: Wilk' });
    expect(link).toHaveAttribute('href', `#fight/${args.monster.id}`);
    link.focus();
    expect(link).toHaveFocus();
  },
};

/** Every danger band: its fixed word in its tone (easy green, fair blue, hard amber, deadly red). */
export const EveryDanger: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
      {monsterFixtures.everyDanger.map((monster) => (
        <MonsterCard key={monster.id} monster={monster} />
      ))}
    </div>
  ),
  decorators: [(Story) => <Story />],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const word of ['Łatwy', 'Wyrównany', 'Trudny', 'Śmiertelny']) {
      expect(canvas.getByText(`Zagrożenie: ${word}`)).toBeInTheDocument();
    }
  },
};

/** The `dangerLevel` and `fightTo` props override the entity's values. */
export const Overrides: Story = {
  args: { dangerLevel: DangerLevel.Deadly, fightTo: { page: 'fight', id: 7 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Zagrożenie: Śmiertelny')).toBeInTheDocument();
    expect(canvas.getByRole('link')).toHaveAttribute('href', '#fight/7');
  },
};

export const MissingImage: Story = {
  args: { monster: monsterFixtures.missingImage },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('img')?.getAttribute('src')).toContain('/images/fallbacks/monster.svg'),
    );
  },
};

export const English: Story = {
  args: { monster: buildMonster(4, { dangerLevel: DangerLevel.Hard }, 'en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('link', { name: 'Fight: Leshy' })).toBeInTheDocument();
    expect(canvas.getByText('Danger: Hard')).toBeInTheDocument();
  },
};

export const StressLongName: Story = {
  args: { monster: monsterFixtures.longName },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(within(canvasElement).getByRole('link', { name: /^Kämpfen: / })).toBeInTheDocument();
  },
};

/** With onFight the card fights at once: a button (loading while the fight is committed) instead of the link. */
export const FightButton: Story = {
  args: { onFight: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('link')).toBeNull();
    const button = canvas.getByRole('button', { name: 'Walcz: Wilk' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(args.onFight).toHaveBeenCalledWith(args.monster);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Walcz: Wilk' })).toBeEnabled());
  },
};

/** The fight button disabled (too few action points). */
export const FightDisabled: Story = {
  args: { onFight: fn(), fightDisabled: true },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('button', { name: 'Walcz: Wilk' })).toBeDisabled();
  },
};
