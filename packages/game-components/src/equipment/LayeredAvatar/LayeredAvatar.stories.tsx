import { buildOutfit, emptyOutfit } from '@rpg/contracts/fixtures';
import { avatarLayers } from '@rpg/game-assets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LayeredAvatar, type LayeredAvatarSize } from './LayeredAvatar.tsx';

const meta = {
  title: 'Game/Equipment/LayeredAvatar',
  component: LayeredAvatar,
  parameters: {
    guidance: {
      do: [
        'Use it wherever a character is drawn from its outfit: the character screen, the equipment, the outfit editor.',
        "Name the picture with `label` (the character's name): it is one image for screen readers.",
        'Pick a `size` word; every size keeps the 5:6 ratio.',
      ],
      dont: [
        "Don't stack the layer pictures yourself: the order is the spec's and lives here.",
        "Don't stretch it to another ratio: the layers would no longer line up.",
      ],
    },
  },
  args: { outfit: buildOutfit(1), label: 'Bożydar', size: 'full' },
} satisfies Meta<typeof LayeredAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

const layerNames = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('img')).map((image) => image.getAttribute('data-layer'));

/** The spec's 320 x 384 px avatar: one image named after the character, its layers in the spec's order. */
export const Full: Story = {
  args: {
    outfit: buildOutfit(1, {
      back: avatarLayers.back.redCape.path,
      hair: avatarLayers.hair.longBlonde.path,
      hairPart2: avatarLayers.hairPart2.longBlonde.path,
    }),
  },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Bożydar' });
    expect(avatar.getBoundingClientRect().width).toBe(320);
    expect(Math.round(avatar.getBoundingClientRect().height)).toBe(384);
    expect(layerNames(avatar)).toEqual([
      'back',
      'bottom',
      'hairPart2',
      'weapon1',
      'weapon2',
      'baseSkinTorso',
      'baseSkinHead',
      'torsoArmor',
      'mouth',
      'eyes',
      'hair',
    ]);
    for (const image of avatar.querySelectorAll('img')) expect(image).toHaveAttribute('alt', '');
  },
};

const sizes: LayeredAvatarSize[] = ['full', 'large', 'medium', 'small'];

/** The four sizes keep the 5:6 ratio. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 16 }}>
      {sizes.map((size) => (
        <LayeredAvatar key={size} {...args} size={size} label={`${args.label} (${size})`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths = sizes.map(
      (size) => canvas.getByRole('img', { name: `Bożydar (${size})` }).getBoundingClientRect().width,
    );
    expect(widths).toEqual([320, 240, 160, 64]);
    const small = canvas.getByRole('img', { name: 'Bożydar (small)' }).getBoundingClientRect();
    expect(Math.round(small.height)).toBe(77);
  },
};

/** Bare layers (no cape, no weapons, no hair) are skipped, not drawn as broken pictures. */
export const MissingLayers: Story = {
  args: { outfit: buildOutfit(2, { back: '', weapon1: '', weapon2: '', hair: '', hairPart2: '' }) },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Bożydar' });
    expect(layerNames(avatar)).toEqual(['bottom', 'baseSkinTorso', 'baseSkinHead', 'torsoArmor', 'mouth', 'eyes']);
  },
};

/** A layer that fails to load is hidden; the rest of the figure stays. */
export const BrokenLayer: Story = {
  args: { outfit: buildOutfit(3, { torsoArmor: '/images/avatar/does-not-exist.svg' }) },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Bożydar' });
    await waitFor(() => expect(layerNames(avatar)).not.toContain('torsoArmor'));
    expect(layerNames(avatar)).toContain('baseSkinHead');
  },
};

/** The skin fails to load: the fallback figure from the art manifest is shown instead. */
export const BrokenImageFallback: Story = {
  args: { outfit: buildOutfit(4, { baseSkinTorso: '/images/avatar/broken-skin.svg' }) },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Bożydar' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-avatar-state', 'fallback'));
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/images/fallbacks/avatar.svg');
  },
};

/** No outfit at all (a new character before its look is chosen): the fallback figure. */
export const EmptyOutfit: Story = {
  args: { outfit: emptyOutfit(), size: 'large' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Bożydar' });
    expect(avatar).toHaveAttribute('data-avatar-state', 'fallback');
  },
};

/** At phone width the full 320 px avatar fits without horizontal scrolling. */
export const Phone: Story = {
  args: { outfit: buildOutfit(5), label: 'Wszemiła Długoimienna' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('img', { name: 'Wszemiła Długoimienna' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
