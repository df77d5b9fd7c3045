import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { longLabels, phoneGlobals } from '../private/stories.tsx';
import { ConfirmDialog, type ConfirmDialogProps, confirmDialogTones } from './ConfirmDialog.tsx';

function ConfirmWithTrigger({ open: initiallyOpen, onOpenChange, onConfirm, ...props }: ConfirmDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const change = (next: boolean) => {
    onOpenChange(next);
    setOpen(next);
  };
  return (
    <>
      <Button tone="critical" variant="soft" onClick={() => setOpen(true)}>
        Sell item
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onOpenChange={change}
        onConfirm={() => {
          onConfirm();
          change(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design System/ConfirmDialog',
  component: ConfirmDialog,
  parameters: {
    guidance: {
      do: [
        'Confirm actions that lose something for good: selling, forgetting a skill, cancelling a quest.',
        "Name the consequence in the message ('You will get 25 gold and lose the sword').",
        "Label the confirm button with the action ('Sell'), not 'OK'.",
      ],
      dont: [
        "Don't confirm actions that are easily undone or cost nothing: it teaches players to click through.",
        "Don't make confirm the focused default: focus starts on cancel, the safe choice.",
      ],
    },
  },
  args: {
    open: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Sell the Rusty Sword?',
    message: 'The merchant pays 12 gold. You cannot buy it back at this price.',
    confirmLabel: 'Sell',
    cancelLabel: 'Keep it',
    tone: 'critical',
    loading: false,
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmDialogTones } },
  render: (args) => <ConfirmWithTrigger {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Focus starts on cancel (the safe choice); confirming calls onConfirm. */
export const Confirm: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sell item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sell the Rusty Sword?' });
    await expect(dialog).toHaveTextContent(args.message);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Sell' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Cancel with the keyboard: Enter on the focused cancel button; nothing is confirmed. */
export const CancelWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Sell item' });
    await userEvent.click(trigger);
    const cancel = await screen.findByRole('button', { name: 'Keep it' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { args: { open: true } };

export const Tones: Story = {
  args: { open: true, tone: 'brand', title: 'Start the quest?', confirmLabel: 'Start', cancelLabel: 'Not yet' },
};

/** While the request runs the confirm button is busy and ignores presses. */
export const Loading: Story = {
  args: { open: true, loading: true },
  play: async ({ args, userEvent }) => {
    const confirm = await screen.findByRole('button', { name: 'Sell' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const LongLabels: Story = {
  args: {
    open: true,
    title: longLabels.de,
    message: `${longLabels.pl}? ${longLabels.compound}.`,
    confirmLabel: longLabels.pl,
    cancelLabel: longLabels.de,
  },
};

export const OnPhone: Story = { ...LongLabels, globals: phoneGlobals };
