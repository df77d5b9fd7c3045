import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiAddressSetting } from './ApiAddressSetting.tsx';

const meta = {
  title: 'Game/Account/ApiAddressSetting',
  component: ApiAddressSetting,
  parameters: {
    guidance: {
      do: [
        'Use it where the player may need to point the app at another server: the home screen on small screens.',
        'Show the address in use, so the player sees what they are changing.',
        'Keep the check as it is: only an http(s) address with a host is saved, and the field says why not.',
      ],
      dont: [
        "Don't show it on desktop screens or inside the game: it is a setup setting, not a game option.",
        "Don't save on every keystroke: the player saves with Enter or the button.",
      ],
    },
  },
  args: { value: 'https://api.rpg.example.com', onChange: fn() },
} satisfies Meta<typeof ApiAddressSetting>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name = /^Adres API/) => within(canvasElement).getByRole('textbox', { name });

/** Shows the address in use. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    expect(field(canvasElement)).toHaveValue('https://api.rpg.example.com');
    expect(within(canvasElement).getByRole('form', { name: 'Serwer gry' })).toBeInTheDocument();
  },
};

/** A valid http(s) address is saved (trimmed) with Enter and confirmed in a status message. */
export const SavesValidUrl: Story = {
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, '  http://192.168.0.10:8080  {Enter}');
    expect(args.onChange).toHaveBeenCalledWith('http://192.168.0.10:8080');
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Adres zapisany.');
  },
};

/** Anything but an http(s) URL is refused: message on the field, focus kept, nothing saved. */
export const RejectsInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = field(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, 'ftp://files.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz adres' }));
    expect(args.onChange).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('http:// lub https://'));
    expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, 'localhost{Enter}');
    expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement, /^API address/);
    await userEvent.clear(input);
    await userEvent.type(input, 'https://eu.rpg.example.com/api{Enter}');
    expect(args.onChange).toHaveBeenCalledWith('https://eu.rpg.example.com/api');
    expect(within(canvasElement).getByText('Address saved.')).toBeInTheDocument();
  },
};

export const PhoneGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(field(canvasElement, /^API-Adresse/)).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
