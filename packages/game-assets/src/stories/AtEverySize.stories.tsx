import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  type AssetEntry,
  avatarCanvas,
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

/**
 * The widths (px) the game draws each kind of picture at, measured in the built Storybook at 390 and
 * 1280 px (game-components' stories of every screen that shows art). The outline widths of
 * scripts/generate.mjs (OUTLINE) are chosen for the largest of each; this page shows the smallest too.
 * A component that draws art at a new size adds it here.
 */
const usedSizes = {
  /** LayeredAvatar: the fight replay (62), a phone's result (111), cards (158), the character (238), full (318). */
  avatar: [62, 111, 158, 238, 318],
  /** Item cards (60), a phone's backpack (76), the equipment board (109-158). */
  items: [60, 76, 109, 158],
  /** Recipe materials (24, 32), item lists (48), and as items in the backpack. */
  consumables: [24, 32, 48, 76, 158],
  /** A fight's result (24), the battle log (32), skill lists (48), the skill card (64). */
  skills: [24, 32, 48, 64],
  /** The fight replay (77), results (113-192), monster cards (234-334). */
  monsters: [77, 113, 192, 334],
  /** The vendor's page (80 on phones, 128), vendor cards (171-292). */
  vendors: [80, 128, 171, 292],
  /** Location and adventure cards (324-470). */
  locations: [324, 470],
  /** The vendor's empty stock (49), a phone's backpack (73), the equipment board (96-130). */
  placeholders: [49, 73, 96, 130],
} as const;

/** The outfit editor's thumbnails: each page zooms on its part of the avatar (OutfitEditor.css.ts). */
const thumbnailZoom = {
  eyes: { scale: 3, origin: '50% 30%' },
  mouth: { scale: 3, origin: '50% 30%' },
  hair: { scale: 3, origin: '50% 30%' },
  torsoArmor: { scale: 1.5, origin: '50% 55%' },
  bottom: { scale: 1.4, origin: '50% 85%' },
} as const;
/** The width of an outfit option's thumbnail on a phone (its grid's 4.5rem columns, less the padding). */
const thumbnailSize = 72;

interface AtEverySizeProps {
  /** The heading of the page. */
  title: string;
  /** The pictures, each drawn at every size of `sizes`, side by side. */
  entries: readonly AssetEntry[];
  /** The widths it is drawn at in the game, in px. */
  sizes: readonly number[];
  /** The interface language of the alt texts. */
  locale?: string;
}

/** One row per picture: its id, then the picture at each size it is used, side by side. */
const AtEverySize = ({ title, entries, sizes, locale }: AtEverySizeProps) => (
  <section className={css.page} aria-label={title}>
    <h2 className={css.heading}>
      {title} ({entries.length}) at {sizes.join(', ')} px
    </h2>
    <ul className={css.sizeList}>
      {entries.map((entry) => (
        <li key={entry.path} className={css.sizeRow}>
          <span className={css.sizeCaption}>
            {entry.id} · {entry.width}×{entry.height}
          </span>
          {sizes.map((size, index) => (
            <img
              key={size}
              className={css.sizeImage}
              src={entry.path}
              // The first names the picture; its copies at other sizes would repeat it to a screen reader.
              alt={index === 0 ? altText(entry.altKey, locale) : ''}
              width={size}
              height={Math.round((size * entry.height) / entry.width)}
            />
          ))}
        </li>
      ))}
    </ul>
  </section>
);

type LayerWithOptions = Exclude<(typeof avatarLayerOrder)[number], 'hairPart2'>;
const layered = avatarLayerOrder.filter((layer): layer is LayerWithOptions => layer !== 'hairPart2');
const optionsOf = (layer: LayerWithOptions) => Object.values(avatarLayers[layer]) as AssetEntry[];
/** Enough figures that every option of every layer is worn by one (figure i wears option i of each). */
const figureCount = Math.max(...layered.map((layer) => optionsOf(layer).length));
/** The layers of figure `index`, bottom first, as LayeredAvatar stacks them (hair's back part under the body). */
const figureLayers = (index: number): string[] => {
  const pick = (layer: LayerWithOptions) => {
    const options = optionsOf(layer);
    return options[index % options.length] as AssetEntry & { part2?: string | null };
  };
  return avatarLayerOrder.flatMap((layer) => (layer === 'hairPart2' ? (pick('hair').part2 ?? []) : [pick(layer).path]));
};

/** A figure's layers stacked at one width (the 320 x 384 canvas scaled). */
const Figure = ({ layers, width, label }: { layers: string[]; width: number; label: string }) => (
  <span
    className={css.figure}
    role="img"
    aria-label={label}
    style={{ width, height: Math.round((width * avatarCanvas.height) / avatarCanvas.width) }}
  >
    {layers.map((src) => (
      <img key={src} className={css.figureLayer} src={src} alt="" />
    ))}
  </span>
);

/** An outfit option's thumbnail: the part zoomed in a square, over the figure's skin (as OutfitEditor draws it). */
const Thumbnail = ({
  layer,
  entry,
  skin,
}: {
  layer: keyof typeof thumbnailZoom;
  entry: AssetEntry;
  skin: string[];
}) => {
  const { scale, origin } = thumbnailZoom[layer];
  return (
    <span className={css.thumbnail} style={{ width: thumbnailSize, height: thumbnailSize }}>
      {[...skin, entry.path].map((src) => (
        <img
          key={src}
          className={css.figureLayer}
          style={{ objectFit: 'cover', transform: `scale(${scale})`, transformOrigin: origin }}
          src={src}
          alt=""
        />
      ))}
    </span>
  );
};

