import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HealthLine, healthState, isLowHealth } from './HealthLine.tsx';

const meta = {
  title: 'Game/Battle/HealthLine',
  component: HealthLine,
  parameters: {
    guidance: {
      do: [
        "Use it where a fight starts (the monster list, the arena) to show the player's health before they choose.",
        'Keep the warning below 25 %: it tells the player a fight now is likely lost.',
        'Turn the `note` off where the text around it already says the same.',
      ],
      dont: [
        "Don't use it for a monster's or an opponent's health: the replay has its own bars.",
        "Don't use it as a generic progress bar: use Meter.",
      ],
    },
  },
  args: { current: 120, max: 120 },
} satisfies Meta<typeof HealthLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Full health: the meter is full and says so. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Twoje zdrowie' });
    expect(meter).toHaveAttribute('aria-valuenow', '120');
    expect(meter).toHaveAttribute('aria-valuetext', '120 / 120');
    expect(canvas.getByText('Pełne zdrowie.')).toBeInTheDocument();
  },
};

/** Hurt, at or above a quarter of the maximum: how health comes back. */
export const Hurt: Story = {
  args: { current: 30, max: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('meter', { name: 'Twoje zdrowie' })).toHaveAttribute('aria-valuetext', '30 / 120');
    expect(canvas.getByText('Zdrowie wraca o 1% maksimum na minutę.')).toBeInTheDocument();
    // 25% exactly is not low yet; one point less is.
    expect(isLowHealth({ current: 30, max: 120 })).toBe(false);
    expect(isLowHealth({ current: 29, max: 120 })).toBe(true);
  },
};

/** Below 25% (after a lost fight, 1 HP): the warning that a fight now is as good as lost. */
export const Critical: Story = {
  args: { current: 1, max: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('meter', { name: 'Twoje zdrowie' })).toHaveAttribute('aria-valuetext', '1 / 120');
    expect(canvas.getByText(/Twój bohater jest ciężko ranny: poniżej 25% zdrowia/)).toBeInTheDocument();
    expect(healthState({ current: 1, max: 120 })).toBe('critical');
  },
};

export const English: Story = {
  args: { current: 2400, max: 12500 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('meter', { name: 'Your health' })).toHaveAttribute('aria-valuetext', '2,400 / 12,500');
    expect(canvas.getByText(/Your hero is badly hurt/)).toBeInTheDocument();
  },
};

/** The longest words at phone width, in German. */
export const PhoneGerman: Story = {
  args: { current: 3, max: 98765 },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText(/Dein Held ist schwer verletzt/)).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const PhonePolishHurt: Story = {
  args: { current: 64, max: 120 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('meter', { name: 'Twoje zdrowie' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
