import { Button } from '@rpg/design-system';
import { type ComponentType, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** The props a dialog of the game takes to open and close. */
interface DialogStateProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog story's render (the preview dialogs'): keeps `open` in state so closing works, and offers an
 * 'Open preview' button to reopen it. `render: (args) => <Harness {...args} />` with
 * `const Harness = reopenable(TheDialog)`.
 */
export function reopenable<P extends DialogStateProps>(Dialog: ComponentType<P>) {
  return function Harness(props: P) {
    const [open, setOpen] = useState(props.open);
    return (
      <>
        <Button variant="soft" tone="neutral" onClick={() => setOpen(true)}>
          Open preview
        </Button>
        <Dialog
          {...props}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            props.onOpenChange(next);
          }}
        />
      </>
    );
  };
}

/**
 * The play of a `reopenable` dialog's CloseWithKeyboard story (its `args.open` false): Enter on the opener opens
 * the dialog named `name`, Escape closes it and focus returns to the opener; opened again, its close button
 * ('Zamknij') closes it; the `action` callback (buy, craft) is never called.
 */
export const playCloseWithKeyboard =
  (name: string, action: string) =>
  async ({ args, canvasElement }: { args: Record<string, unknown>; canvasElement: HTMLElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open preview' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name });
    await userEvent.click(within(again).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(args[action]).not.toHaveBeenCalled();
  };