/** Every avatar option worn by a figure at each avatar size, then each outfit option's thumbnail. */
const AvatarAtEverySize = ({ sizes }: { sizes: readonly number[] }) => {
  const skin = [avatarLayers.baseSkinTorso.light.path, avatarLayers.baseSkinHead.light.path];
  return (
    <section className={css.page} aria-label="Avatar">
      <h2 className={css.heading}>
        Avatar ({figureCount} figures wearing every option) at {sizes.join(', ')} px
      </h2>
      <ul className={css.sizeList}>
        {Array.from({ length: figureCount }, (_, index) => {
          const layers = figureLayers(index);
          return (
            <li key={index} className={css.sizeRow}>
              <span className={css.sizeCaption}>Figure {index + 1}</span>
              {sizes.map((size) => (
                <Figure key={size} layers={layers} width={size} label={`Figure ${index + 1}, ${size} px`} />
              ))}
            </li>
          );
        })}
      </ul>
      <h2 className={css.heading}>Outfit editor thumbnails at {thumbnailSize} px</h2>
      {(Object.keys(thumbnailZoom) as (keyof typeof thumbnailZoom)[]).map((layer) => (
        <ul key={layer} className={css.sizeList} aria-label={layer}>
          <li className={css.sizeRow}>
            <span className={css.sizeCaption}>{layer}</span>
            {optionsOf(layer).map((entry) => (
              <Thumbnail key={entry.path} layer={layer} entry={entry} skin={skin} />
            ))}
          </li>
        </ul>
      ))}
    </section>
  );
};

const meta = {
  title: 'Assets/AtEverySize',
  component: AtEverySize,
  // Drawn for a wide page: the sizes are the game's whatever the page's width, and at 390 px the pages of
  // every item or monster at four sizes grow taller than a screenshot can be (WebP's 16 383 px).
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    docs: {
      description: {
        component:
          'Every picture drawn at each width the game uses it at, side by side, so a change to the art is checked at its smallest size as well as its largest (the visual suite keeps a baseline of each).',
      },
    },
    guidance: {
      do: [
        'Check new or changed art here at its smallest size: its outline must not fill it.',
        'Add a size to `usedSizes` when a component starts drawing art at a new width.',
      ],
      dont: [
        "Don't give art an outline of fixed screen width (non-scaling-stroke): it stays thick when the picture is drawn small.",
      ],
    },
  },
  render: (args, { globals }) => <AtEverySize {...args} locale={String(globals.locale ?? 'pl')} />,
  args: { title: 'Items', entries: Object.values(items), sizes: usedSizes.items },
  play: async ({ canvasElement, args }) => {
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images).toHaveLength(args.entries.length * args.sizes.length);
    const widths = new Set(images.map((img) => img.width));
    for (const size of args.sizes) await expect(widths).toContain(size);
  },
} satisfies Meta<typeof AtEverySize>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Items: Story = {};
export const Consumables: Story = {
  args: { title: 'Consumables and resources', entries: Object.values(consumables), sizes: usedSizes.consumables },
};
export const Skills: Story = {
  args: { title: 'Skills', entries: Object.values(skills), sizes: usedSizes.skills },
};
export const Monsters: Story = {
  args: { title: 'Monsters', entries: Object.values(monsters), sizes: usedSizes.monsters },
};
export const Vendors: Story = {
  args: { title: 'Vendors', entries: Object.values(vendors), sizes: usedSizes.vendors },
};
export const Locations: Story = {
  args: { title: 'Locations', entries: Object.values(locations), sizes: usedSizes.locations },
};
export const Placeholders: Story = {
  args: { title: 'Slot placeholders', entries: Object.values(placeholders), sizes: usedSizes.placeholders },
};
/** Each fallback at the sizes of what it stands in for (the item's also at a recipe material's 32 px). */
export const Fallbacks: Story = {
  render: (_args, { globals }) => {
    const locale = String(globals.locale ?? 'pl');
    return (
      <>
        <AtEverySize title="Item fallback" entries={[fallbacks.item]} sizes={[32, 60, 158]} locale={locale} />
        <AtEverySize
          title="Monster fallback"
          entries={[fallbacks.monster]}
          sizes={usedSizes.monsters}
          locale={locale}
        />
        <AtEverySize
          title="Location fallback"
          entries={[fallbacks.location]}
          sizes={usedSizes.locations}
          locale={locale}
        />
        <AtEverySize title="Avatar fallback" entries={[fallbacks.avatar]} sizes={usedSizes.avatar} locale={locale} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(3 + 4 + 2 + 5);
  },
};
/** The home page's art: the logo (96, 128), the small icons (24), the banners and slides (358 on phones, 734). */
export const HomeArt: Story = {
  render: (_args, { globals }) => {
    const locale = String(globals.locale ?? 'pl');
    return (
      <>
        <AtEverySize title="Logo" entries={[homeArt.logo]} sizes={[96, 128]} locale={locale} />
        <AtEverySize title="Icons" entries={[homeArt.joinIcon, homeArt.storeIcon]} sizes={[24]} locale={locale} />
        <AtEverySize
          title="Banners and slides"
          entries={[homeArt.bannerAdventure, homeArt.bannerTreasure, homeArt.carouselRanger, homeArt.carouselMage]}
          sizes={[358, 734]}
          locale={locale}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(2 + 2 + 4 * 2);
  },
};
/**
 * The avatar: figures that together wear every option of every layer, at each avatar size (the fight
 * replay's 62 px is where a fixed outline drowned it), and the outfit editor's zoomed thumbnails.
 */
export const Avatar: Story = {
  render: () => <AvatarAtEverySize sizes={usedSizes.avatar} />,
  play: async ({ canvasElement }) => {
    const figures = canvasElement.querySelectorAll('[role="img"]');
    await expect(figures).toHaveLength(figureCount * usedSizes.avatar.length);
  },
};
