import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SlotPlaceholder, type SlotPlaceholderSlot } from './SlotPlaceholder.tsx';

const meta = {
  title: 'Game/Equipment/SlotPlaceholder',
  component: SlotPlaceholder,
  parameters: {
    guidance: {
      do: [
        "Use it for an empty equipment or backpack slot, with the outline of the slot's type.",
        "Pass `label=''` when text next to it already names the slot, so it is not read twice.",
      ],
      dont: [
        "Don't use it for an item whose picture is missing: that is the item fallback art.",
        "Don't use it as a loading skeleton.",
      ],
    },
  },
  args: { slot: 'helmet' },
  decorators: [
    (Story) => (
      <div style={{ width: 96 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SlotPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

const slots: SlotPlaceholderSlot[] = ['helmet', 'torso', 'weapon1', 'weapon2', 'generic'];

/** Every slot type, named in Polish (the default locale). */
export const EverySlot: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}>
      {slots.map((slot) => (
        <li key={slot} style={{ width: 72 }}>
          <SlotPlaceholder slot={slot} />
        </li>
      ))}
    </ul>
  ),
  decorators: [(Story) => <Story />],
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('img')
      .map((image) => image.getAttribute('aria-label'));
    expect(names).toEqual([
      'Puste miejsce na hełm',
      'Puste miejsce na zbroję',
      'Puste miejsce na broń główną',
      'Puste miejsce na drugą rękę',
      'Puste miejsce',
    ]);
  },
};

export const English: Story = {
  args: { slot: 'weapon1' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Empty main weapon slot' });
    expect(image.querySelector('img')).toHaveAttribute('src', '/images/placeholders/weapon1.svg');
  },
};

/** A label given by the caller replaces the default name. */
export const CustomLabel: Story = {
  args: { slot: 'torso', label: 'Tors: pusto' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('img', { name: 'Tors: pusto' })).toBeInTheDocument();
  },
};

/** With an empty label the placeholder is decorative (the text next to it names the slot). */
export const Decorative: Story = {
  args: { slot: 'generic', label: '' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
