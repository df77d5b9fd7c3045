import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { expectClosedToTrigger, longLabels, phoneGlobals, playCloseButton, withTrigger } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { dialogSizes } from './Dialog.css.ts';
import { Dialog } from './Dialog.tsx';

/** A trigger button plus the dialog, with the open state kept here (the dialog is controlled). */
const DialogWithTrigger = withTrigger(Dialog, 'Open dialog');

const meta = {
  title: 'Design System/Dialog',
  component: Dialog,
  parameters: {
    guidance: {
      do: [
        'Use a Dialog for a focused task or explanation that interrupts the flow (help, a preview).',
        'Give it a title that says what it is about; keep one primary action.',
        'Let Escape and the close button always close it.',
      ],
      dont: [
        "Don't open a Dialog from a Dialog.",
        "Don't use a Dialog for a message that needs no decision: use a Toast or a Notice.",
        "Don't put long forms or whole screens in it on phones: use a route.",
      ],
    },
  },
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Rest at the inn',
    description: 'A warm bed restores your health.',
    closeLabel: 'Close',
    size: 'standard',
    children: <Text as="p">The innkeeper asks for 10 gold for a night.</Text>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    children: { control: false },
    actions: { control: false },
  },
  render: (args) => <DialogWithTrigger {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Opens from its trigger, keeps focus inside (Tab wraps), closes on Escape and gives focus back. */
export const FocusTrapAndEscape: Story = {
  args: {
    actions: <Button>Rest</Button>,
  },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Rest at the inn' });
    await expect(dialog).toHaveAccessibleDescription('A warm bed restores your health.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expectClosedToTrigger(args.onOpenChange, trigger);
  },
};

/** The close button (its text comes in as `closeLabel`) closes the dialog. */
export const CloseButton: Story = {
  play: playCloseButton('Open dialog', 'Close'),
};

/** Opened with the keyboard: Enter on the trigger, focus lands inside. */
export const KeyboardOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

export const Open: Story = { args: { open: true } };

export const WithActions: Story = {
  args: {
    open: true,
    actions: (
      <>
        <Button variant="soft">Sleep until noon</Button>
        <Button>Rest (10 gold)</Button>
      </>
    ),
  },
};

/** A form inside: focus starts in the first field. */
export const WithForm: Story = {
  args: {
    open: true,
    title: 'Name your hero',
    description: undefined,
    children: (
      <Stack space="medium">
        <TextField label="Hero name" hint="3 to 20 letters" autoComplete="off" />
        <TextField label="Motto" />
      </Stack>
    ),
    actions: <Button type="submit">Save</Button>,
  },
  play: async () => {
    const field = await screen.findByRole('textbox', { name: 'Hero name' });
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** Tall content scrolls inside the dialog; the title and buttons stay in view. */
export const LongContent: Story = {
  args: {
    open: true,
    children: (
      <Stack space="medium">
        {Array.from({ length: 14 }, (_, index) => `Chapter ${index + 1}`).map((chapter) => (
          <Text as="p" key={chapter}>
            {`${chapter}. The road winds through the dark forest, past the ruined watchtower and the bridge.`}
          </Text>
        ))}
      </Stack>
    ),
  },
};

export const LongLabels: Story = {
  args: {
    open: true,
    title: longLabels.de,
    description: longLabels.pl,
    closeLabel: longLabels.pl,
    actions: <Button>{longLabels.de}</Button>,
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="small">
      {dialogSizes.map((size) => (
        <DialogWithTrigger key={size} {...args} size={size} title={`Size ${size}`} />
      ))}
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    const [, , large] = canvas.getAllByRole('button', { name: 'Open dialog' });
    if (large) await userEvent.click(large);
    const dialog = await screen.findByRole('dialog', { name: 'Size large' });
    // It fades in: wait until the animation has made it visible.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Phones: a full-width sheet at the bottom of the screen; buttons stack, the main action on top. */
export const OnPhone: Story = { ...WithActions, globals: phoneGlobals };

export const OnPhoneWithLongLabels: Story = { ...LongLabels, globals: phoneGlobals };
