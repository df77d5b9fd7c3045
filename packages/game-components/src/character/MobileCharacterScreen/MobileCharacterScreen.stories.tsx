import { Stat } from '@rpg/contracts';
import { characterFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { playErrorWithRetry, playLoading } from '../../shared/private/screen-stories.ts';
import { MobileCharacterScreen } from './MobileCharacterScreen.tsx';

const hero = characterFixtures.full;

const meta = {
  title: 'Game/Character/MobileCharacterScreen',
  component: MobileCharacterScreen,
  parameters: {
    guidance: {
      do: [
        'Use it for /my-character/mobile: the hero with the bottom dock, for phones.',
        "Feed it GET /my-character's data: `undefined` while loading, `error` for a failed load.",
      ],
      dont: [
        "Don't use it on wide screens by default: CharacterScreen shows everything at once there.",
        "Don't put equipment actions in the dock: they live on the equipment screen.",
      ],
    },
  },
  args: { data: hero, error: false, onRetry: fn(), onAddStat: fn() },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof MobileCharacterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The outfit tab: the 320 x 384 avatar. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: hero.name })).toBeInTheDocument();
    expect(canvas.getByRole('img', { name: `Wygląd postaci ${hero.name}` })).toBeInTheDocument();
    expect(canvas.getByRole('tab', { name: 'Strój' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The sub-panel: bars, stats (with +1 while points are left) and skill slots. */
export const SubPanel: Story = {
  args: { data: { ...hero, doStatsPointsAvaiable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Postać' }));
    expect(canvas.getByRole('meter', { name: 'Zdrowie' })).toBeInTheDocument();
    expect(canvas.getByRole('heading', { name: 'Aktywne umiejętności' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Dodaj punkt: Siła' }));
    expect(args.onAddStat).toHaveBeenCalledWith(Stat.Force);
  },
};

/** The third tab by keyboard: End, then the change-name link. */
export const ChangeNameTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Strój' }).focus();
    await userEvent.keyboard('{End}');
    expect(canvas.getByRole('tab', { name: 'Imię' })).toHaveFocus();
    expect(canvas.getByRole('link', { name: 'Zmień imię' })).toHaveAttribute('href', '#changeName');
  },
};

/**
 * Short content (the name tab): the dock's bar still sits at the bottom of the screen, not in the
 * middle of it, and switching to the long sub-panel keeps it there.
 */
export const ShortContentDockAtBottom: Story = {
  args: { defaultTab: 'name' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('tablist', { name: 'Panel postaci' });
    const atBottom = () => expect(Math.abs(bar.getBoundingClientRect().bottom - window.innerHeight)).toBeLessThan(2);
    await waitFor(atBottom);
    await userEvent.click(canvas.getByRole('tab', { name: 'Postać' }));
    await waitFor(atBottom);
  },
};

export const Loading: Story = { args: { data: undefined }, play: playLoading };

export const ErrorWithRetry: Story = { args: { data: undefined, error: true }, play: playErrorWithRetry };

export const English: Story = {
  args: { data: characterFixtures.fullEn, defaultTab: 'panel' },
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { name: 'Stats' })).toBeInTheDocument();
  },
};

export const StressGermanPhone: Story = {
  args: { data: characterFixtures.longName, defaultTab: 'panel' },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
