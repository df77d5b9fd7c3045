import { buildConsumableItem, buildResourceItem, consumableItemFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsumablesList, ResourcesList } from './ItemLists.tsx';

const resources = [1, 2, 3, 4].map((n) => buildResourceItem(n));
const consumables = [1, 2, 3].map((n) => buildConsumableItem(n));

const meta = {
  title: 'Game/Character/ItemLists',
  component: ResourcesList,
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
    expect(canvas.getByText('4 przedmioty')).toBeInTheDocument();
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
    expect(within(canvasElement).getByRole('heading', { name: 'Verbrauchsgüter' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
