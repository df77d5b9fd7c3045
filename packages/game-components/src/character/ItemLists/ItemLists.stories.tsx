import { buildConsumableItem, buildResourceItem, consumableItemFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConsumablesList, ResourcesList } from './ItemLists.tsx';

const resources = [1, 2, 3, 4].map((n) => buildResourceItem(n));
const consumables = [1, 2, 3].map((n) => buildConsumableItem(n));

/** The character's own consumables as GET /my-character answers them: with id, count and heal share. */
const usable = [
  buildConsumableItem(1, { name: 'Mikstura leczenia ×3', id: 1001, count: 3, healPercent: 30 }),
  buildConsumableItem(2, { name: 'Chleb żytni', id: 1002, count: 1, healPercent: 10 }),
  // A consumable with no heal share (a loot potion) gets no Use button.
  buildConsumableItem(3, { id: 1003, count: 2, healPercent: 0 }),
];

const meta = {
  title: 'Game/Character/ItemLists',
  component: ResourcesList,
  parameters: {
    docs: {
      description: {
        component:
          "The character's crafting resources (ResourcesList) and consumables (ConsumablesList): each item with its picture, name and description; with `onUse`, consumables that heal get a Use button.",
      },
    },
    guidance: {
      do: [
        'Use ResourcesList for crafting resources and ConsumablesList for potions and food, each with its own title.',
        'Pass `onUse` to ConsumablesList where the player may heal (the character screen, the low-health dialog).',
        'Set `healthFull` at full health: the Use buttons are disabled and the list says why.',
      ],
      dont: [
        "Don't use them for equipment: items go in the backpack or the equipment board.",
        "Don't show empty pouch slots: the lists leave them out and show their empty state.",
      ],
    },
  },
  args: { items: resources },
} satisfies Meta<typeof ResourcesList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Resources with picture, name and description, as a list. */
export const Resources: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Surowce' })).toBeInTheDocument();
    expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    expect(canvas.getByText('4 sztuki')).toBeInTheDocument();
    expect(canvas.getAllByText(resources[0]?.name ?? '')[0]).toBeInTheDocument();
  },
};

export const Consumables: Story = {
  args: { items: consumables },
  render: (args) => <ConsumablesList {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Przedmioty użytkowe' })).toBeInTheDocument();
    expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** No resources: the empty state says where they come from. */
export const ResourcesEmpty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText(/Nie masz jeszcze surowców/)).toBeInTheDocument();
    expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Only empty slots count as nothing: the empty state shows. */
export const ConsumablesEmpty: Story = {
  args: { items: [consumableItemFixtures.empty, consumableItemFixtures.empty] },
  render: (args) => <ConsumablesList {...args} />,
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText(/Nie masz mikstur ani jedzenia/)).toBeInTheDocument();
  },
};

/** Empty slots are left out; a missing picture shows the fallback art. */
export const MissingImage: Story = {
  args: { items: [consumableItemFixtures.missingImage, consumableItemFixtures.empty, buildResourceItem(3)] },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const English: Story = {
  args: { items: [buildResourceItem(1, {}, 'en')] },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Resources' })).toBeInTheDocument();
    expect(canvas.getByText('1 item')).toBeInTheDocument();
  },
};

/** The longest names and descriptions at phone width, in German. */
export const StressGermanPhone: Story = {
  args: { items: [consumableItemFixtures.longName, ...consumables] },
  render: (args) => <ConsumablesList {...args} />,
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { name: 'Verbrauchsgegenstände' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** With `onUse`: each consumable that heals has a Use button with its heal share and count; a press uses it. */
export const ConsumablesUse: Story = {
  args: { items: usable },
  render: (args) => (
    <ConsumablesList {...args} onUse={fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200)))} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Przywraca 30% zdrowia · 3 sztuki')).toBeInTheDocument();
    expect(canvas.getByText('Przywraca 10% zdrowia · 1 sztuka')).toBeInTheDocument();
    expect(canvas.getAllByRole('button', { name: /^Użyj: / })).toHaveLength(2);
    const potion = canvas.getByRole('button', { name: 'Użyj: Mikstura leczenia ×3 (3 sztuki)' });
    await userEvent.click(potion);
    // Loading while the request runs; the other Use button waits.
    await waitFor(() => expect(potion).toHaveAttribute('aria-disabled', 'true'));
    expect(canvas.getByRole('button', { name: 'Użyj: Chleb żytni (1 sztuka)' })).toBeDisabled();
    await waitFor(() => expect(potion).not.toHaveAttribute('aria-disabled'));
    expect(canvas.getByRole('button', { name: 'Użyj: Chleb żytni (1 sztuka)' })).toBeEnabled();
  },
};

const useCalls = fn();

/** A press calls `onUse` with the consumable. */
export const ConsumablesUseCalls: Story = {
  args: { items: usable },
  render: function Render(args) {
    return <ConsumablesList {...args} onUse={useCalls} />;
  },
  play: async ({ canvasElement }) => {
    useCalls.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Użyj: Chleb żytni/ }));
    expect(useCalls).toHaveBeenCalledOnce();
    expect(useCalls).toHaveBeenCalledWith(usable[1]);
  },
};
/** At full health the Use buttons are disabled, and the list says why. */
export const ConsumablesHealthFull: Story = {
  args: { items: usable },
  render: (args) => <ConsumablesList {...args} onUse={fn()} healthFull />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reason = canvas.getByText('Masz pełne zdrowie: nie ma czego leczyć.');
    for (const button of canvas.getAllByRole('button', { name: /^Użyj: / })) {
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-describedby', reason.id);
    }
  },
};

/** Use buttons with the longest names at phone width, in German. */
export const ConsumablesUsePhoneGerman: Story = {
  args: {
    items: [
      { ...consumableItemFixtures.longName, id: 1009, count: 12, healPercent: 25 },
      ...usable.map((item) => ({ ...item })),
    ],
  },
  render: (args) => <ConsumablesList {...args} onUse={fn()} />,
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Stellt 25 % der Lebenspunkte wieder her · noch 12')).toBeInTheDocument();
    expect(canvas.getAllByRole('button', { name: / benutzen \(noch \d+\)$/ })).toHaveLength(3);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const ConsumablesUseEnglish: Story = {
  args: { items: [buildConsumableItem(2, { name: 'Rye bread ×2', id: 1002, count: 2, healPercent: 10 }, 'en')] },
  render: (args) => <ConsumablesList {...args} onUse={fn()} />,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('button', { name: 'Use Rye bread ×2 (2 left)' })).toBeEnabled();
    expect(canvas.getByText('Restores 10% of health · 2 left')).toBeInTheDocument();
  },
};
