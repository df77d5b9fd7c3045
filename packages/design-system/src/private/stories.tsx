// Helpers shared by the design system's stories (not exported from the package).
import type { Decorator } from '@storybook/react-vite';
import { type ComponentType, type ReactNode, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';

/** Very long labels, as the German and Polish translations produce them. */
export const longLabels = {
  de: 'Charakterausrüstungsgegenstände verkaufen und zurückkaufen',
  pl: 'Zaakceptuj wszystkie niebezpieczne przygody zwierzęcia',
  compound: 'Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen',
} as const;

/** Renders the story in a 200px wide container. */
export const narrow: Decorator = (Story) => (
  <div style={{ width: '200px' }}>
    <Story />
  </div>
);

/** Story globals for the phone viewport (preview.tsx defines `phone`, 390px). */
export const phoneGlobals = { viewport: { value: 'phone', isRotated: false } };

/**
 * A matrix story's body: one row per value of a prop, labelled `name="value"` above the component `render`
 * draws with that value (Stack's spaces and alignments, Inline's alignments).
 */
export function PropMatrix<V extends string>({
  name,
  values,
  render,
}: {
  name: string;
  values: readonly V[];
  render: (value: V) => ReactNode;
}) {
  return (
    <Stack space="large">
      {values.map((value) => (
        <Stack key={value} space="xsmall">
          <Text size="small" tone="secondary">
            {name}=&quot;{value}&quot;
          </Text>
          {render(value)}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * After a modal (Dialog, Drawer) was told to close: it is gone, `onOpenChange(false)` was called and focus
 * is back on the trigger that opened it.
 */
export async function expectClosedToTrigger(onOpenChange: unknown, trigger: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(onOpenChange).toHaveBeenCalledWith(false);
  await waitFor(() => expect(trigger).toHaveFocus());
}

/** The play of a modal's CloseButton story: the trigger named `trigger` opens it, the button named `close` closes it. */
export const playCloseButton =
  (trigger: string, close: string) =>
  async ({ args, canvasElement }: { args: { onOpenChange?: unknown }; canvasElement: HTMLElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: trigger });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: close }));
    await expectClosedToTrigger(args.onOpenChange, opener);
  };

/**
 * A modal (Dialog, Drawer) with a trigger button named `label`, its open state kept here (the modal is
 * controlled): the stories' render, `const DialogWithTrigger = withTrigger(Dialog, 'Open dialog')`.
 */
export function withTrigger<P extends { open: boolean; onOpenChange: (open: boolean) => void }>(
  Modal: ComponentType<P>,
  label: string,
) {
  return function ModalWithTrigger(props: P) {
    const [open, setOpen] = useState(props.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>{label}</Button>
        <Modal
          {...props}
          open={open}
          onOpenChange={(next: boolean) => {
            props.onOpenChange(next);
            setOpen(next);
          }}
        />
      </>
    );
  };
}
