import type { InventoryGameItem } from '@rpg/contracts';
import { buildOutfit } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { settle } from '../../shared/private/settle.ts';
import { fullInventory, storyInventory } from '../private/story-data.ts';
import { EquipmentBoard, type EquipmentBoardProps } from './EquipmentBoard.tsx';

const pl = storyInventory('pl');
const en = storyInventory('en');

/**
 * The board as the app uses it: the host's cache shows the predicted inventory at once and puts the
 * old one back when the call's Promise rejects (the app does this in its SWR cache).
 */
function HostedBoard(props: EquipmentBoardProps) {
  const [items, setItems] = useState(props.items);
  const run = (call: () => unknown, predicted: readonly InventoryGameItem[]) => {
    const before = items;
    setItems(predicted);
    const result = call();
    if (result instanceof Promise) {
      return result.catch((error: unknown) => {
        setItems(before);
        throw error;
      });
    }
    return result;
  };
  return (
    <EquipmentBoard
      {...props}
      items={items}
      onMove={(item, target, predicted) => run(() => props.onMove?.(item, target, predicted), predicted)}
      onEquip={(item, predicted) => run(() => props.onEquip?.(item, predicted), predicted)}
      onUnequip={(item, predicted) => run(() => props.onUnequip?.(item, predicted), predicted)}
    />
  );
}

/**
 * The host that shows the server's answer too: when `onEquip`'s Promise resolves to an inventory, it replaces
 * the prediction (the wrapper counts the answers shown, for a play function to wait on).
 */
