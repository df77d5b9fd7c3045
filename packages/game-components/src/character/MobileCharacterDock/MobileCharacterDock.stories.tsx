import { characterFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LayeredAvatar } from '../../equipment/index.ts';
import { SkillSlots } from '../SkillSlots/index.ts';
import { StatsPanel } from '../StatsPanel/index.ts';
import { MobileCharacterDock } from './MobileCharacterDock.tsx';

const hero = characterFixtures.full;

const meta = {
  title: 'Game/Character/MobileCharacterDock',
  component: MobileCharacterDock,
  parameters: {
    guidance: {
      do: [
        'Use it at the bottom of the mobile character screen: outfit, stats and skills, change name.',
        'Keep the three tabs as they are; move with arrow keys, Home and End.',
      ],
      dont: [
        "Don't use it as the app's main navigation: it only switches the character's panels.",
        "Don't add a fourth tab: the labels must fit a 390 px bar in German.",
      ],
    },
  },
  args: {
    characterName: hero.name,
    children: <LayeredAvatar outfit={hero.outfit} label={hero.name} size="large" />,
    panel: (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <StatsPanel stats={hero.stats} pointsAvailable={false} />
        <SkillSlots skills={hero.skills} />
      </div>
    ),
    onTabChange: fn(),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof MobileCharacterDock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The outfit tab first: the avatar and a link to the outfit editor. */
export const Outfit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('tab', { name: 'Strój' })).toHaveAttribute('aria-selected', 'true');
    expect(canvas.getByRole('tabpanel', { name: 'Strój' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Zmień strój' })).toHaveAttribute('href', '#changeOutfit');
  },
};

/** A click on the second tab shows the sub-panel. */
export const SubPanel: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Postać' }));
    expect(args.onTabChange).toHaveBeenCalledWith('panel');
    expect(canvas.getByRole('tabpanel', { name: 'Postać' })).toBeInTheDocument();
    expect(canvas.getByRole('heading', { name: 'Statystyki' })).toBeInTheDocument();
  },
};

/** The third tab has the change-name link. */
export const ChangeName: Story = {
  args: { defaultTab: 'name' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText(`Twój bohater nazywa się ${hero.name}.`)).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Zmień imię' })).toHaveAttribute('href', '#changeName');
  },
};

/** Arrow keys, Home and End move between the tabs (wrapping round); focus follows. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const outfit = canvas.getByRole('tab', { name: 'Strój' });
    outfit.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(canvas.getByRole('tab', { name: 'Postać' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(canvas.getByRole('tab', { name: 'Imię' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(outfit).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(canvas.getByRole('tab', { name: 'Imię' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(outfit).toHaveFocus();
    expect(args.onTabChange).toHaveBeenLastCalledWith('outfit');
  },
};

export const English: Story = {
  args: { defaultTab: 'name', characterName: characterFixtures.fullEn.name },
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('tablist', { name: 'Character dock' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Change name' })).toBeInTheDocument();
  },
};

/** Desktop width: the same dock (the mobile screen may be opened on any device). */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const StressGermanPhone: Story = {
  args: { characterName: characterFixtures.longName.name, defaultTab: 'panel' },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('tab', { name: 'Outfit' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
