import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { longLabels, phoneGlobals } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { iconButtonSizes, iconButtonTones, iconButtonVariants } from './IconButton.css.ts';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Design System/IconButton',
  component: IconButton,
  parameters: {
    guidance: {
      do: [
        'Give every IconButton a `label`: it is the accessible name and the tooltip.',
        'Use it for compact, well-known actions (close, settings, next, previous).',
        "Keep the label short and specific: 'Close the shop', not 'Close'.",
      ],
      dont: [
        "Don't use it for the main action of a view: a labelled Button is clearer.",
        "Don't wrap it in a Tooltip: it already shows its label as one.",
      ],
    },
  },
  args: {
    label: 'Close',
    icon: <Icon name="close" />,
    variant: 'ghost',
    tone: 'neutral',
    size: 'standard',
    disabled: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    tone: { control: 'inline-radio', options: iconButtonTones },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The label is the accessible name; the icon is hidden from screen readers. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Tab reaches it, Enter and Space press it, the focus ring shows. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** The label shows as a tooltip on hover and on focus; Escape hides it. It is not read out twice. */
export const Tooltip: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button).not.toHaveAccessibleDescription();
    await userEvent.hover(button);
    await expect(await canvas.findByText('Close')).toBeVisible();
    await userEvent.unhover(button);
    await expect(canvas.getByText('Close')).not.toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByText('Close')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('Close')).not.toBeVisible();
    await expect(button).toHaveFocus();
  },
};

/** Square in every size: as wide as high. */
export const Sizes: Story = {
  render: (args) => (
    <Inline space="small">
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} label={`Close (${size})`} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(width).toBe(height);
    }
  },
};

/** Every variant in every tone and size. */
export const Matrix: Story = {
  render: (args) => (
    <Stack space="medium">
      {iconButtonVariants.map((variant) => (
        <Stack key={variant} space="xsmall">
          <Text weight="strong">{variant}</Text>
          {iconButtonSizes.map((size) => (
            <Inline key={size} space="small">
              {iconButtonTones.map((tone) => (
                <IconButton
                  key={tone}
                  {...args}
                  variant={variant}
                  tone={tone}
                  size={size}
                  label={`${variant} ${tone} ${size}`}
                />
              ))}
            </Inline>
          ))}
        </Stack>
      ))}
    </Stack>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <Inline space="small">
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Close (${variant})`} />
      ))}
    </Inline>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Close (solid)' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A long German label does not change the button's size: it is the name, not the content. */
export const LongLabel: Story = {
  args: { label: longLabels.de },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: longLabels.de });
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBe(height);
  },
};

export const OnPhone: Story = { ...Matrix, globals: phoneGlobals };
