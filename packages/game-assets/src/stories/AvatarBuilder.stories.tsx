import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { type AssetEntry, avatarLayers, skinTones } from '../manifest.ts';
import { altText } from './alt-text.ts';
import * as css from './stories.css.ts';

/** The layers a player picks. Skin sets torso and head together; hair brings its back part (hairPart2). */
const choices = {
  back: { label: 'Cape', options: Object.values(avatarLayers.back) },
  bottom: { label: 'Legs', options: Object.values(avatarLayers.bottom) },
  weapon1: { label: 'Right hand', options: Object.values(avatarLayers.weapon1) },
  weapon2: { label: 'Left hand', options: Object.values(avatarLayers.weapon2) },
  skin: { label: 'Skin', options: Object.values(skinTones).map((tone) => tone.torso) },
  torsoArmor: { label: 'Torso', options: Object.values(avatarLayers.torsoArmor) },
  mouth: { label: 'Mouth', options: Object.values(avatarLayers.mouth) },
  eyes: { label: 'Eyes', options: Object.values(avatarLayers.eyes) },
  hair: { label: 'Hair', options: Object.values(avatarLayers.hair) },
} satisfies Record<string, { label: string; options: readonly AssetEntry[] }>;
type Choice = keyof typeof choices;
const choiceNames = Object.keys(choices) as Choice[];

const headOf = (torso: AssetEntry) =>
  Object.values(skinTones).find((tone) => tone.torso.path === torso.path)?.head ?? skinTones.light.head;

interface AvatarBuilderProps {
  /** The interface language of the option names. */
  locale?: string;
}

/** Stacks the layers in the spec's order and cycles every option of each one, wrapping at both ends. */
const AvatarBuilder = ({ locale }: AvatarBuilderProps) => {
  const [index, setIndex] = useState<Record<Choice, number>>(
    () => Object.fromEntries(choiceNames.map((name) => [name, 0])) as Record<Choice, number>,
  );
  const pick = (name: Choice) => {
    const options: readonly AssetEntry[] = choices[name].options;
    return options[index[name] % options.length] as AssetEntry;
  };
  const step = (name: Choice, by: number) =>
    setIndex((current) => {
      const n = choices[name].options.length;
      return { ...current, [name]: (current[name] + by + n) % n };
    });
  const hair = pick('hair') as (typeof avatarLayers.hair)[keyof typeof avatarLayers.hair];
  const skin = pick('skin');
  // back, bottom, hair parts, weapons, skin torso and head, torso armour, mouth, eyes, hair
  const stack: [string, string | null][] = [
    ['back', pick('back').path],
    ['bottom', pick('bottom').path],
    ['hairPart2', hair.part2],
    ['weapon1', pick('weapon1').path],
    ['weapon2', pick('weapon2').path],
    ['baseSkinTorso', skin.path],
    ['baseSkinHead', headOf(skin).path],
    ['torsoArmor', pick('torsoArmor').path],
    ['mouth', pick('mouth').path],
    ['eyes', pick('eyes').path],
    ['hair', hair.path],
  ];
  const described = choiceNames.map((name) => altText(pick(name).altKey, locale)).join(', ');
  return (
    <section className={`${css.page} ${css.builder}`} aria-label="Avatar builder">
      <div className={css.stage} role="img" aria-label={described}>
        {stack.map(([layer, src]) =>
          src ? (
            <img key={layer} className={css.layer} data-layer={layer} src={src} alt="" width={320} height={384} />
          ) : null,
        )}
      </div>
      <div className={css.controls}>
        {choiceNames.map((name) => (
          <div key={name} className={css.row}>
            <span className={css.label} id={`label-${name}`}>
              {choices[name].label}
            </span>
            <button
              type="button"
              className={css.button}
              aria-label={`Previous ${choices[name].label}`}
              onClick={() => step(name, -1)}
            >
              ‹
            </button>
            <span className={css.value} data-choice={name} aria-live="polite">
              {altText(pick(name).altKey, locale)}
            </span>
            <button
              type="button"
              className={css.button}
              aria-label={`Next ${choices[name].label}`}
              onClick={() => step(name, 1)}
            >
              ›
            </button>
          </div>
        ))}
      </div>
    </section>
  );
};

const meta = {
  title: 'Assets/AvatarBuilder',
  component: AvatarBuilder,
  parameters: {
    docs: {
      description: {
        component:
          "A workbench for the layered avatar art: every layer (cape, legs, hands, skin, torso, face, hair) stacked in the game's order, each cycled with buttons, to check that the layers line up and every combination reads.",
      },
    },
    guidance: {
      do: [
        'Use it to check a new or changed layer against every other layer before it ships.',
        'Step through each layer with the keyboard all the way round: every option must line up with the body.',
        'Check the names of the options in each language from the toolbar.',
      ],
      dont: [
        "Don't use it as the player's outfit editor: the game's editor is OutfitEditor.",
        "Don't add a layer to the art without adding it to the manifest's layer order: the builder draws from it.",
      ],
    },
  },
  render: (args, { globals }) => <AvatarBuilder {...args} locale={String(globals.locale ?? 'pl')} />,
} satisfies Meta<typeof AvatarBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

const layerOf: Record<Choice, string> = {
  back: 'back',
  bottom: 'bottom',
  weapon1: 'weapon1',
  weapon2: 'weapon2',
  skin: 'baseSkinTorso',
  torsoArmor: 'torsoArmor',
  mouth: 'mouth',
  eyes: 'eyes',
  hair: 'hair',
};

/** Cycles every option of every layer with the keyboard, forwards all the way round, then one step back. */
export const CycleEveryLayer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const srcOf = (name: Choice) =>
      canvasElement.querySelector<HTMLImageElement>(`img[data-layer="${layerOf[name]}"]`)?.getAttribute('src') ?? null;
    for (const name of choiceNames) {
      const { label, options } = choices[name];
      const first = srcOf(name);
      const seen = new Set([first]);
      const next = canvas.getByRole('button', { name: `Next ${label}` });
      next.focus();
      for (let i = 1; i < options.length; i++) {
        await userEvent.keyboard('{Enter}');
        const src = srcOf(name);
        await expect(src).not.toBe(first);
        seen.add(src);
      }
      // every option shown once, then the next press wraps to the first
      await expect(seen.size).toBe(options.length);
      await userEvent.keyboard('{Enter}');
      await expect(srcOf(name)).toBe(first);
      canvas.getByRole('button', { name: `Previous ${label}` }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(srcOf(name)).toBe(options.at(-1)?.path);
    }
    // hair brings its back part along
    await expect(canvasElement.querySelectorAll('img[data-layer]').length).toBeGreaterThanOrEqual(9);
  },
};
