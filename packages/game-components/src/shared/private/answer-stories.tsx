import { ToastProvider } from '@rpg/design-system';
import type { Decorator } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';

/**
 * The decorator of stories whose actions answer with a toast: the ToastProvider the app has at its root
 * (`decorators: [withAnswers]`).
 */
export const withAnswers: Decorator = (Story) => (
  <ToastProvider label="Notifications" dismissLabel="Dismiss">
    <Story />
  </ToastProvider>
);

/** The toast that answered an action shows `text` (in the toasts' region: they live in a portal) and is announced. */
export const expectAnswer = async (text: string | RegExp) => {
  const region = await screen.findByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(within(region).getByText(text)).toBeVisible());
};
