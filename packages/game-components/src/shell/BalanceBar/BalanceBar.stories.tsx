import { baseInfoFixtures, buildBaseInfo } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BalanceBar } from './BalanceBar.tsx';

const meta = {
  title: 'Game/Shell/BalanceBar',
  component: BalanceBar,
  parameters: {
    guidance: {
      do: [
        "Use it in the signed-in header for the player's gold, premium currency and action points.",
        'Pass `undefined` base info or `loading` until the values are known: it shows a skeleton, not zeros.',
        "Keep each value's icon and currency colour: players recognise the currencies by them.",
      ],
      dont: [
        "Don't show the balance elsewhere with other icons or names: use the glossary's terms.",
        "Don't round values yourself: the bar formats them (compact from a million) in the player's language.",
      ],
    },
  },
  args: { baseInfo: baseInfoFixtures.starting, loading: false },
} satisfies Meta<typeof BalanceBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A new character's balance (100 gold, 50 gems, 100 action points). */
export const Starting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Twoje zasoby' });
    const terms = within(group).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Złoto', 'Punkty premium', 'Punkty akcji']);
    const values = within(group).getAllByRole('definition');
    expect(values.map((value) => value.textContent)).toEqual(['100', '50', '100']);
    // The icons are decorative: the labels carry the meaning.
    for (const image of canvasElement.querySelectorAll('img')) expect(image).toHaveAttribute('alt', '');
  },
};

export const EmptyZeros: Story = {
  args: { baseInfo: baseInfoFixtures.empty },
  play: async ({ canvasElement }) => {
    const values = within(canvasElement).getAllByRole('definition');
    expect(values.map((value) => value.textContent)).toEqual(['0', '0', '0']);
  },
};

/** Values from one million on are compact; the whole number stays in the accessible text and the tooltip. */
export const HugeValues: Story = {
  args: { baseInfo: baseInfoFixtures.huge },
  play: async ({ canvasElement }) => {
    const [gold, gems] = within(canvasElement).getAllByRole('definition');
    expect(gold).toHaveTextContent('1,2 mld');
    expect(gold).toHaveTextContent('1 234 567 890');
    expect(gold?.parentElement).toHaveAttribute('title', 'Złoto: 1\u00a0234\u00a0567\u00a0890');
    expect(gems).toHaveTextContent('987 654 321');
  },
};

/** Just below the compact threshold: the whole number is shown. */
export const AlmostAMillion: Story = {
  args: { baseInfo: buildBaseInfo({ baseCurrency: 999_999, premiumCurrency: 12_345, stamina: 7 }) },
};

export const Loading: Story = {
  args: { baseInfo: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Twoje zasoby' });
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(canvas.getByRole('status')).toHaveTextContent('Wczytywanie zasobów');
    expect(canvas.queryByRole('definition')).toBeNull();
  },
};

/** Base info not known yet (no `loading` flag): shown as loading rather than as zeros. */
export const NoBaseInfo: Story = {
  args: { baseInfo: undefined },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Wczytywanie zasobów');
  },
};

export const Polish: Story = {
  args: { baseInfo: buildBaseInfo({ baseCurrency: 12_345, premiumCurrency: 1_500, stamina: 80 }) },
  globals: { locale: 'pl' },
  play: async ({ canvasElement }) => {
    const values = within(canvasElement).getAllByRole('definition');
    // Polish groups from five digits on, with a non-breaking space.
    expect(values.map((value) => value.textContent)).toEqual(['12\u00a0345', '1500', '80']);
  },
};

export const English: Story = {
  args: { baseInfo: buildBaseInfo({ baseCurrency: 12_345, premiumCurrency: 1_500, stamina: 80 }) },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Your balance' });
    const values = within(group).getAllByRole('definition');
    expect(values.map((value) => value.textContent)).toEqual(['12,345', '1,500', '80']);
    expect(within(group).getByText('Action points')).toBeInTheDocument();
  },
};

export const EnglishHuge: Story = {
  args: { baseInfo: baseInfoFixtures.huge },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const [gold] = within(canvasElement).getAllByRole('definition');
    expect(gold).toHaveTextContent('1.2B');
    expect(gold).toHaveTextContent('1,234,567,890');
  },
};

export const Phone: Story = {
  args: { baseInfo: baseInfoFixtures.huge },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(within(canvasElement).getAllByRole('definition')).toHaveLength(3);
  },
};

/** Long labels and the widest compact numbers (Spanish has no short word for a billion) at phone width. */
export const StressLongWords: Story = {
  args: { baseInfo: buildBaseInfo({ baseCurrency: 1_234_567_890, premiumCurrency: 999_999, stamina: 100_000 }) },
  globals: { locale: 'es', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(within(canvasElement).getByRole('group', { name: 'Tu saldo' })).toBeInTheDocument();
  },
};

export const German: Story = {
  args: { baseInfo: buildBaseInfo({ baseCurrency: 2_500_000, premiumCurrency: 12_345, stamina: 100 }) },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const [gold, gems] = within(canvasElement).getAllByRole('definition');
    expect(gold).toHaveTextContent('2,5 Mio.');
    expect(gems).toHaveTextContent('12.345');
  },
};
