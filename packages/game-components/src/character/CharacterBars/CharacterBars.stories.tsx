import { characterFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExperienceBar, HealthBar } from './CharacterBars.tsx';

interface BarsArgs {
  current: number;
  max: number;
  experience: number;
  needed: number;
  level?: number;
}

/** Both bars as the character screen shows them. */
function Bars({ current, max, experience, needed, level }: BarsArgs) {
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '28rem' }}>
      <HealthBar current={current} max={max} />
      <ExperienceBar experience={experience} needed={needed} {...(level === undefined ? {} : { level })} />
    </div>
  );
}

const full = characterFixtures.full;

const meta = {
  title: 'Game/Character/CharacterBars',
  component: Bars,
  parameters: {
    docs: {
      description: {
        component:
          "The character's health and experience bars (HealthBar and ExperienceBar): meters that say their values in words, as the character screen shows them.",
      },
    },
    guidance: {
      do: [
        "Use HealthBar and ExperienceBar together where the character's state is summed up (the character screen, the mobile sub-panel).",
        'Pass the level to ExperienceBar, so its label says which level the experience leads to.',
        "Let big numbers be grouped by the bars: they format in the player's language.",
      ],
      dont: [
        "Don't use them for a fight's health: the replay has its own bars, HealthLine shows health before a fight.",
        "Don't colour them by hand: health and experience have their own tokens.",
      ],
    },
  },
  args: {
    current: full.stats.currentHealthPoints,
    max: full.stats.healthPoints,
    experience: full.experiencePoints,
    needed: full.experiencePointsNeededForNextLevel,
    level: full.level,
  },
} satisfies Meta<typeof Bars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Health and experience as meters with their values read out. */
export const Filled: Story = {
  args: { current: 80, max: 115, experience: 1234, needed: 2828, level: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const health = canvas.getByRole('meter', { name: 'Zdrowie' });
    expect(health).toHaveAttribute('aria-valuenow', '80');
    expect(health).toHaveAttribute('aria-valuetext', '80 / 115');
    const experience = canvas.getByRole('meter', { name: 'Doświadczenie (poziom 20)' });
    expect(experience).toHaveAttribute('aria-valuetext', '1234 / 2828');
    expect(canvas.getByText('Do następnego poziomu: 1594')).toBeInTheDocument();
  },
};

/** A new hero: full health, no experience. */
export const NewHero: Story = {
  args: { current: 115, max: 115, experience: 0, needed: 100, level: 1 },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('meter', { name: /Doświadczenie/ })).toHaveAttribute('aria-valuenow', '0');
  },
};

/** 1 HP after a lost fight: the bar warns. */
export const NearlyDead: Story = {
  args: { current: 1, max: 440 },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Bohater ledwo trzyma się na nogach.')).toBeInTheDocument();
  },
};

/** Huge numbers are grouped (compact from a million) in the language. */
export const HugeNumbers: Story = {
  args: { current: 98_765, max: 123_456, experience: 3_159_000, needed: 31_575_000, level: 999 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('meter', { name: 'Health' })).toHaveAttribute('aria-valuetext', '98,765 / 123,456');
    expect(canvas.getByRole('meter', { name: 'Experience (level 999)' })).toHaveAttribute(
      'aria-valuetext',
      '3.2M / 31.6M',
    );
  },
};

export const English: Story = {
  args: { level: undefined },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('meter', { name: 'Experience' })).toBeInTheDocument();
  },
};

export const StressGermanPhone: Story = {
  args: { current: 1, max: 123_456, experience: 999_999, needed: 1_000_000, level: 1250 },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
