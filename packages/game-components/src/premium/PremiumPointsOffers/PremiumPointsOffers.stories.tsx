import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PremiumPointsOffers } from './PremiumPointsOffers.tsx';

const meta = {
  title: 'Game/Premium/PremiumPointsOffers',
  component: PremiumPointsOffers,
  parameters: {
    guidance: {
      do: [
        'Use it for the premium point packs.',
        'Keep the notice and the explaining dialog until a payment provider exists.',
      ],
      dont: [
        "Don't promise a purchase that cannot happen.",
        "Don't add prices in another currency than the contract's.",
      ],
    },
  },
} satisfies Meta<typeof PremiumPointsOffers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three packs; each says payments are not available yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Pakiety punktów premium' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    for (const name of ['200 punktów premium', '500 punktów premium', '1000 punktów premium']) {
      expect(canvas.getByRole('heading', { name })).toBeInTheDocument();
    }
    for (const button of canvas.getAllByRole('button', { name: 'Kup' })) {
      expect(button).toHaveAccessibleDescription('Jeszcze niedostępne');
    }
    expect(canvas.getByText(/Płatności nie są jeszcze dostępne/)).toBeInTheDocument();
  },
};

/** Buy opens a dialog saying payments are not available; close returns focus (keyboard). */
export const BuyExplainsUnavailable: Story = {
  play: async ({ canvasElement }) => {
    const buy = within(canvasElement).getAllByRole('button', { name: 'Kup' })[1];
    if (!buy) throw new Error('no buy button');
    buy.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Płatności nie są jeszcze dostępne' });
    expect(dialog).toHaveTextContent('Nic nie zostało pobrane.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(buy).toHaveFocus());
    await userEvent.click(buy);
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: '1,000 premium points' })).toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Buy' })[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Payments are not available yet' })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const StressGermanPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { name: '1.000 Premiumpunkte' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
