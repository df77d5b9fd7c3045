import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { longLabels, narrow, phoneGlobals } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField, textFieldTypes } from './TextField.tsx';

const meta = {
  title: 'Design System/TextField',
  component: TextField,
  parameters: {
    guidance: {
      do: [
        'Always give a visible `label`; use `hint` for the rules (length, characters).',
        "Show the server's refusal in `error`, in the player's language: it is announced and marks the field invalid.",
        'Use the right `type` (email, password) so phones show the right keyboard and password managers help.',
      ],
      dont: [
        "Don't use the placeholder as the label: it disappears as the player types.",
        "Don't validate on every keystroke with an error: wait for blur or submit.",
      ],
    },
  },
  args: { label: 'Hero name', name: 'heroName', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { hint: '3 to 20 letters', placeholder: 'Aragorn' } };

/** Uncontrolled: typing updates the value and calls onChange. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Hero name' });
    await userEvent.type(input, 'Ayla');
    await expect(input).toHaveValue('Ayla');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

/** Controlled: the value lives in the parent. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <Stack space="small">
        <TextField {...args} value={value} onChange={(event) => setValue(event.target.value)} />
        <Text tone="secondary">{`Hello, ${value || '…'}`}</Text>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Hero name' }), 'Żaneta');
    await expect(await canvas.findByText('Hello, Żaneta')).toBeVisible();
  },
};

export const WithHint: Story = {
  args: { hint: '3 to 20 letters, no digits' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Hero name' })).toHaveAccessibleDescription(
      '3 to 20 letters, no digits',
    );
  },
};

/** The error marks the field invalid and is read out with it (aria-describedby). */
export const WithError: Story = {
  args: { hint: '3 to 20 letters', error: 'This name is already taken', defaultValue: 'Ayla' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Hero name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('3 to 20 letters This name is already taken');
  },
};

/** An error that appears after submitting is wired at once. */
export const ErrorAfterSubmit: Story = {
  render: function Render(args) {
    const [error, setError] = useState<string>();
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setError('Enter a name');
        }}
      >
        <Stack space="small">
          <TextField {...args} error={error} />
          <Button type="submit">Save</Button>
        </Stack>
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Hero name' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter a name')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a name');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Borin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Hero name' })).toBeDisabled();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Hero name' })).toBeRequired();
  },
};

export const Empty: Story = { args: { placeholder: 'No name yet' } };

export const Password: Story = {
  args: { label: 'Password', type: 'password', autoComplete: 'current-password', name: 'password' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'secret');
    await expect(input).toHaveValue('secret');
  },
};

/**
 * Forwards its ref to the input (React 19 ref prop): the button focuses the field through it. (Focused from the
 * ref as the story mounted, the field was found without the focus once on a busy machine.)
 */
export const Ref: Story = {
  render: function Render(args) {
    const field = useRef<HTMLInputElement>(null);
    return (
      <Stack space="medium">
        <TextField {...args} label="Hero name" ref={field} />
        <Button variant="soft" onClick={() => field.current?.focus()}>
          Focus the name
        </Button>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Focus the name' }));
    await expect(canvas.getByRole('textbox', { name: 'Hero name' })).toHaveFocus();
  },
};

export const LongLabelsInNarrowContainer: Story = {
  decorators: [narrow],
  args: { label: longLabels.de, hint: longLabels.pl, error: longLabels.compound },
};

export const OnPhone: Story = { ...WithError, globals: phoneGlobals };
