import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { longLabels, narrow, phoneGlobals } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { meterSizes, meterTones } from './Meter.css.ts';
import { Meter } from './Meter.tsx';

const meta = {
  title: 'Design System/Meter',
  component: Meter,
  parameters: {
    guidance: {
      do: [
        "Use a Meter for an amount out of a maximum: health, experience, a quest's progress.",
        "Give it a label, and a `valueText` when the number needs words ('178 of 224 health').",
      ],
      dont: [
        "Don't use a Meter for loading: use Spinner or LoadingOverlay.",
        "Don't rely on its colour alone: show the numbers too.",
      ],
    },
  },
  args: { label: 'Health', value: 80, max: 115, valueText: '80 / 115', tone: 'health', size: 'standard' },
  argTypes: {
    tone: { control: 'select', options: meterTones },
    size: { control: 'inline-radio', options: meterSizes },
    value: { control: { type: 'number' } },
    max: { control: { type: 'number' } },
  },
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** role=meter with its value, bounds and the readable value text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Health' });
    await expect(meter).toHaveAttribute('aria-valuenow', '80');
    await expect(meter).toHaveAttribute('aria-valuemin', '0');
    await expect(meter).toHaveAttribute('aria-valuemax', '115');
    await expect(meter).toHaveAttribute('aria-valuetext', '80 / 115');
    await expect(canvas.getByText('80 / 115')).toBeVisible();
  },
};

export const Experience: Story = {
  args: { label: 'Experience', value: 340, max: 1000, valueText: '340 / 1000 XP', tone: 'experience' },
};

/** The label stays the accessible name but is not shown. */
export const LabelHidden: Story = {
  args: { labelHidden: true, valueText: undefined },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Health' });
    await expect(meter).not.toHaveAttribute('aria-valuetext');
    // Visually hidden: a 1px clipped box.
    await expect(canvas.getByText('Health').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Empty: Story = {
  args: { value: 0, valueText: '0 / 115' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Health' })).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Full: Story = { args: { value: 115, valueText: '115 / 115' } };

/** A value above max shows a full bar and reports max; below 0 shows an empty bar. */
export const OutOfRange: Story = {
  render: (args) => (
    <Stack space="medium">
      <Meter {...args} label="Over" value={150} max={100} valueText={undefined} />
      <Meter {...args} label="Under" value={-20} max={100} valueText={undefined} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Over' })).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByRole('meter', { name: 'Under' })).toHaveAttribute('aria-valuenow', '0');
  },
};

/** A max of 0 renders an empty bar (no NaN anywhere). */
export const ZeroMax: Story = {
  args: { value: 10, max: 0, valueText: '0 / 0' },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Health' });
    await expect(meter).toHaveAttribute('aria-valuenow', '0');
    await expect(meter).toHaveAttribute('aria-valuemax', '0');
    const fillElement = meter.firstElementChild as HTMLElement;
    await expect(fillElement.style.width).toBe('0%');
    await expect(meter.outerHTML).not.toContain('NaN');
  },
};

/** The value changes: the fill and aria-valuenow follow. */
export const Changing: Story = {
  render: function Render(args) {
    const [hp, setHp] = useState(80);
    return (
      <Stack space="medium">
        <Meter {...args} value={hp} valueText={`${hp} / 115`} />
        <Inline space="small">
          <Button size="small" tone="critical" onClick={() => setHp((v) => Math.max(0, v - 25))}>
            Take damage
          </Button>
          <Button size="small" tone="positive" onClick={() => setHp((v) => Math.min(115, v + 25))}>
            Heal
          </Button>
        </Inline>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const meter = canvas.getByRole('meter', { name: 'Health' });
    await userEvent.click(canvas.getByRole('button', { name: 'Take damage' }));
    await expect(meter).toHaveAttribute('aria-valuenow', '55');
    await expect(meter).toHaveAttribute('aria-valuetext', '55 / 115');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(meter).toHaveAttribute('aria-valuenow', '80');
  },
};

/** Every tone in every size. */
export const Matrix: Story = {
  render: (args) => (
    <Stack space="large">
      {meterSizes.map((size) => (
        <Stack key={size} space="small">
          {meterTones.map((tone) => (
            <Meter
              key={tone}
              {...args}
              label={`${tone} ${size}`}
              tone={tone}
              size={size}
              value={60}
              max={100}
              valueText="60 / 100"
            />
          ))}
        </Stack>
      ))}
    </Stack>
  ),
};

/** Long German and Polish labels wrap inside a 200px container; the value text stays on one line. */
export const LongLabelsInNarrowContainer: Story = {
  decorators: [narrow],
  render: (args) => (
    <Stack space="medium">
      <Meter {...args} label={longLabels.de} valueText="12 345 / 67 890" value={12345} max={67890} />
      <Meter {...args} label={longLabels.pl} tone="experience" />
      <Meter {...args} label={longLabels.compound} tone="caution" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const meter of canvas.getAllByRole('meter')) {
      await expect(meter.getBoundingClientRect().width).toBeLessThanOrEqual(200);
    }
  },
};

export const OnPhone: Story = { ...Matrix, globals: phoneGlobals };
