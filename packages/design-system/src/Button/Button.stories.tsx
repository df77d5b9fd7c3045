import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { buttonSizes, buttonTones, buttonVariants } from '../private/button-styles.css.ts';
import { longLabels, narrow, phoneGlobals } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Button } from './Button.tsx';

/** A decorative icon (any ReactNode works). */
const SwordIcon = () => (
  <svg viewBox="0 0 20 20" width="1em" height="1em" fill="currentColor" aria-hidden="true">
    <path d="M16.5 2 9 9.5 7.5 8 6 9.5l1.5 1.5-3 3L3 12.5 2 13.5 6.5 18l1-1-1.5-1.5 3-3 1.5 1.5 1.5-1.5-1.5-1.5L18 3.5V2h-1.5Z" />
  </svg>
);

const meta = {
  title: 'Design System/Button',
  component: Button,
  parameters: {
    guidance: {
      do: [
        "Name the action with a verb the player knows: 'Buy', 'Equip', 'Fight'.",
        'Use one `solid` brand button per view for the main action; `soft` or `ghost` for the others.',
        'Set `loading` while its action runs: the button keeps its width, says it is busy and ignores repeat clicks.',
        'Use the `critical` tone for actions that lose something (sell, forget a skill), with a ConfirmDialog.',
      ],
      dont: [
        "Don't use a Button to navigate: use Link (a Button for a route breaks middle-click and the history).",
        "Don't disable a button without saying why nearby: a disabled button explains nothing to a player.",
        "Don't put only an icon in it: use IconButton, which carries a label.",
      ],
    },
  },
  args: {
    children: 'Enter the dungeon',
    variant: 'solid',
    tone: 'brand',
    size: 'standard',
    loading: false,
    disabled: false,
    fullWidth: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Enter the dungeon' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Tab reaches the button, Enter and Space press it, and the focus ring shows. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Enter the dungeon' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Every variant in every tone and size. */
export const Matrix: Story = {
  render: (args) => (
    <Stack space="large">
      {buttonVariants.map((variant) => (
        <Stack key={variant} space="small">
          <Text weight="strong">{variant}</Text>
          {buttonSizes.map((size) => (
            <Inline key={size} space="small">
              {buttonTones.map((tone) => (
                <Button key={tone} {...args} variant={variant} tone={tone} size={size}>
                  {`${tone} ${size}`}
                </Button>
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
    <Stack space="small">
      {buttonVariants.map((variant) => (
        <Inline key={variant} space="small">
          {buttonTones.map((tone) => (
            <Button key={tone} {...args} variant={variant} tone={tone}>
              {`${variant} ${tone}`}
            </Button>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'solid brand' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Busy: a spinner replaces the label (width kept), clicks are ignored, the name stays. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Enter the dungeon' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Turning loading on does not change the button's width. */
export const LoadingKeepsWidth: Story = {
  render: function Render(args) {
    return (
      <Inline space="small">
        <Button {...args}>Enter the dungeon</Button>
        <Button {...args} loading>
          Enter the dungeon
        </Button>
      </Inline>
    );
  },
  play: async ({ canvas }) => {
    const [idle, busy] = canvas.getAllByRole('button', { name: 'Enter the dungeon' }) as [HTMLElement, HTMLElement];
    await waitFor(() => expect(busy.getBoundingClientRect().width).toBe(idle.getBoundingClientRect().width));
  },
};

export const WithIcon: Story = {
  args: { icon: <SwordIcon /> },
  render: (args) => (
    <Inline space="small">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          Attack
        </Button>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Attack' })).toHaveLength(buttonVariants.length);
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };

/** Long German and Polish labels wrap inside a 200px container; nothing overflows. */
export const LongLabelsInNarrowContainer: Story = {
  decorators: [narrow],
  render: (args) => (
    <Stack space="small">
      <Button {...args}>{longLabels.de}</Button>
      <Button {...args} variant="soft" icon={<SwordIcon />}>
        {longLabels.pl}
      </Button>
      <Button {...args} variant="ghost" size="small">
        {longLabels.compound}
      </Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(200);
    }
  },
};

export const OnPhone: Story = { ...Matrix, globals: phoneGlobals };
