import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longLabels, narrow, phoneGlobals } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { noticeTones } from './Notice.css.ts';
import { Notice } from './Notice.tsx';

const meta = {
  title: 'Design System/Notice',
  component: Notice,
  parameters: {
    guidance: {
      do: [
        'Use a Notice for a message that belongs to a place on the screen: points to spend, a full backpack, a failed load with a retry.',
        'Pick the tone by meaning: info, positive, caution, critical.',
        'Keep it short; give it a title only when the text is longer than a line.',
      ],
      dont: [
        "Don't use `critical` for anything but errors: it interrupts screen readers.",
        "Don't use a Notice for a passing confirmation: use a Toast.",
      ],
    },
  },
  args: { tone: 'info', children: 'The merchant restocks at dawn.' },
  argTypes: { tone: { control: 'inline-radio', options: noticeTones } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack space="medium">
      {noticeTones.map((tone) => (
        <Notice key={tone} {...args} tone={tone} title={`Title (${tone})`}>
          {`A ${tone} message about your adventure.`}
        </Notice>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(noticeTones.length - 1);
    await expect(canvas.getByRole('alert')).toHaveTextContent('A critical message about your adventure.');
  },
};

export const Positive: Story = { args: { tone: 'positive', children: 'Item sold for 120 gold.' } };

/** Errors interrupt: role=alert. */
export const Critical: Story = {
  args: { tone: 'critical', title: 'Not enough gold', children: 'You need 40 more gold to buy this.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not enough gold');
  },
};

export const LongTextInNarrowContainer: Story = {
  decorators: [narrow],
  args: { tone: 'caution', title: longLabels.de, children: `${longLabels.pl}. ${longLabels.compound}.` },
};

export const OnPhone: Story = { ...Tones, globals: phoneGlobals };
