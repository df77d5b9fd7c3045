import { buildBaseInfo, buildConsumableItem, buildMonsters } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { playLoading, playRetryInAlert } from '../../shared/private/screen-stories.ts';
import { BattleScreen } from './BattleScreen.tsx';

const meta = {
  title: 'Game/Battle/BattleScreen',
  component: BattleScreen,
  parameters: {
    guidance: {
      do: [
        "Use it for /battle and feed it the route's data: `undefined` while loading, `error` for a failed load.",
        'Pass `onFight` to fight from the list, and the health and consumables so a fight below 25 % health asks first.',
        'Pass the base info, so the player sees their action points and a note when a fight is out of reach.',
      ],
      dont: [
        "Don't hide the roll when no draws are left: it says when they refill.",
        "Don't disable the fight buttons without the note that says why.",
      ],
    },
  },
  args: {
    data: buildMonsters(1, { monsterRolls: 4 }),
    baseInfo: buildBaseInfo({ stamina: 64 }),
    error: false,
    onRetry: fn(),
    onRoll: fn(),
  },
} satisfies Meta<typeof BattleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The monsters, the roll with the draws left and the player's action points. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Walka' })).toBeInTheDocument();
    expect(canvas.getByText('Twoje punkty akcji:')).toBeInTheDocument();
    expect(canvas.getByText('64')).toBeInTheDocument();
    expect(canvas.getAllByRole('link', { name: /^Walcz: / })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Wylosuj nowe potwory (4 losowania)' }));
    expect(args.onRoll).toHaveBeenCalledOnce();
    expect(canvas.queryByText('Za mało punktów akcji')).toBeNull();
  },
};

/** Below the fight cost of 10 action points: the note. */
export const NoStamina: Story = {
  args: { baseInfo: buildBaseInfo({ stamina: 7 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Za mało punktów akcji')).toBeInTheDocument();
    expect(canvas.getByText(/Walka kosztuje 10 punktów akcji, a masz 7/)).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { data: undefined }, play: playLoading };

export const LoadFailed: Story = { args: { data: undefined, error: true }, play: playRetryInAlert };

/** No monsters: the empty state offers a draw. */
export const Empty: Story = {
  args: { data: { monsters: [], monsterRolls: 2 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('W okolicy nie ma potworów')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Wylosuj nowe potwory (2 losowania)' }));
    expect(args.onRoll).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  args: { data: buildMonsters(2, { monsterRolls: 0 }, 'en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Battle' })).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Draw new monsters (0 draws)' })).toBeDisabled();
  },
};

export const PhoneGerman: Story = {
  args: { baseInfo: buildBaseInfo({ stamina: 3 }) },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(within(canvasElement).getByText('Zu wenige Aktionspunkte')).toBeInTheDocument();
  },
};

/** Fighting from the list (POST /battle/commit-fight): each card's button fights that monster, loading meanwhile. */
export const FightButtons: Story = {
  args: { onFight: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first] = args.data?.monsters ?? [];
    const buttons = canvas.getAllByRole('button', { name: /^Walcz: / });
    expect(buttons).toHaveLength(3);
    expect(canvas.queryByRole('link', { name: /^Walcz: / })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Walcz: ${first?.name}` }));
    expect(args.onFight).toHaveBeenCalledWith(first);
    expect(args.onFight).toHaveBeenCalledOnce();
  },
};

/** Too few action points: the fight buttons are disabled beside the note. */
export const FightButtonsNoStamina: Story = {
  args: { onFight: fn(), baseInfo: buildBaseInfo({ stamina: 7 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button', { name: /^Walcz: / })) expect(button).toBeDisabled();
  },
};

export const PhoneFightButtons: Story = {
  args: { onFight: fn() },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(within(canvasElement).getAllByRole('button', { name: /^Kämpfen: / })).toHaveLength(3);
  },
};

/** The player's consumables as GET /my-character answers them (id, count, heal share). */
const pouch = [buildConsumableItem(2, { name: 'Chleb żytni ×2', id: 1002, count: 2, healPercent: 10 })];

/** The player's health above the list; above 25% a fight button fights at once. */
export const HealthShown: Story = {
  args: { onFight: fn(), health: { current: 64, max: 120 }, consumables: pouch, onUseConsumable: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('meter', { name: 'Twoje zdrowie' })).toHaveAttribute('aria-valuetext', '64 / 120');
    const [first] = args.data?.monsters ?? [];
    await userEvent.click(canvas.getByRole('button', { name: `Walcz: ${first?.name}` }));
    expect(args.onFight).toHaveBeenCalledWith(first);
    expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/**
 * Below 25% of maximum health a fight button asks first: the dialog offers the bread (Use), and
 * "fight anyway" fights the monster that was chosen.
 */
export const LowHealthConfirm: Story = {
  args: { onFight: fn(), health: { current: 1, max: 120 }, consumables: pouch, onUseConsumable: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText(/Twój bohater jest ciężko ranny: poniżej 25% zdrowia/)).toBeInTheDocument();
    const [, second] = args.data?.monsters ?? [];
    await userEvent.click(canvas.getByRole('button', { name: `Walcz: ${second?.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Twój bohater jest ciężko ranny' });
    expect(args.onFight).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Użyj: Chleb żytni ×2 (2 sztuki)' }));
    expect(args.onUseConsumable).toHaveBeenCalledWith(pouch[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Walcz mimo to' }));
    expect(args.onFight).toHaveBeenCalledOnce();
    expect(args.onFight).toHaveBeenCalledWith(second);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Cancel in the low-health dialog: no fight, the focus goes back to the fight button. */
export const LowHealthCancel: Story = {
  args: { onFight: fn(), health: { current: 10, max: 120 }, consumables: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first] = args.data?.monsters ?? [];
    const button = canvas.getByRole('button', { name: `Walcz: ${first?.name}` });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Twój bohater jest ciężko ranny' });
    expect(within(dialog).getByText(/Nie masz nic, co leczy/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(args.onFight).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const PhoneLowHealth: Story = {
  args: { onFight: fn(), health: { current: 2, max: 98765 }, consumables: pouch, onUseConsumable: fn() },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('meter', { name: 'Deine Lebenspunkte' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Kämpfen: / })[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Dein Held ist schwer verletzt' })).toBeInTheDocument();
  },
};
