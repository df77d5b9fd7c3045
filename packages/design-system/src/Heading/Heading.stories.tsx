import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longLabels, narrow, phoneGlobals } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { headingLevels, headingTones } from './Heading.css.ts';
import { Heading } from './Heading.tsx';

const meta = {
  title: 'Design System/Heading',
  component: Heading,
  parameters: {
    guidance: {
      do: [
        'Use one level 1 Heading per screen, then levels in order (h2 for sections, h3 inside them).',
        'Use `as` when the look and the outline differ: a card title that looks like level 3 but is an h2.',
        'Use `truncate` only for one-line titles in tight rows; the full text stays readable.',
      ],
      dont: [
        "Don't pick a level for its size: pick it for the outline, then change the look with `as`.",
        "Don't use Heading for emphasis inside text: use Text with `weight='strong'`.",
        "Don't put buttons or links inside a Heading.",
      ],
    },
  },
  args: { level: 1, tone: 'neutral', children: 'The Whispering Crypt' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    tone: { control: 'inline-radio', options: headingTones },
    align: { control: 'inline-radio', options: ['left', 'center', 'right'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Levels: Story = {
  render: (args) => (
    <Stack space="large">
      {headingTones.map((tone) => (
        <Stack key={tone} space="medium">
          {headingLevels.map((level) => (
            <Heading key={level} {...args} level={level} tone={tone}>
              {`Level ${level} ${tone}: Zażółć gęślą jaźń`}
            </Heading>
          ))}
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(headingTones.length);
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(headingTones.length);
  },
};

/** Looks like level 3, is an h2 in the outline. */
export const LevelDiffersFromElement: Story = {
  args: { level: 3, as: 'h2', children: 'Inventory' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Inventory' })).toBeVisible();
  },
};

export const LongLabelsInNarrowContainer: Story = {
  decorators: [narrow],
  render: (args) => (
    <Stack space="medium">
      <Heading {...args} level={2}>
        {longLabels.de}
      </Heading>
      <Heading {...args} level={2}>
        {longLabels.pl}
      </Heading>
      <Heading {...args} level={3} truncate>
        {longLabels.pl}
      </Heading>
    </Stack>
  ),
};

export const OnPhone: Story = { ...Levels, globals: phoneGlobals };

/** German compounds as headings at 390 px, the document in German: hyphenated where German allows. */
export const GermanWordsOnPhone: Story = {
  decorators: [narrow],
  render: (args) => (
    <Stack space="medium">
      <Heading {...args} level={2}>
        Schneiderwerkstatt
      </Heading>
      <Heading {...args} level={3}>
        Zbyszeks Handelsposten
      </Heading>
      <Heading {...args} level={4}>
        {longLabels.compound}
      </Heading>
    </Stack>
  ),
  globals: { locale: 'de', ...phoneGlobals },
  play: async () => {
    await expect(document.documentElement.lang).toBe('de');
  },
};