function AnsweringBoard(props: EquipmentBoardProps) {
  const [items, setItems] = useState(props.items);
  const [answers, setAnswers] = useState(0);
  return (
    <div data-answers={answers}>
      <EquipmentBoard
        {...props}
        items={items}
        onEquip={(item, predicted) => {
          setItems(predicted);
          return Promise.resolve(props.onEquip?.(item, predicted)).then((answer) => {
            if (!Array.isArray(answer)) return;
            setItems(answer);
            setAnswers((count) => count + 1);
          });
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Game/Equipment/EquipmentBoard',
  component: EquipmentBoard,
  parameters: {
    guidance: {
      do: [
        'Use it wherever the player rearranges items: equipment and backpack with drag and drop, click, and the keyboard path.',
        "Let the host's cache show each predicted inventory at once and roll it back when the call rejects.",
        "Leave `layout='auto'`: phones get two tabs, wider screens two columns.",
      ],
      dont: [
        "Don't wait for the server before moving an item: the board hands out the predicted inventory.",
        "Don't offer a drop target that cannot take the item: the board refuses it with a message.",
      ],
    },
  },
  render: (args) => <HostedBoard {...args} />,
  // The board's two columns, wider than a phone: there it shows two tabs (PhoneTabs, StressGermanPhone), and
  // these stories' play functions drag between columns a phone does not draw.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    items: pl.items,
    outfit: buildOutfit(3),
    characterName: 'Bożydar',
    onMove: fn(),
    onEquip: fn(),
    onUnequip: fn(),
  },
} satisfies Meta<typeof EquipmentBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const slotOf = (root: HTMLElement, key: string) => {
  const slot = root.querySelector<HTMLElement>(`[data-drop-slot="${key}"]`);
  if (!slot) throw new Error(`No slot ${key}`);
  return slot;
};
const handleOf = (root: HTMLElement, name: string, prefix = 'Przenieś: ') =>
  within(root).getByRole('button', { name: `${prefix}${name}` });
const status = (root: HTMLElement) => within(root).getByRole('status');

/**
 * Drags `handle` with pointer events onto the centre of `target`; returns before the drop when `drop` is false.
 * A pointer move is not a discrete event: outside a test's act() React renders it in a later task, so the drag is
 * over the target once the target shows a drop state, not when the event returns.
 */
async function pointerDrag(handle: HTMLElement, target: HTMLElement, drop = true) {
  handle.scrollIntoView({ block: 'center' });
  const from = handle.getBoundingClientRect();
  const start = { clientX: from.x + from.width / 2, clientY: from.y + from.height / 2 };
  await fireEvent.pointerDown(handle, { ...start, pointerId: 7, button: 0, isPrimary: true, pointerType: 'mouse' });
  target.scrollIntoView({ block: 'center' });
  const to = target.getBoundingClientRect();
  const end = { clientX: to.x + to.width / 2, clientY: to.y + to.height / 2, pointerId: 7, pointerType: 'mouse' };
  await fireEvent.pointerMove(handle, { ...end, clientX: end.clientX - 3 });
  await fireEvent.pointerMove(handle, end);
  await waitFor(() => expect(target).toHaveAttribute('data-drop-state'));
  if (drop) await fireEvent.pointerUp(handle, end);
  return end;
}

/** The equipment (avatar, six labelled slots) beside the backpack's 20 slots. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Ekwipunek' })).toBeInTheDocument();
    expect(canvas.getByRole('heading', { name: 'Plecak' })).toBeInTheDocument();
    for (const label of ['Głowa', 'Tors', 'Prawa ręka', 'Lewa ręka', 'Dół', 'Włosy']) {
      expect(canvas.getByText(label)).toBeInTheDocument();
    }
    expect(canvasElement.querySelectorAll('[data-drop-slot^="backpack-"]')).toHaveLength(20);
    expect(canvas.getByRole('img', { name: 'Bożydar' })).toBeInTheDocument();
  },
};

/** Pointer drag: the preview follows, the target lights up, the helmet really moves to the head slot. */
export const PointerDragToSlot: Story = {
  play: async ({ args, canvasElement }) => {
    const handle = handleOf(canvasElement, pl.helm.name);
    const head = slotOf(canvasElement, 'equipment-1');
    const end = await pointerDrag(handle, head, false);
    expect(canvasElement.querySelector('[data-drag-preview]')).not.toBeNull();
    expect(head).toHaveAttribute('data-drop-state', 'valid');
    // Free backpack slots are candidates; the torso slot is not (a helmet does not fit it).
    expect(slotOf(canvasElement, 'backpack-5')).toHaveAttribute('data-drop-state', 'candidate');
    expect(slotOf(canvasElement, 'equipment-2')).not.toHaveAttribute('data-drop-state');
    await fireEvent.pointerUp(handle, end);
    expect(args.onMove).toHaveBeenCalledWith(pl.helm, { mainInventoryType: 0, inventoryType: 1 }, expect.any(Array));
    expect(args.onEquip).not.toHaveBeenCalled();
    await waitFor(() => expect(within(head).getByRole('heading', { name: pl.helm.name })).toBeInTheDocument());
    expect(canvasElement.querySelector('[data-drag-preview]')).toBeNull();
    expect(status(canvasElement)).toHaveTextContent('Upuszczono w: Głowa');
  },
};

/** Dragging an equipped weapon onto a backpack item that fits swaps them; onto an empty backpack slot moves it. */
export const PointerDragToBackpack: Story = {
  play: async ({ args, canvasElement }) => {
    await pointerDrag(handleOf(canvasElement, pl.sword.name), slotOf(canvasElement, 'backpack-7'));
    expect(args.onMove).toHaveBeenCalledWith(pl.sword, { mainInventoryType: 1, position: 7 }, expect.any(Array));
    const slot = slotOf(canvasElement, 'backpack-7');
    await waitFor(() => expect(within(slot).getByRole('heading', { name: pl.sword.name })).toBeInTheDocument());
    expect(within(slotOf(canvasElement, 'equipment-3')).getByRole('img', { name: 'Puste miejsce na broń główną' }));
  },
};

/** A helmet dropped onto the weapon slot is refused with a message; nothing is called and nothing moves. */
export const RefusedDrop: Story = {
  play: async ({ args, canvasElement }) => {
    const handle = handleOf(canvasElement, pl.helm.name);
    const rightHand = slotOf(canvasElement, 'equipment-3');
    const end = await pointerDrag(handle, rightHand, false);
    expect(rightHand).toHaveAttribute('data-drop-state', 'invalid');
    await fireEvent.pointerUp(handle, end);
    expect(args.onMove).not.toHaveBeenCalled();
    expect(status(canvasElement)).toHaveTextContent(`${pl.helm.name} nie pasuje do tego miejsca: Prawa ręka.`);
    expect(within(rightHand).getByRole('heading', { name: pl.sword.name })).toBeInTheDocument();
    expect(within(slotOf(canvasElement, 'backpack-0')).getByRole('heading', { name: pl.helm.name }));
  },
};

/** Keyboard: Space picks the axe up, arrows walk to the right hand, Enter drops it there (the sword goes to the axe's place). */
export const KeyboardMove: Story = {
  play: async ({ args, canvasElement }) => {
    const handle = handleOf(canvasElement, pl.axe.name);
    handle.focus();
    await userEvent.keyboard(' ');
    expect(status(canvasElement)).toHaveTextContent(`Podniesiono: ${pl.axe.name}.`);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(slotOf(canvasElement, 'equipment-4')).toHaveAttribute('data-drop-state', 'invalid');
    await userEvent.keyboard('{ArrowLeft}');
    expect(status(canvasElement)).toHaveTextContent(`Prawa ręka: ${pl.sword.name}`);
    expect(slotOf(canvasElement, 'equipment-3')).toHaveAttribute('data-drop-state', 'valid');
    await userEvent.keyboard('{Enter}');
    expect(args.onMove).toHaveBeenCalledWith(pl.axe, { mainInventoryType: 0, inventoryType: 3 }, expect.any(Array));
    expect(status(canvasElement)).toHaveTextContent('Upuszczono w: Prawa ręka');
    const rightHand = slotOf(canvasElement, 'equipment-3');
    await waitFor(() => expect(within(rightHand).getByRole('heading', { name: pl.axe.name })).toBeInTheDocument());
    expect(within(slotOf(canvasElement, 'backpack-2')).getByRole('heading', { name: pl.sword.name }));
    await waitFor(() => expect(handleOf(canvasElement, pl.axe.name)).toHaveFocus());
  },
};

/** Escape puts the picked-up item back without calling anything; a refused keyboard drop says why. */
export const KeyboardCancelAndRefuse: Story = {
  play: async ({ args, canvasElement }) => {
    handleOf(canvasElement, pl.shield.name).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    expect(status(canvasElement)).toHaveTextContent(`Anulowano. ${pl.shield.name} wraca na swoje miejsce.`);
    handleOf(canvasElement, pl.shield.name).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await userEvent.keyboard(' ');
    expect(status(canvasElement)).toHaveTextContent(`${pl.shield.name} nie pasuje do tego miejsca: Prawa ręka.`);
    expect(args.onMove).not.toHaveBeenCalled();
    await settle();
  },
};

/** Clicking an item toggles it: a backpack helmet is equipped, the equipped sword goes to the first free backpack slot. */
export const ToggleByClick: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(handleOf(canvasElement, pl.helm.name));
    expect(args.onEquip).toHaveBeenCalledWith(pl.helm, expect.any(Array));
    await waitFor(() =>
      expect(within(slotOf(canvasElement, 'equipment-1')).getByRole('heading', { name: pl.helm.name })).toBeVisible(),
    );
    expect(status(canvasElement)).toHaveTextContent(`Założono: ${pl.helm.name}`);
    await userEvent.click(handleOf(canvasElement, pl.sword.name));
    expect(args.onUnequip).toHaveBeenCalledWith(pl.sword, expect.any(Array));
    await waitFor(() =>
      expect(within(slotOf(canvasElement, 'backpack-0')).getByRole('heading', { name: pl.sword.name })).toBeVisible(),
    );
    // The card's own button does the same.
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Zdejmij: ${pl.armour.name}` }));
    expect(args.onUnequip).toHaveBeenCalledWith(pl.armour, expect.any(Array));
    expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** The server refuses the move (the Promise rejects): the item goes back and a message says so. */
export const MoveFails: Story = {
  args: { onMove: fn(() => Promise.reject(new Error('409'))) },
  play: async ({ canvasElement }) => {
    await pointerDrag(handleOf(canvasElement, pl.helm.name), slotOf(canvasElement, 'equipment-1'));
    await waitFor(() =>
      expect(status(canvasElement)).toHaveTextContent('Nie udało się przenieść przedmiotu. Spróbuj ponownie.'),
    );
    expect(within(slotOf(canvasElement, 'backpack-0')).getByRole('heading', { name: pl.helm.name }));
  },
};

/** With a full backpack, taking an item off is refused with a message. */
export const FullBackpack: Story = {
  args: { items: fullInventory() },
  play: async ({ args, canvasElement }) => {
    expect(within(canvasElement).getByText('Plecak jest pełny')).toBeInTheDocument();
    const sword = handleOf(canvasElement, pl.sword.name);
    await userEvent.click(sword);
    expect(args.onUnequip).not.toHaveBeenCalled();
    expect(status(canvasElement)).toHaveTextContent('Plecak jest pełny. Najpierw zwolnij miejsce.');
    // As a mouse player sees it: no focus ring (user-event's scripted focus may draw one).
    sword.blur();
    await settle(sword);
  },
};

/** English announcements of the keyboard path. */
export const English: Story = {
  args: { items: en.items, characterName: 'Bozydar' },
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    handleOf(canvasElement, en.sword.name, 'Move ').focus();
    await userEvent.keyboard(' ');
    expect(status(canvasElement)).toHaveTextContent(
      'Picked up Rusty Sword. Use arrow keys to choose a slot, Space or Enter to drop it, Escape to cancel.',
    );
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    expect(status(canvasElement)).toHaveTextContent('Dropped into Backpack, slot 4');
    expect(args.onMove).toHaveBeenCalledWith(en.sword, { mainInventoryType: 1, position: 3 }, expect.any(Array));
  },
};

/** Phones: two tabs, Equipment and Backpack; clicking an item in the backpack tab equips it. */
export const PhoneTabs: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const equipmentTab = canvas.getByRole('tab', { name: 'Ekwipunek' });
    expect(equipmentTab).toHaveAttribute('aria-selected', 'true');
    expect(canvas.queryByRole('heading', { name: 'Plecak' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Plecak' }));
    expect(canvas.getByRole('heading', { name: 'Plecak' })).toBeVisible();
    await userEvent.click(handleOf(canvasElement, pl.shield.name));
    expect(args.onEquip).toHaveBeenCalledWith(pl.shield, expect.any(Array));
    await userEvent.click(canvas.getByRole('tab', { name: 'Ekwipunek' }));
    expect(within(slotOf(canvasElement, 'equipment-4')).getByRole('heading', { name: pl.shield.name })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Long German words and names at phone width: nothing overflows. */
export const StressGermanPhone: Story = {
  args: { items: fullInventory('de') },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('tab', { name: 'Ausrüstung' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await userEvent.click(canvas.getByRole('tab', { name: 'Rucksack' }));
    expect(canvas.getByText('Der Rucksack ist voll')).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/**
 * The props React DOM last gave an element: a commit replaces them only when the component drawing the
 * element rendered again, so comparing them tells which slots and cards rendered (React DOM's own field,
 * `__reactProps$…`; the components need no hook for the test).
 */
const reactProps = (element: Element): unknown => {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
  if (key === undefined) throw new Error('React DOM keeps no props on the element');
  return (element as unknown as Record<string, unknown>)[key];
};

/** The slots' and cards' props now, for `drawnAgain`. */
const drawnNow = (root: HTMLElement) =>
  new Map(
    [...root.querySelectorAll<HTMLElement>('[data-drop-slot], article[data-item-id]')].map((element) => [
      element,
      reactProps(element),
    ]),
  );

/** The slots (by key) and the cards (by item id) rendered again (or replaced) since `before`. */
const drawnAgain = (before: ReturnType<typeof drawnNow>) => {
  const again = [...before]
    .filter(([element, props]) => !element.isConnected || reactProps(element) !== props)
    .map(([element]) => element);
  return {
    slots: again.flatMap((element) => element.dataset.dropSlot ?? []),
    cards: again.flatMap((element) => element.dataset.itemId ?? []),
  };
};

/**
 * What an equip renders: the helmet's old and new slot, no other slot or card; the server's answer (every
 * item a new object, the same values) renders none; a keyboard drag lights the slots up without drawing a
 * card again.
 */
export const RendersOnlyChangedSlots: Story = {
  args: { onEquip: fn() },
  render: (args) => <AnsweringBoard {...args} />,
  play: async ({ args, canvasElement }) => {
    if (!args.onEquip) throw new Error('The story gives onEquip');
    const onEquip = mocked(args.onEquip);
    let answer: (items: InventoryGameItem[]) => void = () => undefined;
    onEquip.mockImplementation(
      () =>
        new Promise<InventoryGameItem[]>((resolve) => {
          answer = resolve;
        }),
    );
    const before = drawnNow(canvasElement);
    await userEvent.click(handleOf(canvasElement, pl.helm.name));
    const head = slotOf(canvasElement, 'equipment-1');
    await waitFor(() => expect(within(head).getByRole('heading', { name: pl.helm.name })).toBeInTheDocument());
    expect(drawnAgain(before)).toEqual({ slots: ['equipment-1', 'backpack-0'], cards: [String(pl.helm.id)] });

    const predicted: readonly InventoryGameItem[] | undefined = onEquip.mock.calls[0]?.[1];
    if (!predicted) throw new Error('onEquip was not called');
    const shown = drawnNow(canvasElement);
    answer(predicted.map((item) => ({ ...item })));
    await waitFor(() => expect(canvasElement.querySelector('[data-answers="1"]')).not.toBeNull());
    expect(drawnAgain(shown)).toEqual({ slots: [], cards: [] });

    const resting = drawnNow(canvasElement);
    handleOf(canvasElement, pl.shield.name).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    expect(slotOf(canvasElement, 'backpack-1')).toHaveAttribute('data-drop-state', 'origin');
    expect(drawnAgain(resting).cards).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(status(canvasElement)).toHaveTextContent(`Anulowano. ${pl.shield.name} wraca na swoje miejsce.`);
  },
};
