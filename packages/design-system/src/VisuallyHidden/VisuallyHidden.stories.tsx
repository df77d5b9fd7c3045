import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Design System/VisuallyHidden',
  component: VisuallyHidden,
  parameters: {
    guidance: {
      do: [
        "Use VisuallyHidden to complete a short visible label for screen readers ('Sell' + hidden 'Rusty Sword').",
        'Use it for headings a screen-reader outline needs but the design does not show.',
      ],
      dont: [
        "Don't hide text that sighted players need too: show it.",
        "Don't use it instead of `aria-label` on an IconButton: the IconButton's label prop does that.",
        "Don't hide focusable things in it: a keyboard user would land on something invisible.",
      ],
    },
  },
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
