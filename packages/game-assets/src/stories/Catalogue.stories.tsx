import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  type AssetEntry,
  avatarLayerOrder,
  avatarLayers,
  consumables,
  fallbacks,
  homeArt,
  items,
  locations,
  monsters,
  placeholders,
  skills,
  vendors,
} from '../manifest.ts';
import { altText } from './alt-text.ts';
import * as css from './stories.css.ts';

interface CatalogueProps {
  /** The heading of the page. */
  title: string;
  /** The pictures, each shown with its id. */
  entries: readonly AssetEntry[];
  /** The width each picture is shown at, in px. */
  size: number;
  /** The interface language of the alt texts. */
  locale?: string;
}

/**
 * The narrowest tile, in whole pixels, so a caption never sets a tile's width: text-wide tiles put the pictures at
 * fractional x, where Chromium's anti-aliasing of an SVG's edges differed from one paint to the next.
 */
const tileMinWidth = 128;

/** A grid of pictures with their ids, alt text in the chosen language. */
const Catalogue = ({ title, entries, size, locale }: CatalogueProps) => (
  <section className={css.page} aria-label={title}>
    <h2 className={css.heading}>
      {title} ({entries.length})
    </h2>
    <ul className={css.grid}>
      {entries.map((entry) => (
        <li key={entry.path}>
          <figure className={css.tile} style={{ width: Math.max(size, tileMinWidth) }}>
            <img
              className={css.image}
              src={entry.path}
              alt={altText(entry.altKey, locale)}
              width={size}
              height={Math.round((size * entry.height) / entry.width)}
            />
            <figcaption className={css.caption}>
              {entry.id} · {entry.width}×{entry.height}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  </section>
);

const meta = {
  title: 'Assets/Catalogue',
  component: Catalogue,
  parameters: {
    docs: {
      description: {
        component:
          "Every picture of the game's art, grouped by kind (items, consumables, monsters, vendors, locations, skills, placeholders, fallbacks, home art), with its id and its alt text in the toolbar's language.",
      },
    },
    guidance: {
      do: [
        'Look a picture up here by its id before you use it in a component.',
        'Check that every new picture has an alt text in all five languages.',
        'Check new art at the size it is used in the game (each group is shown at that size).',
      ],
      dont: [
        "Don't use a placeholder or fallback picture as real content: they mark what is missing.",
        "Don't reference art by a file path typed by hand: use the manifest's entries.",
      ],
    },
  },
  render: (args, { globals }) => <Catalogue {...args} locale={String(globals.locale ?? 'pl')} />,
  args: { title: 'Items', entries: Object.values(items), size: 64 },
  play: async ({ canvasElement, args }) => {
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images).toHaveLength(args.entries.length);
    for (const img of images) await expect(img.alt.length).toBeGreaterThan(0);
  },
} satisfies Meta<typeof Catalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Items: Story = {};
export const Consumables: Story = { args: { title: 'Consumables and resources', entries: Object.values(consumables) } };
export const Monsters: Story = { args: { title: 'Monsters', entries: Object.values(monsters), size: 160 } };
export const Vendors: Story = { args: { title: 'Vendors', entries: Object.values(vendors), size: 160 } };
export const Locations: Story = { args: { title: 'Locations', entries: Object.values(locations), size: 320 } };
export const Skills: Story = { args: { title: 'Skills', entries: Object.values(skills) } };
export const Placeholders: Story = { args: { title: 'Slot placeholders', entries: Object.values(placeholders) } };
export const Fallbacks: Story = { args: { title: 'Fallbacks', entries: Object.values(fallbacks), size: 160 } };
export const HomeArt: Story = { args: { title: 'Home page', entries: Object.values(homeArt), size: 300 } };
/** Every option of every avatar layer, on the shared 320 x 384 canvas (shown at half size). */
export const AvatarLayers: Story = {
  args: {
    title: 'Avatar layers',
    entries: avatarLayerOrder.flatMap((layer) => Object.values(avatarLayers[layer]) as AssetEntry[]),
    size: 160,
  },
};
