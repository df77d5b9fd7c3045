import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { spinnerSizes } from './Spinner.css.ts';
import { Spinner, spinnerTones } from './Spinner.tsx';

const meta = {
  title: 'Design System/Spinner',
  component: Spinner,
  args: { label: 'Loading', size: 'standard', tone: 'brand' },
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    tone: { control: 'inline-radio', options: spinnerTones },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

/** Every size in every tone. */
export const Matrix: Story = {
  render: (args) => (
    <Stack space="medium">
      {spinnerTones.map((tone) => (
        <Inline key={tone} space="large" alignY="center">
          {spinnerSizes.map((size) => (
            <Spinner key={size} {...args} tone={tone} size={size} label={`Loading (${tone}, ${size})`} />
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(spinnerTones.length * spinnerSizes.length);
  },
};
