import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longLabels, narrow, phoneGlobals } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { headingLevels, headingTones } from './Heading.css.ts';
import { Heading } from './Heading.tsx';

const meta = {
  title: 'Design System/Heading',
  component: Heading,
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
