import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { longLabels, phoneGlobals } from '../private/stories.tsx';
import { toastTones } from './Toast.css.ts';
import { type ToastOptions, ToastProvider, useToast } from './Toast.tsx';

/** Buttons that show toasts (the provider usually sits at the app's root). */
function Triggers({ toasts }: { toasts: ReadonlyArray<ToastOptions & { button: string }> }) {
  const { show } = useToast();
  return (
    <Inline space="small">
      {toasts.map(({ button, ...options }) => (
        <Button key={button} variant="soft" onClick={() => show(options)}>
          {button}
        </Button>
      ))}
    </Inline>
  );
}

const meta = {
  title: 'Design System/Toast',
  component: ToastProvider,
  parameters: {
    guidance: {
      do: [
        "Confirm a completed action briefly ('Item bought') or report a failure the player can retry.",
        'Use the `critical` tone for failures: it is announced at once.',
        'Say what happened and, for an error, what to do next.',
      ],
      dont: [
        "Don't use a toast for something the player must act on: use a Dialog or an inline Notice.",
        "Don't stack several toasts for one action.",
        "Don't repeat in a toast what the screen already shows changing.",
      ],
    },
  },
  args: { label: 'Notifications', dismissLabel: 'Dismiss', children: null },
  argTypes: { children: { control: false } },
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers
        toasts={[
          { button: 'Buy', tone: 'positive', title: 'Bought', message: 'Sword of Dawn is in your inventory.' },
          { button: 'Fail', tone: 'critical', title: 'Not enough gold', message: 'You need 40 more gold.' },
        ]}
      />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * A success toast appears in the named region and is announced politely, once: its title and message,
 * not its close button (Radix's live announcement); the close button removes it.
 */
export const ShowAndDismiss: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buy' }));
    // The toasts' layer (and its named region) loads with the first toast.
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getByText('Sword of Dawn is in your inventory.')).toBeVisible());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Notifications Bought Sword of Dawn is in your inventory.'),
    );
    const announcement = screen.getByRole('status');
    await expect(announcement).toHaveAttribute('aria-live', 'polite');
    await expect(announcement).not.toHaveTextContent('Dismiss');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Sword of Dawn is in your inventory.')).toBeNull());
  },
};

/** Errors interrupt (role=alert) and stay until dismissed; Escape inside the toast dismisses it. */
export const CriticalStays: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Not enough gold');
    // The alert says it; Radix's own (assertive) announcement of it is left out, so it is read once.
    await expect(screen.queryByRole('status')).toBeNull();
    screen.getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  },
};

/** A short duration dismisses it on its own. */
export const AutoDismiss: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers toasts={[{ button: 'Save', tone: 'positive', message: 'Saved.', duration: 300 }]} />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    // Keyboard: the trigger is pressed with Enter; the pointer stays away from the toast.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('Saved.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByText('Saved.')).toBeNull(), { timeout: 3000 });
  },
};

/** Hovering a toast holds it on screen; it leaves once the pointer does. */
export const HoverHolds: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers toasts={[{ button: 'Save', tone: 'info', message: 'Held while hovered.', duration: 300 }]} />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByText('Held while hovered.');
    await userEvent.hover(toast);
    // Held: its countdown is stopped (no timer runs while hovered or focused).
    await expect(toast.closest('li')).toHaveAttribute('data-held', 'true');
    await userEvent.unhover(toast);
    await waitFor(() => expect(screen.queryByText('Held while hovered.')).toBeNull(), { timeout: 3000 });
  },
};

/**
 * F8 moves the focus to the toasts from anywhere (Radix's hotkey), Tab to the newest; Escape dismisses
 * that one and the focus stays in the list rather than falling back to the page's start.
 */
