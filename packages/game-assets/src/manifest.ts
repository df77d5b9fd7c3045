/**
 * The typed catalogue of the game's art: every file under public/ that code
 * points at is named here, so a path cannot be mistyped. Paths are relative
 * to the site root. The pictures and src/generated/catalogue.ts are drawn by
 * scripts/generate.mjs; this file gives them their public shape.
 */
import {
  catalogue,
  avatarLayers as generatedAvatarLayers,
  consumables as generatedConsumables,
  fallbacks as generatedFallbacks,
  items as generatedItems,
  locations as generatedLocations,
  monsters as generatedMonsters,
  placeholders as generatedPlaceholders,
  skills as generatedSkills,
  vendors as generatedVendors,
} from './generated/catalogue.ts';
import { type IconName, icons, sounds } from './icons.ts';

// Re-exported, not copied, so a page needing only these links their own small modules, not this
// one with the whole catalogue: the icons and sounds, and the home page's art (wide promotion
// banners 1200 x 400, narrow carousel images 600 x 800, logo, button icons).
export { homeArt } from './generated/home-art.ts';
export { type IconName, icons, sounds } from './icons.ts';

/** One picture: its id, site path, canvas size and the i18n key (namespace `assets`) of its alt text. */
export interface AssetEntry {
  readonly id: string;
  readonly path: string;
  readonly width: number;
  readonly height: number;
  readonly altKey: string;
}

/** The i18next namespace of the alt texts (src/locales/<lang>/assets.json). */
export const assetsNamespace = 'assets';

/** The avatar canvas (the spec's mobile avatar size): every layer is drawn on it, aligned. */
export const avatarCanvas = { width: 320, height: 384 } as const;

/** The spec's stacking order of the avatar layers, bottom first (the Outfit's field names). */
export const avatarLayerOrder = [
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
] as const;
export type AvatarLayer = (typeof avatarLayerOrder)[number];

/** The options of every avatar layer, keyed by id. A hair option names its back part (`part2`, a hairPart2 path) or null. */
export const avatarLayers = generatedAvatarLayers;
export type AvatarOptionId<L extends AvatarLayer> = keyof (typeof avatarLayers)[L];

export type SkinTone = keyof typeof avatarLayers.baseSkinTorso;
/** Skin tones: the torso and the head of one tone belong together. */
export const skinTones = /* @__PURE__ */ Object.fromEntries(
  (Object.keys(avatarLayers.baseSkinTorso) as SkinTone[]).map((tone) => [
    tone,
    { torso: avatarLayers.baseSkinTorso[tone], head: avatarLayers.baseSkinHead[tone] },
  ]),
) as {
  readonly [T in SkinTone]: {
    readonly torso: (typeof avatarLayers.baseSkinTorso)[T];
    readonly head: (typeof avatarLayers.baseSkinHead)[T];
  };
};

/** Equipment pictures (64 x 64, no rarity drawn in: the UI frame shows it). kind: helmet, torso, weapon1h, weapon2h, shield, magic. */
export const items = generatedItems;
export type ItemId = keyof typeof items;
export type ItemKind = (typeof items)[ItemId]['kind'];

/** Consumables and crafting resources (64 x 64). kind: potion, food, resource. */
export const consumables = generatedConsumables;
export type ConsumableId = keyof typeof consumables;

/** Monsters (256 x 256) with their level band. */
export const monsters = generatedMonsters;
export type MonsterId = keyof typeof monsters;
export type MonsterBand = (typeof monsters)[MonsterId]['band'];

/** One vendor portrait (256 x 256) per shop type of the spec. */
export const vendors = generatedVendors;
export type ShopType = keyof typeof vendors;

/** Location scenes (640 x 360). */
export const locations = generatedLocations;
export type LocationId = keyof typeof locations;

/** Skill icons (64 x 64), framed by skill type: offense, defensive, utility. */
export const skills = generatedSkills;
export type SkillId = keyof typeof skills;

/** Empty equipment slots (64 x 64). */
export const placeholders = generatedPlaceholders;
export type PlaceholderId = keyof typeof placeholders;

/** Shown when a picture is missing or fails to load. */
export const fallbacks = generatedFallbacks;

type ValuesOf<T> = T[keyof T];
type PathsIn<T> = T extends { readonly path: infer P } ? P : T extends object ? PathsIn<ValuesOf<T>> : never;
/** Every picture path of the catalogue. */
export type ImagePath = PathsIn<typeof catalogue>;
export type AssetPath = (typeof icons)[IconName] | (typeof sounds)[keyof typeof sounds] | ImagePath;

const isEntry = (value: unknown): value is AssetEntry =>
  typeof value === 'object' && value !== null && 'path' in value && 'altKey' in value;
const collect = (node: object): AssetEntry[] =>
  Object.values(node).flatMap((value: unknown) =>
    isEntry(value) ? [value] : typeof value === 'object' && value !== null ? collect(value) : [],
  );

/** Every picture of the catalogue with its size and alt-text key. */
export const allImageEntries: readonly AssetEntry[] = /* @__PURE__ */ collect(catalogue);

/** Every path in the manifest, for the checks that each one exists. */
export const allAssetPaths: readonly AssetPath[] = /* @__PURE__ */ (() => [
  ...Object.values(icons),
  ...Object.values(sounds),
  ...allImageEntries.map((entry) => entry.path as ImagePath),
])();
