import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { ChevronIcon, chevronIconDirections } from './ChevronIcon.tsx';

const meta = {
  title: 'Design System/ChevronIcon',
  component: ChevronIcon,
  parameters: {
    guidance: {
      do: [
        'Use a ChevronIcon for previous/next and left/right arrows: the icon of an IconButton, or beside the text of a button.',
        "Name the action on the control around it (the IconButton's `label`, the button's text): the icon is hidden from screen readers.",
      ],
      dont: [
        "Don't draw another chevron SVG: the Pagination, the Carousel and the outfit editor all use this one.",
        "Don't use it alone as the only way to know what a control does.",
      ],
    },
  },
  args: { direction: 'right' },
  argTypes: {
    direction: { control: 'inline-radio', options: chevronIconDirections },
  },
} satisfies Meta<typeof ChevronIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Both directions as the icons of IconButtons, which name them. */
export const InIconButtons: Story = {
  render: () => (
    <Inline space="small">
      {chevronIconDirections.map((direction) => (
        <IconButton
          key={direction}
          label={direction === 'left' ? 'Previous' : 'Next'}
          icon={<ChevronIcon direction={direction} />}
          onClick={fn()}
        />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
  },
};
