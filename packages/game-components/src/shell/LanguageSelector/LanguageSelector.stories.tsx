import { languages } from '@rpg/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSelector } from './LanguageSelector.tsx';

const meta = {
  title: 'Game/Shell/LanguageSelector',
  component: LanguageSelector,
  parameters: {
    guidance: {
      do: [
        'Use it where the player picks the interface language: the header, the phone drawer, the settings.',
        'Show every language by its own name: a player who cannot read the current language finds theirs.',
      ],
      dont: [
        "Don't replace the native select with a custom menu: it loses the platform's keyboard and type-ahead.",
        "Don't translate the language names.",
      ],
    },
  },
  args: { value: 'pl', onChange: fn() },
  argTypes: { value: { control: 'select', options: [...languages] } },
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every language by its own name, with its `lang`, whatever the interface language. */
export const Polish: Story = {
  globals: { locale: 'pl' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Język' });
    expect(select).toHaveValue('pl');
    const options = within(select).getAllByRole('option');
    expect(
      options.map((option) => [option.getAttribute('value'), option.getAttribute('lang'), option.textContent]),
    ).toEqual([
      ['pl', 'pl', 'Polski'],
      ['en', 'en', 'English'],
      ['es', 'es', 'Español'],
      ['de', 'de', 'Deutsch'],
      ['fr', 'fr', 'Français'],
    ]);
  },
};

export const English: Story = {
  args: { value: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  },
};

/** Choosing a language calls onChange with its code. */
export const ChangeLanguage: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Język' });
    await userEvent.selectOptions(select, 'Deutsch');
    expect(args.onChange).toHaveBeenCalledOnce();
    expect(args.onChange).toHaveBeenCalledWith('de');
  },
};

/** Reachable with Tab; a native select, so the arrow keys and type-ahead work as everywhere. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Język' });
    await userEvent.tab();
    expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'fr');
    expect(args.onChange).toHaveBeenCalledWith('fr');
  },
};

/** Choosing the language already shown does nothing. */
export const SameLanguage: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Język' }), 'pl');
    expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The longest label among the languages (French interface, French chosen). */
export const StressFrench: Story = {
  args: { value: 'fr' },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  },
};
