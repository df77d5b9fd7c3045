import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longLabels, narrow, phoneGlobals } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { textAligns, textSizes, textTones, textWeights } from './Text.css.ts';
import { Text } from './Text.tsx';

const meta = {
  title: 'Design System/Text',
  component: Text,
  parameters: {
    guidance: {
      do: [
        "Use Text for all body copy; `as='p'` for paragraphs, the default span inside other text.",
        'Use the `secondary` tone for supporting text (hints, timestamps), `critical` only for errors.',
        'Use `truncate` for one-line labels in tight rows: the full text stays in `title`.',
      ],
      dont: [
        "Don't use Text for titles: use Heading, so the screen has an outline.",
        "Don't make meaning depend on colour alone: a critical message also says what went wrong.",
        "Don't truncate sentences the player must read: let them wrap.",
      ],
    },
  },
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

/**
 * German compounds at 390 px with the document in German: a word longer than its box is hyphenated where
 * German allows (`hyphens: auto` follows `lang`), and split without a hyphen only in a browser that has no
 * German hyphenation (the test Chromium).
 */
export const GermanWordsOnPhone: Story = {
  decorators: [narrow],
  args: { as: 'p', children: `Schneiderwerkstatt, Kastanienbrauner Dutt, ${longLabels.compound}` },
  globals: { locale: 'de', ...phoneGlobals },
  play: async () => {
    await expect(document.documentElement.lang).toBe('de');
  },
};
