import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { longLabels, narrow, phoneGlobals } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { loadingOverlayCovers } from './LoadingOverlay.css.ts';
import { LoadingOverlay } from './LoadingOverlay.tsx';

const Content = () => (
  <Card>
    <Stack space="small">
      <Heading level={3}>Blacksmith</Heading>
      <Text as="p">Swords, shields and armour forged in the mountain halls. Prices change daily.</Text>
      <Text as="p" tone="secondary">
        Come back tomorrow for new wares.
      </Text>
    </Stack>
  </Card>
);

const meta = {
  title: 'Design System/LoadingOverlay',
  component: LoadingOverlay,
  parameters: {
    guidance: {
      do: ['Cover content that is being refreshed, so the player keeps their place.', 'Say what loads in its label.'],
      dont: ["Don't cover a screen for an optimistic update: the result is shown at once.", "Don't stack overlays."],
    },
  },
  args: { label: 'Loading', visible: true, cover: 'container' },
  argTypes: { cover: { control: 'inline-radio', options: loadingOverlayCovers } },
  render: (args) => (
    <Box position="relative">
      <Content />
      <LoadingOverlay {...args} />
    </Box>
  ),
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Covers its container and is announced as a status with its label. */
export const CoversContainer: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    const card = canvas.getByRole('heading', { name: 'Blacksmith' }).closest('div')?.parentElement as HTMLElement;
    await expect(status.getBoundingClientRect().height).toBeGreaterThanOrEqual(card.getBoundingClientRect().height);
  },
};

export const CoversViewport: Story = {
  args: { cover: 'viewport' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(Math.round(status.getBoundingClientRect().width)).toBe(document.documentElement.clientWidth);
  },
};

/** The live region stays mounted while hidden; showing the overlay fills it, so it is announced. */
export const ShownOnDemand: Story = {
  render: function Render(args) {
    const [loading, setLoading] = useState(false);
    return (
      <Stack space="medium">
        <Button onClick={() => setLoading((value) => !value)}>{loading ? 'Stop' : 'Load wares'}</Button>
        <Box position="relative">
          <Content />
          <LoadingOverlay {...args} visible={loading} />
        </Box>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Load wares' }));
    const label = await canvas.findByText('Loading');
    await waitFor(() => expect(label).toBeVisible());
    await expect(canvas.getByRole('status')).toBe(status);
  },
};

export const LongLabelInNarrowContainer: Story = {
  decorators: [narrow],
  args: { label: `${longLabels.pl}…` },
};

export const OnPhone: Story = { globals: phoneGlobals };
