import { Stat } from '@rpg/contracts';
import { buildCharacter, buildConsumableItem, characterFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { playErrorWithRetry } from '../../shared/private/screen-stories.ts';
import { settle } from '../../shared/private/settle.ts';
import { CharacterScreen } from './CharacterScreen.tsx';

const hero = characterFixtures.full;

const meta = {
  title: 'Game/Character/CharacterScreen',
  component: CharacterScreen,
  args: {
    data: hero,
    error: false,
    onRetry: fn(),
    onAddStat: fn(),
    onEquip: fn(),
    onUnequip: fn(),
    onMove: fn(),
    onActivateSkill: fn(),
    settings: {
      language: 'pl',
      onLanguageChange: fn(),
      soundOn: true,
      onSoundChange: fn(),
      theme: 'game',
      onThemeChange: fn(),
    },
  },
  parameters: {
    // The settings dialog opens over the screen: framed on the docs page.
    docs: { opensModal: (args: { defaultSettingsOpen?: boolean }) => args.defaultSettingsOpen === true },
    layout: 'fullscreen',
    guidance: {
      do: [
        "Use it for /my-character and feed it GET /my-character's data: `undefined` while loading, `error` for a failed load.",
        'Return promises from the action callbacks (add stat, equip, activate skill): their buttons stay busy until they settle.',
        'Pass `onUseConsumable` so the pouch offers healing items with their Use buttons.',
      ],
      dont: [
        "Don't use it on phones for the dock layout: /my-character/mobile has MobileCharacterScreen.",
        "Don't compute stats or rewards here: it shows what the server sent.",
      ],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CharacterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything: name and level, avatar, slots, bars, stats, equipment, skills, pouch and links. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: hero.name })).toBeInTheDocument();
    expect(canvas.getByRole('img', { name: `Wygląd postaci ${hero.name}` })).toBeInTheDocument();
    expect(canvas.getByRole('meter', { name: 'Zdrowie' })).toBeInTheDocument();
    expect(canvas.getByRole('heading', { name: 'Aktywne umiejętności' })).toBeInTheDocument();
    expect(canvas.getByRole('heading', { name: 'Dostępne umiejętności' })).toBeInTheDocument();
    expect(canvas.getByRole('heading', { name: 'Surowce' })).toBeInTheDocument();
    for (const [name, href] of [
      ['Zmień strój', '#changeOutfit'],
      ['Zmień imię', '#changeName'],
      ['Umiejętności', '#skills'],
      ['Statystyki', '#stats'],
    ]) {
      expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

/** An available skill is activated from its card. */
export const ActivateSkill: Story = {
  play: async ({ args, canvasElement }) => {
    const inactive = hero.skills.find((skill) => !skill.isActive);
    const button = within(canvasElement).getByRole('button', { name: `Aktywuj ${inactive?.name}` });
    await userEvent.click(button);
    expect(args.onActivateSkill).toHaveBeenCalledWith(inactive);
  },
};

/** Stat points: each +1 sends its stat. */
export const AddStat: Story = {
  args: { data: { ...hero, doStatsPointsAvaiable: true } },
  play: async ({ args, canvasElement }) => {
    const add = within(canvasElement).getByRole('button', { name: 'Dodaj punkt: Zręczność' });
    await userEvent.click(add);
    expect(args.onAddStat).toHaveBeenCalledWith(Stat.Dexterity);
    await settle(add);
  },
};

/** The settings button opens the dialog; Escape closes it and focus returns. */
export const Settings: Story = {
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Ustawienia' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Ustawienia' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Dźwięki' }));
    expect(args.settings.onSoundChange).toHaveBeenCalledWith(false);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A brand-new hero: no skills, no items, an empty pouch. */
export const NewHero: Story = {
  args: { data: characterFixtures.new },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getAllByRole('heading', { name: 'Brak umiejętności' })).toHaveLength(3);
    expect(canvas.getByText(/Nie masz nieaktywnych umiejętności/)).toBeInTheDocument();
    expect(canvas.getByText(/Nie masz jeszcze surowców/)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Twoja postać' })).toBeInTheDocument();
    expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

export const ErrorWithRetry: Story = { args: { data: undefined, error: true }, play: playErrorWithRetry };

export const English: Story = {
  args: { data: characterFixtures.fullEn, settings: { ...meta.args.settings, language: 'en' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Available skills' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Change name' })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** The longest name and huge numbers, in German at phone width. */
export const StressGermanPhone: Story = {
  args: { data: { ...characterFixtures.rich, name: characterFixtures.longName.name } },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Seed-built bare character (no outfit): the avatar's fallback. */
export const Bare: Story = {
  args: { data: buildCharacter(3) },
};

/** A hurt hero with bread and a potion in the pouch (as GET /my-character answers them: id, count, heal share). */
const hurt = {
  ...hero,
  stats: { ...hero.stats, currentHealthPoints: 1 },
  consumableItems: [
    buildConsumableItem(1, { name: 'Mikstura leczenia ×3', id: 1001, count: 3, healPercent: 30 }),
    buildConsumableItem(2, { name: 'Chleb żytni', id: 1002, count: 1, healPercent: 10 }),
  ],
};

/** Each consumable that heals has a Use button with its count; a press uses it. */
export const UseConsumable: Story = {
  args: { data: hurt, onUseConsumable: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = hurt.consumableItems;
    const use = canvas.getByRole('button', { name: `Użyj: ${first?.name} (3 sztuki)` });
    await userEvent.click(use);
    expect(args.onUseConsumable).toHaveBeenCalledWith(first);
  },
};

/** At full health the Use buttons are disabled, and the pouch says why. */
export const UseConsumableHealthFull: Story = {
  args: {
    data: { ...hurt, stats: { ...hurt.stats, currentHealthPoints: hurt.stats.healthPoints } },
    onUseConsumable: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Masz pełne zdrowie: nie ma czego leczyć.')).toBeInTheDocument();
    for (const button of canvas.getAllByRole('button', { name: /^Użyj: / })) expect(button).toBeDisabled();
  },
};

export const UseConsumablePhoneGerman: Story = {
  args: { data: hurt, onUseConsumable: fn() },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getAllByRole('button', { name: / benutzen \(noch \d+\)$/ })).toHaveLength(2);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
