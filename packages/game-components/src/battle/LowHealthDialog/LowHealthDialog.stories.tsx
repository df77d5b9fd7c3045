import { buildConsumableItem, consumableItemFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LowHealthDialog } from './LowHealthDialog.tsx';

/** The player's consumables as GET /my-character answers them (id, count, heal share). */
const pouch = [
  buildConsumableItem(1, { name: 'Mikstura leczenia ×2', id: 1001, count: 2, healPercent: 30 }),
  buildConsumableItem(2, { name: 'Chleb żytni', id: 1002, count: 1, healPercent: 10 }),
  // No heal share: not offered.
  buildConsumableItem(3, { id: 1003, count: 4, healPercent: 0 }),
];

const meta = {
  title: 'Game/Battle/LowHealthDialog',
  component: LowHealthDialog,
  parameters: {
    guidance: {
      do: [
        'Open it before a monster or arena fight when the player is below 25 % of their health.',
        'Offer only the consumables that heal, each with its count and Use button.',
        "Keep cancel as the safe choice, and 'fight anyway' for players who know the risk.",
      ],
      dont: [
        "Don't open it above 25 % health: the fight starts at once.",
        "Don't let it be dismissed while the fight is starting.",
      ],
    },
  },
  args: {
    open: true,
    onOpenChange: fn(),
    health: { current: 1, max: 120 },
    consumables: pouch,
    onUse: fn(),
    onFightAnyway: fn(),
    cost: 10,
  },
} satisfies Meta<typeof LowHealthDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below 25%: it says so, offers the consumables that heal with their Use buttons, then fight anyway or cancel. */
export const WithConsumables: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Twój bohater jest ciężko ranny' });
    const inDialog = within(dialog);
    expect(dialog).toHaveAccessibleDescription(
      'Zdrowie 1 z 120: poniżej 25% maksimum. Walka teraz jest niemal przegrana, a i tak kosztuje 10 punktów akcji.',
    );
    expect(inDialog.getByRole('meter', { name: 'Twoje zdrowie' })).toHaveAttribute('aria-valuetext', '1 / 120');
    // The description says it already: the meter's own warning is left out here.
    expect(inDialog.queryByText(/Najpierw się ulecz/)).toBeNull();
    expect(inDialog.getByRole('heading', { name: 'Co leczy' })).toBeInTheDocument();
    // Only the two that heal are offered.
    expect(inDialog.getAllByRole('button', { name: /^Użyj: / })).toHaveLength(2);
    await userEvent.click(inDialog.getByRole('button', { name: 'Użyj: Mikstura leczenia ×2 (2 sztuki)' }));
    expect(args.onUse).toHaveBeenCalledWith(pouch[0]);
    expect(args.onFightAnyway).not.toHaveBeenCalled();
  },
};

/** The fight "Fight anyway" starts, which the play ends once it has checked the dialog meanwhile. */
let endFight = () => {};

/** "Fight anyway" fights (loading while it starts); the dialog cannot be dismissed meanwhile. */
export const FightAnyway: Story = {
  args: {
    onFightAnyway: fn(
      () =>
        new Promise<void>((resolve) => {
          endFight = resolve;
        }),
    ),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Twój bohater jest ciężko ranny' });
    const fight = within(dialog).getByRole('button', { name: 'Walcz mimo to' });
    await userEvent.click(fight);
    expect(args.onFightAnyway).toHaveBeenCalledOnce();
    await waitFor(() => expect(fight).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.keyboard('{Escape}');
    expect(args.onOpenChange).not.toHaveBeenCalled();
    endFight();
    await waitFor(() => expect(fight).not.toHaveAttribute('aria-disabled'));
  },
};

/** Cancel (the safe choice) closes it without fighting. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Twój bohater jest ciężko ranny' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(args.onOpenChange).toHaveBeenCalledWith(false);
    expect(args.onFightAnyway).not.toHaveBeenCalled();
  },
};

/** Nothing that heals in the pouch: it says where to get some, and how health comes back. */
export const WithoutConsumables: Story = {
  args: { consumables: [pouch[2] ?? consumableItemFixtures.empty, consumableItemFixtures.empty] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Twój bohater jest ciężko ranny' });
    const inDialog = within(dialog);
    expect(inDialog.getByText(/Nie masz nic, co leczy\. Karczmy sprzedają jedzenie i mikstury/)).toBeInTheDocument();
    expect(inDialog.queryByRole('button', { name: /^Użyj: / })).toBeNull();
    expect(inDialog.getByRole('button', { name: 'Walcz mimo to' })).toBeEnabled();
  },
};

export const English: Story = {
  args: {
    health: { current: 20, max: 200 },
    cost: 5,
    consumables: [buildConsumableItem(2, { name: 'Rye bread ×3', id: 1002, count: 3, healPercent: 10 }, 'en')],
  },
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Your hero is badly hurt' });
    expect(dialog).toHaveAccessibleDescription(
      'Health 20 of 200: below 25% of the maximum. A fight now is as good as lost and still costs 5 action points.',
    );
    expect(within(dialog).getByRole('button', { name: 'Use Rye bread ×3 (3 left)' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Fight anyway' })).toBeEnabled();
  },
};

/** Phone width, German, the longest names: a full-width sheet that does not overflow. */
export const PhoneGerman: Story = {
  args: {
    consumables: [{ ...consumableItemFixtures.longName, id: 1009, count: 12, healPercent: 25 }, ...pouch],
  },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Dein Held ist schwer verletzt' });
    expect(within(dialog).getAllByRole('button', { name: / benutzen \(noch \d+\)$/ })).toHaveLength(3);
    expect(within(dialog).getByRole('button', { name: 'Trotzdem kämpfen' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Phone width, Polish, nothing that heals. */
export const PhoneWithoutConsumables: Story = {
  args: { consumables: [] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Twój bohater jest ciężko ranny' });
    expect(within(dialog).getByText(/Nie masz nic, co leczy/)).toBeInTheDocument();
  },
};
