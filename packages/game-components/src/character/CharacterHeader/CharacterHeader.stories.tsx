import { characterNameLimits } from '@rpg/contracts';
import { buildCharacter } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CharacterHeader } from './CharacterHeader.tsx';

const character = buildCharacter(5, { level: 5 });

const meta = {
  title: 'Game/Character/CharacterHeader',
  component: CharacterHeader,
  parameters: {
    guidance: {
      do: [
        "Use it as the title of a character's page: the name as the heading, the level beside it.",
        'Set `headingLevel` when the header sits inside a section instead of titling the page.',
      ],
      dont: [
        "Don't shorten long names with an ellipsis here: the name is the page's title and wraps.",
        "Don't put actions (rename, settings) inside it: they belong to the screen.",
      ],
    },
  },
  args: { name: character.name, level: character.level },
} satisfies Meta<typeof CharacterHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Polish: Story = {
  args: { name: 'Żaneta', level: 5 },
  globals: { locale: 'pl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Żaneta' })).toBeInTheDocument();
    expect(canvas.getByText('Poziom 5')).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { name: 'Aldric', level: 5 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Aldric' })).toBeInTheDocument();
    expect(canvas.getByText('Level 5')).toBeInTheDocument();
  },
};

/** A new character. */
export const LevelOne: Story = {
  args: { name: 'Wojsław', level: 1 },
};

/** Inside a page section, as a lower heading. */
export const AsSubheading: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeInTheDocument();
  },
};

const longestName = 'Świętomira-Żółciń_XI'.slice(0, characterNameLimits.max);

/** The longest allowed name without a space and a four-digit level, in German, at phone width. */
export const StressLongNamePhone: Story = {
  args: { name: longestName, level: 1250 },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Stufe 1.250')).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/**
 * A generated 20-character name (no language, so no hyphenation) at 390 px: one line cut with an ellipsis,
 * never split mid-name; the heading's accessible name stays whole, and hovering shows it whole.
 */
export const GeneratedNamePhone: Story = {
  args: { name: 'SPECD_UPPOAH4H_XYZ12', level: 1250 },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { name: 'SPECD_UPPOAH4H_XYZ12' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
