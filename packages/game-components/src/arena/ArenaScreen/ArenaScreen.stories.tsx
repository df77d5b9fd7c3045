import { buildArenaEnemies, buildBaseInfo, buildConsumableItem } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { playLoading, playRetryInAlert } from '../../shared/private/screen-stories.ts';
import { ArenaScreen } from './ArenaScreen.tsx';

const meta = {
  title: 'Game/Arena/ArenaScreen',
  component: ArenaScreen,
  parameters: {
    guidance: {
      do: [
        "Use it for /arena and feed it the route's data: `undefined` while loading, `error` for a failed load.",
        "Pass the player's health and consumables, so a fight below 25 % health asks first and offers a potion.",
        'Pass the base info: below 5 action points the fights are disabled with a note.',
      ],
      dont: [
        "Don't start a fight without the low-health question when health is low.",
        "Don't add the monsters' battle here: the arena and the monster battle are separate screens.",
      ],
    },
  },
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

/** The player's consumables as GET /my-character answers them (id, count, heal share). */
const pouch = [buildConsumableItem(1, { name: 'Mikstura leczenia', id: 1001, count: 1, healPercent: 30 })];

/** The player's health above the opponents; the cost is said once, in the intro, not under every card. */
export const HealthShown: Story = {
  args: { health: { current: 120, max: 120 }, consumables: pouch, onUseConsumable: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('meter', { name: 'Twoje zdrowie' })).toHaveAttribute('aria-valuetext', '120 / 120');
    expect(canvas.getAllByText(/5 punktów akcji/)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Walcz: Radomir' }));
    expect(args.onFight).toHaveBeenCalledWith(args.data?.[2]);
    expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Below 25%: the arena's fight asks first, offering the potion; "fight anyway" fights the chosen opponent. */
export const LowHealthConfirm: Story = {
  args: { health: { current: 5, max: 120 }, consumables: pouch, onUseConsumable: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Walcz: Radomir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Twój bohater jest ciężko ranny' });
    expect(dialog).toHaveAccessibleDescription(/kosztuje 5 punktów akcji/);
    expect(args.onFight).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Użyj: Mikstura leczenia (1 sztuka)' }));
    expect(args.onUseConsumable).toHaveBeenCalledWith(pouch[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Walcz mimo to' }));
    expect(args.onFight).toHaveBeenCalledOnce();
    expect(args.onFight).toHaveBeenCalledWith(args.data?.[2]);
  },
};

export const PhoneLowHealthEnglish: Story = {
  args: { health: { current: 1, max: 120 }, consumables: [] },
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText(/Your hero is badly hurt/)).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Fight: Radomir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your hero is badly hurt' });
    expect(within(dialog).getByText(/You have nothing that heals/)).toBeInTheDocument();
  },
};
