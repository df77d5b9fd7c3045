import { buildMonsters, monsterFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playPendingIgnoresClicks } from '../../shared/private/card-stories.tsx';
import { MonsterList } from './MonsterList.tsx';

const { monsters } = buildMonsters(1);

const meta = {
  title: 'Game/Battle/MonsterList',
  component: MonsterList,
  parameters: {
    guidance: {
      do: [
        'Use it for the monsters of the current location and the roll with the draws left.',
        "Return the roll's promise from `onRoll`: the button shows loading until it settles.",
        'Show the roll disabled with the refill time when no draws are left.',
      ],
      dont: ["Don't hide the draws left: a player plans by them.", "Don't mix arena opponents into it."],
    },
  },
  args: { monsters, monsterRolls: 3, onRoll: fn() },
} satisfies Meta<typeof MonsterList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three monsters; the roll button shows the draws left and works by mouse and keyboard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(within(canvas.getByRole('list', { name: 'Potwory' })).getAllByRole('listitem')).toHaveLength(3);
    const button = canvas.getByRole('button', { name: 'Wylosuj nowe potwory (3 losowania)' });
    await userEvent.click(button);
    expect(args.onRoll).toHaveBeenCalledTimes(1);
    button.focus();
    await userEvent.keyboard(' ');
    expect(args.onRoll).toHaveBeenCalledTimes(2);
  },
};

/** Polish plurals of the draws left: 1 losowanie, 2 losowania, 5 losowań. */
export const PolishPlurals: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <MonsterList {...args} monsterRolls={1} monsters={[]} />
      <MonsterList {...args} monsterRolls={2} monsters={[]} />
      <MonsterList {...args} monsterRolls={5} monsters={[]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual([
      'Wylosuj nowe potwory (1 losowanie)',
      'Wylosuj nowe potwory (2 losowania)',
      'Wylosuj nowe potwory (5 losowań)',
    ]);
  },
};

/** While the roll is pending the button shows loading and ignores clicks. */
export const RollPending: Story = {
  args: { onRoll: fn(() => new Promise<void>(() => undefined)) },
  play: playPendingIgnoresClicks(/Wylosuj/, 'onRoll'),
};

/** No draws left: the button is disabled and the refill at midnight UTC is explained. */
export const NoRollsLeft: Story = {
  args: { ...monsterFixtures.noRollsLeft },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('button', { name: 'Wylosuj nowe potwory (0 losowań)' })).toBeDisabled();
    expect(canvas.getByRole('status')).toHaveTextContent('odnawia się o północy UTC');
  },
};

export const English: Story = {
  args: { ...buildMonsters(2, { monsterRolls: 1 }, 'en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('button', { name: 'Draw new monsters (1 draw)' })).toBeEnabled();
    expect(canvas.getByRole('status')).toHaveTextContent('1 draw left today.');
  },
};

export const Phone: Story = {
  args: { monsterRolls: 0 },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(within(canvasElement).getByRole('button', { name: 'Neue Monster auslosen (0 Auslosungen)' })).toBeDisabled();
  },
};
