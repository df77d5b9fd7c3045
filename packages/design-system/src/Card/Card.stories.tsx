import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { longLabels, narrow, phoneGlobals } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { spaceNames } from '../tokens/types.ts';
import { cardTones } from './Card.css.ts';
import { Card } from './Card.tsx';

const Body = ({ title = 'The Old Mill' }: { title?: string }) => (
  <Stack space="small">
    <Heading level={3}>{title}</Heading>
    <Text as="p">Something stirs in the flour dust. The miller has not been seen for three days.</Text>
    <Inline space="small">
      <Button size="small">Investigate</Button>
      <Button size="small" variant="ghost" tone="neutral">
        Leave
      </Button>
    </Inline>
  </Stack>
);

const meta = {
  title: 'Design System/Card',
  component: Card,
  parameters: {
    guidance: {
      do: [
        'Use a Card to group what belongs together: a vendor, an item, a quest.',
        'Use the brand tone sparingly, for the one card that matters most on a screen.',
      ],
      dont: ["Don't nest cards more than one level.", "Don't make a whole Card a click target with buttons inside it."],
    },
  },
  args: { tone: 'neutral', children: <Body /> },
  argTypes: {
    tone: { control: 'select', options: cardTones },
    padding: { control: 'select', options: spaceNames },
    children: { control: false },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack space="medium">
      {cardTones.map((tone) => (
        <Card key={tone} {...args} tone={tone}>
          <Body title={`Tone: ${tone}`} />
        </Card>
      ))}
    </Stack>
  ),
};

export const Paddings: Story = {
  render: (args) => (
    <Stack space="medium">
      {(['small', 'medium', 'large', 'xlarge'] as const).map((padding) => (
        <Card key={padding} {...args} padding={padding}>
          <Text>{`padding="${padding}"`}</Text>
        </Card>
      ))}
    </Stack>
  ),
};

export const AsLabelledSection: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'card-title',
    children: (
      <Heading level={3} id="card-title">
        Quest log
      </Heading>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Quest log' })).toBeVisible();
  },
};

export const LongLabelsInNarrowContainer: Story = {
  decorators: [narrow],
  args: { children: <Body title={longLabels.de} /> },
};

export const OnPhone: Story = { ...Tones, globals: phoneGlobals };
