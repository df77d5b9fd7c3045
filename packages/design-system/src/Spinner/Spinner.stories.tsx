import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { spinnerSizes } from '../private/SpinnerGraphic.css.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Spinner, spinnerTones } from './Spinner.tsx';

const meta = {
  title: 'Design System/Spinner',
  component: Spinner,
  parameters: {
    guidance: {
      do: ['Use a Spinner for a short wait inside a control or a small area, with a label saying what loads.'],
      dont: [
        "Don't show a Spinner for a whole screen: use LoadingOverlay or the screen's loading state.",
        "Don't leave a spinner up with no way out when loading fails: show the error and a retry.",
      ],
    },
  },
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
