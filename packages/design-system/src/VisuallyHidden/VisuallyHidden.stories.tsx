import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Design System/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers read this' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('Only screen readers read this');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Extends a short visible label for screen readers: the button is named "Sell Rusty Sword". */
export const InsideAButton: Story = {
  render: () => (
    <Button>
      Sell<VisuallyHidden> Rusty Sword</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sell Rusty Sword' })).toBeVisible();
  },
};
