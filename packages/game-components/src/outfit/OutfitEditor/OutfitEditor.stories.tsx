import type { OutfitsItems } from '@rpg/contracts';
import { buildOutfit, buildOutfitChange, buildOutfitsItems } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OutfitEditor } from './OutfitEditor.tsx';

const base = buildOutfitsItems(7);
/** Hair on its last option and torso on its first, to show wrapping at both ends. */
const outfitsItems: OutfitsItems = {
  ...base,
  hairs: { ...base.hairs, CurrentIndex: 3 },
  torsos: { ...base.torsos, CurrentIndex: 0 },
  eyes: { ...base.eyes, CurrentIndex: 1 },
  bottoms: { ...base.bottoms, CurrentIndex: 0 },
};
const outfit = buildOutfit(7);

const meta = {
  title: 'Game/Outfit/OutfitEditor',
  component: OutfitEditor,
  parameters: {
    guidance: {
      do: [
        "Use it to change the character's look: a live preview, each part cycled with arrows, options as a grid.",
        'Mark the parts that cannot change with a null index: they show disabled and are never sent.',
        "Return the save's promise from `onSave` so the button stays busy.",
      ],
      dont: [
        "Don't use it for character creation: CreateCharacterForm has its own look step with the name.",
        "Don't hide the sticky save bar on phones: the controls are long.",
      ],
    },
  },
  args: { outfit, outfitsItems, onSave: fn() },
} satisfies Meta<typeof OutfitEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, slot: string) => {
  const element = canvasElement.querySelector<HTMLElement>(`[data-slot="${slot}"]`);
  if (!element) throw new Error(`No slot ${slot}`);
  return within(element);
};
const layerSrc = (canvasElement: HTMLElement, layer: string) =>
  canvasElement.querySelector(`[data-layer="${layer}"]`)?.getAttribute('src');

/** The seven parts with their current option; the hands cannot change (index null): disabled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('img', { name: 'Podgląd nowego wyglądu postaci' })).toBeInTheDocument();
    expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(7);
    expect(row(canvasElement, 'hair').getByText('4 / 4')).toBeInTheDocument();
    expect(row(canvasElement, 'torso').getByText('1 / 4')).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Następna lewa ręka' })).toBeDisabled();
    expect(canvas.getByRole('button', { name: 'Poprzednia prawa ręka' })).toBeDisabled();
    expect(row(canvasElement, 'leftHand').getByText('Nie do zmiany')).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Wróć do postaci' })).toHaveAttribute('href', '#myCharacter');
  },
};

/** Next on the last hair wraps to the first, previous wraps back; the preview follows. */
export const NextPreviousWrapWithMouse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Następne włosy' }));
    expect(row(canvasElement, 'hair').getByText('1 / 4')).toBeInTheDocument();
    expect(layerSrc(canvasElement, 'hair')).toBe(outfitsItems.hairs.items[0]?.imagePath);
    expect(canvas.getByRole('status')).toHaveTextContent('Włosy: wariant 1 z 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Poprzednie włosy' }));
    expect(row(canvasElement, 'hair').getByText('4 / 4')).toBeInTheDocument();
    expect(layerSrc(canvasElement, 'hair')).toBe(outfitsItems.hairs.items[3]?.imagePath);
  },
};

/** Previous on the first torso wraps to the last, with the keyboard (Tab, Enter, Space). */
export const WrapWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previousTorso = canvas.getByRole('button', { name: 'Poprzedni tułów' });
    previousTorso.focus();
    await userEvent.keyboard('{Enter}');
    expect(row(canvasElement, 'torso').getByText('4 / 4')).toBeInTheDocument();
    expect(layerSrc(canvasElement, 'torsoArmor')).toBe(outfitsItems.torsos.items[3]?.imagePath);
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: 'Następny tułów' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(row(canvasElement, 'torso').getByText('1 / 4')).toBeInTheDocument();
  },
};

/** The page selector cycles eyes, torso, bottom (wrapping); a thumbnail picks an option directly. */
export const PageSelector: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Następna kategoria' });
    const options = () => canvas.getByRole('list', { name: /^(Oczy|Tułów|Dół)$/ });
    expect(within(options()).getByRole('button', { name: 'Oczy, wariant 2 z 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(next);
    expect(options()).toHaveAccessibleName('Tułów');
    await userEvent.click(next);
    expect(options()).toHaveAccessibleName('Dół');
    await userEvent.click(next);
    expect(options()).toHaveAccessibleName('Oczy');
    await userEvent.click(canvas.getByRole('button', { name: 'Poprzednia kategoria' }));
    expect(options()).toHaveAccessibleName('Dół');
    await userEvent.click(within(options()).getByRole('button', { name: 'Dół, wariant 3 z 4' }));
    expect(within(options()).getByRole('button', { name: 'Dół, wariant 3 z 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(row(canvasElement, 'bottom').getByText('3 / 4')).toBeInTheDocument();
    expect(layerSrc(canvasElement, 'bottom')).toBe(outfitsItems.bottoms.items[2]?.imagePath);
  },
};

/** Save sends the chosen ids of the parts with an index, never the locked hands. */
export const SaveSendsChosenParts: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Następne oczy' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Następne włosy' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz strój' }));
    const expected = {
      ...buildOutfitChange(outfitsItems),
      eyesAppearanceItemId: outfitsItems.eyes.items[2]?.id,
      hairAppearanceItemId: outfitsItems.hairs.items[0]?.id,
    };
    expect(args.onSave).toHaveBeenCalledOnce();
    expect(args.onSave).toHaveBeenCalledWith(expected);
    const sent = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0];
    expect(sent).not.toHaveProperty('weapon1AppearanceItemId');
    expect(sent).not.toHaveProperty('weapon2AppearanceItemId');
  },
};

/** While the save runs, the button is busy and further clicks are ignored. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Zapisz strój' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(save);
    expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next mouth' }));
    expect(canvas.getByRole('heading', { name: 'Appearance' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save outfit' }));
    const mouths = outfitsItems.mouths;
    const nextMouth = mouths.items[((mouths.CurrentIndex ?? 0) + 1) % mouths.items.length];
    expect(args.onSave).toHaveBeenCalledWith({
      ...buildOutfitChange(outfitsItems),
      mouthAppearanceItemId: nextMouth?.id,
    });
    expect(canvas.getByRole('link', { name: 'Back to my character' })).toBeInTheDocument();
  },
};

/** Phone: the preview on top, the controls below, save and back in a sticky bar. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('img', { name: 'Podgląd nowego wyglądu postaci' });
    const firstSlot = canvas.getByRole('button', { name: 'Poprzednie włosy' });
    expect(preview.getBoundingClientRect().bottom).toBeLessThanOrEqual(firstSlot.getBoundingClientRect().top);
    const bar = canvas.getByRole('button', { name: 'Zapisz strój' }).parentElement;
    expect(bar && getComputedStyle(bar).position).toBe('sticky');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** German's long labels at phone width: nothing overflows. */
export const StressGermanPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('button', { name: 'Outfit speichern' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
