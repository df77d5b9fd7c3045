import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longLabels, narrow, phoneGlobals } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { textAligns, textSizes, textTones, textWeights } from './Text.css.ts';
import { Text } from './Text.tsx';

const meta = {
  title: 'Design System/Text',
  component: Text,
  args: { children: 'The tavern smells of ale and woodsmoke.', size: 'standard', tone: 'neutral', weight: 'regular' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: textAligns },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every size in every tone and weight. */
export const Matrix: Story = {
  render: (args) => (
    <Stack space="medium">
      {textSizes.map((size) =>
        textWeights.map((weight) => (
          <Stack key={`${size}-${weight}`} space="xxsmall">
            {textTones.map((tone) => (
              <Text key={tone} {...args} size={size} weight={weight} tone={tone}>
                {`${size} ${weight} ${tone}: Zażółć gęślą jaźń, Größe`}
              </Text>
            ))}
          </Stack>
        )),
      )}
    </Stack>
  ),
};

export const Paragraph: Story = {
  args: { as: 'p', children: `${longLabels.pl}. ${longLabels.de}. ${longLabels.pl}.` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Zaakceptuj/).tagName).toBe('P');
  },
};

/** Long words wrap instead of overflowing a 200px container. */
export const LongWordsInNarrowContainer: Story = {
  decorators: [narrow],
  args: { as: 'p', children: `${longLabels.compound} ${longLabels.de}` },
};

/** One line with an ellipsis; the full text stays available. */
export const Truncated: Story = {
  decorators: [narrow],
  args: { truncate: true, children: longLabels.pl },
  play: async ({ canvas }) => {
    const text = canvas.getByText(longLabels.pl);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(text).toHaveAttribute('title', longLabels.pl);
  },
};

export const OnPhone: Story = { ...Paragraph, globals: phoneGlobals };
