import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * The decorator of a card's stories: the card at most `maxWidth` wide, about as a list's cell draws it.
 * `decorators: [cardWidth(320)]`.
 */
export const cardWidth =
  (maxWidth: number | string): Decorator =>
  (Story) => (
    <div style={{ maxWidth }}>
      <Story />
    </div>
  );

/**
 * The play of a story whose `args[action]` returns a Promise that never settles: after a click the button
 * named `name` is busy, and a second click is ignored (the callback ran once).
 */
export const playPendingIgnoresClicks =
  (name: string | RegExp, action: string) =>
  async ({ args, canvasElement }: { args: Record<string, unknown>; canvasElement: HTMLElement }) => {
    const button = within(canvasElement).getByRole('button', { name });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    expect(args[action]).toHaveBeenCalledTimes(1);
  };
