import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../Heading/Heading.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { longLabels, narrow, phoneGlobals } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { badgeSizes, badgeTones, badgeVariants } from './Badge.css.ts';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Design System/Badge',
  component: Badge,
  parameters: {
    guidance: {
      do: [
        "Use a Badge for a short status or count next to what it describes ('Equipped', 'New', '3').",
        'Add a `description` when the badge alone would not make sense to a screen reader.',
      ],
      dont: ["Don't make a Badge clickable: it is not interactive.", "Don't put sentences in it."],
    },
  },
  args: { children: 'Equipped', tone: 'positive', variant: 'soft', size: 'standard' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    variant: { control: 'inline-radio', options: badgeVariants },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Equipped')).toBeVisible();
  },
};

/** A count whose screen-reader text says what it counts. */
export const WithDescription: Story = {
  args: { children: '3', description: '3 unread messages', tone: 'critical', variant: 'solid' },
  render: (args) => (
    <Inline space="xsmall" alignY="center">
      <Text>Inbox</Text>
      <Badge {...args} />
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 unread messages')).toBeInTheDocument();
    await expect(canvas.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Beside a heading. */
export const InHeading: Story = {
  render: (args) => (
    <Inline space="small" alignY="center">
      <Heading level={3}>Sword of Dawn</Heading>
      <Badge {...args} />
    </Inline>
  ),
};

/** Every variant in every tone and size. */
export const Matrix: Story = {
  render: (args) => (
    <Stack space="medium">
      {badgeVariants.flatMap((variant) =>
        badgeSizes.map((size) => (
          <Inline key={`${variant}-${size}`} space="small">
            {badgeTones.map((tone) => (
              <Badge key={tone} {...args} variant={variant} tone={tone} size={size}>
                {`${tone} ${variant} ${size}`}
              </Badge>
            ))}
          </Inline>
        )),
      )}
    </Stack>
  ),
};

/** Long German and Polish labels wrap inside a 200px container. */
export const LongLabelsInNarrowContainer: Story = {
  decorators: [narrow],
  render: (args) => (
    <Stack space="small">
      <Badge {...args}>{longLabels.de}</Badge>
      <Badge {...args} tone="info">
        {longLabels.pl}
      </Badge>
      <Badge {...args} variant="solid" tone="caution">
        {longLabels.compound}
      </Badge>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const badge of Array.from(canvasElement.querySelectorAll('span'))) {
      await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(200);
    }
  },
};

export const OnPhone: Story = { ...Matrix, globals: phoneGlobals };