export const HotkeyReachesToasts: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers
        toasts={[
          { button: 'First', message: 'The older toast.', duration: null },
          { button: 'Second', tone: 'positive', message: 'The newer toast.', duration: null },
        ]}
      />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'First' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Second' }));
    // The toasts' region comes with Radix's part, loaded on demand: wait for it.
    const list = within(await screen.findByRole('region', { name: 'Notifications' })).getByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await expect(list).toHaveAttribute('aria-keyshortcuts', 'F8');
    await expect(canvas.getByRole('button', { name: 'Second' })).toHaveFocus();
    // Radix listens for the F8 key's code (the key as pressed, whatever the layout).
    await userEvent.keyboard('[F8]');
    await expect(list).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByText('The newer toast.').closest('li')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('The newer toast.')).toBeNull());
    await expect(screen.getByText('The older toast.')).toBeVisible();
    await expect(list).toHaveFocus();
  },
};

/** A swipe to the right past the threshold dismisses a toast (Radix); a short one leaves it. */
export const SwipeDismisses: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers toasts={[{ button: 'Show', message: 'Swipe me away.', duration: null }]} />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    const message = await screen.findByText('Swipe me away.');
    const swipe = async (distance: number) => {
      const { left, top } = message.getBoundingClientRect();
      const start = { clientX: left + 4, clientY: top + 4 };
      await userEvent.pointer([
        { keys: '[MouseLeft>]', target: message, coords: start },
        { target: message, coords: { ...start, clientX: start.clientX + distance / 2 } },
        { target: message, coords: { ...start, clientX: start.clientX + distance } },
        { keys: '[/MouseLeft]', target: message, coords: { ...start, clientX: start.clientX + distance } },
      ]);
    };
    await swipe(20);
    // A short swipe snaps back; the toast may be mid-animation (its entry starts at opacity 0) for a frame.
    await waitFor(() => expect(screen.getByText('Swipe me away.')).toBeVisible());
    await swipe(120);
    await waitFor(() => expect(screen.queryByText('Swipe me away.')).toBeNull());
  },
};

/** Every tone, stacked (they stay: no duration). */
export const Tones: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers
        toasts={toastTones.map((tone) => ({
          button: tone,
          tone,
          title: tone,
          message: `A message in the ${tone} tone.`,
          duration: null,
        }))}
      />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    for (const tone of toastTones) await userEvent.click(canvas.getByRole('button', { name: tone }));
    await expect(await screen.findAllByRole('button', { name: 'Dismiss' })).toHaveLength(toastTones.length);
  },
};

/** Long German and Polish text wraps. */
export const LongLabels: Story = {
  args: { dismissLabel: longLabels.de },
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers toasts={[{ button: 'Show', title: longLabels.compound, message: longLabels.pl, duration: null }]} />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    const message = await screen.findByText(longLabels.pl);
    await expect(message.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const OnPhone: Story = { ...Tones, globals: phoneGlobals };

const refresh = fn();

/**
 * A toast with one action ('Refresh', when a new version of the game is ready): it stays until
 * answered, the action is reached with F8 and Tab like the close button, and pressing it runs the
 * action and closes the toast.
 */
export const WithAction: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers
        toasts={[
          {
            button: 'Update',
            title: 'A new version of the game is ready',
            message: 'Refresh to play it: your progress is saved.',
            duration: null,
            action: { label: 'Refresh', onAction: refresh },
          },
        ]}
      />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    refresh.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    const action = await screen.findByRole('button', { name: 'Refresh' });
    await waitFor(() => expect(action).toBeVisible());
    action.focus();
    await userEvent.keyboard('{Enter}');
    await expect(refresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Refresh to play it: your progress is saved.')).toBeNull());
  },
};

/** The action wraps under a long message on a phone; nothing leaves the screen. */
export const WithActionOnPhone: Story = {
  globals: phoneGlobals,
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers
        toasts={[
          {
            button: 'Update',
            title: longLabels.compound,
            message: longLabels.pl,
            duration: null,
            action: { label: longLabels.de, onAction: refresh },
          },
        ]}
      />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    const action = await screen.findByRole('button', { name: longLabels.de });
    await waitFor(() => expect(action).toBeVisible());
    await expect(action.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
