import { expect, userEvent, within } from 'storybook/test';

/**
 * The play functions of the Loading and ErrorWithRetry (or LoadFailed) stories that every data screen has (its `data`
 * undefined, and `error` for the second). Each story file keeps its stories as object literals (Storybook
 * reads them statically) and takes the play from here:
 * `export const Loading: Story = { args: { data: undefined }, play: playLoading };`
 */

/** The loading state is shown: a status. */
export const playLoading = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
};

/** The error state's retry (the last button of the screen) calls `onRetry`. */
export const playErrorWithRetry = async ({
  args,
  canvasElement,
}: {
  args: { onRetry?: unknown };
  canvasElement: HTMLElement;
}) => {
  const buttons = within(canvasElement).getAllByRole('button');
  await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
  expect(args.onRetry).toHaveBeenCalledOnce();
};

/** The error state's retry (the button of the alert) calls `onRetry`. */
export const playRetryInAlert = async ({
  args,
  canvasElement,
}: {
  args: { onRetry?: unknown };
  canvasElement: HTMLElement;
}) => {
  const alert = within(canvasElement).getByRole('alert');
  await userEvent.click(within(alert).getByRole('button'));
  expect(args.onRetry).toHaveBeenCalledOnce();
};
