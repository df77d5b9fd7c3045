import type { Language } from '@rpg/contracts';
import { Button } from '@rpg/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SettingsDialog, type SettingsDialogProps, type SettingsTheme } from './SettingsDialog.tsx';

/** The dialog with its state kept here, as the host would, and a button that opens it. */
function ControlledSettings(args: SettingsDialogProps) {
  const [open, setOpen] = useState(args.open);
  const [language, setLanguage] = useState<Language>(args.language);
  const [soundOn, setSoundOn] = useState(args.soundOn);
  const [theme, setTheme] = useState<SettingsTheme>(args.theme);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open settings</Button>
      <SettingsDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        language={language}
        onLanguageChange={(next) => {
          setLanguage(next);
          args.onLanguageChange(next);
        }}
        soundOn={soundOn}
        onSoundChange={(next) => {
          setSoundOn(next);
          args.onSoundChange(next);
        }}
        theme={theme}
        onThemeChange={(next) => {
          setTheme(next);
          args.onThemeChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Game/Character/SettingsDialog',
  component: SettingsDialog,
  parameters: {
    guidance: {
      do: [
        "Use it from the character screen's settings button for language, sound and theme.",
        'Apply each choice at once: there is no save button.',
      ],
      dont: [
        "Don't put account or game actions in it (rename, sign out).",
        "Don't open it by itself without the player asking.",
      ],
    },
  },
  render: (args) => <ControlledSettings {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    language: 'pl',
    onLanguageChange: fn(),
    soundOn: true,
    onSoundChange: fn(),
    theme: 'game',
    onThemeChange: fn(),
  },
} satisfies Meta<typeof SettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Open: language, sound and theme with their current values. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Ustawienia' });
    const body = within(dialog);
    expect(body.getByRole('combobox', { name: 'Język' })).toHaveValue('pl');
    expect(body.getByRole('switch', { name: 'Dźwięki' })).toBeChecked();
    expect(body.getByRole('radio', { name: 'Mroczny (gra)' })).toBeChecked();
  },
};

/** Choosing a language sends its code. */
export const ChangeLanguage: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), 'en');
    expect(args.onLanguageChange).toHaveBeenCalledWith('en');
  },
};

/** The sound switch toggles by click and by Space. */
export const ToggleSound: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const sound = within(dialog).getByRole('switch', { name: 'Dźwięki' });
    await userEvent.click(sound);
    expect(args.onSoundChange).toHaveBeenLastCalledWith(false);
    expect(sound).not.toBeChecked();
    expect(sound).toHaveTextContent('Wyłączone');
    sound.focus();
    await userEvent.keyboard(' ');
    expect(args.onSoundChange).toHaveBeenLastCalledWith(true);
  },
};

/** The theme radios: a click, then the arrow keys. */
export const ChangeTheme: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Jasny' }));
    expect(args.onThemeChange).toHaveBeenLastCalledWith('light');
    await userEvent.keyboard('{ArrowLeft}');
    expect(args.onThemeChange).toHaveBeenLastCalledWith('game');
  },
};

/** Keyboard: Enter opens it from the button, Escape closes it and focus goes back. */
export const KeyboardOpenAndClose: Story = {
  args: { open: false },
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open settings' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Ustawienia' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The close button closes it. */
export const CloseButton: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const English: Story = {
  args: { language: 'en', soundOn: false, theme: 'light' },
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(dialog).getByRole('switch', { name: 'Sound' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Light' })).toBeChecked();
  },
};

export const StressGermanPhone: Story = {
  args: { language: 'de' },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(await screen.findByRole('dialog', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
