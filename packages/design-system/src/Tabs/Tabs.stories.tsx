import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { longLabels, narrow, phoneGlobals } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Tabs, type TabsItem } from './Tabs.tsx';

const items: TabsItem[] = [
  { id: 'weapons', label: 'Weapons', content: <Text as="p">Swords, axes and bows.</Text> },
  { id: 'armour', label: 'Armour', content: <Text as="p">Helmets, shields and boots.</Text> },
  { id: 'potions', label: 'Potions', content: <Text as="p">Healing and mana potions.</Text> },
];

const meta = {
  title: 'Design System/Tabs',
  component: Tabs,
  parameters: {
    guidance: {
      do: [
        'Use Tabs to switch between views of the same thing (equipment and backpack on a phone).',
        'Keep tab labels short and of similar length; they must fit a 390 px screen.',
      ],
      dont: [
        "Don't use Tabs for navigation between routes: use links.",
        "Don't nest tabs, or use tabs for a sequence of steps.",
      ],
    },
  },
  args: { label: 'Inventory sections', items, onChange: fn() },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The first tab is selected; clicking another selects it and calls onChange with its id. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist', { name: 'Inventory sections' })).toBeVisible();
    const weapons = canvas.getByRole('tab', { name: 'Weapons' });
    await expect(weapons).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Weapons' })).toHaveTextContent('Swords, axes and bows.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Armour' }));
    await expect(args.onChange).toHaveBeenCalledWith('armour');
    await expect(canvas.getByRole('tabpanel', { name: 'Armour' })).toHaveTextContent('Helmets');
    await expect(canvas.queryByText('Swords, axes and bows.')).toBeNull();
  },
};

/** One tab stop; arrows move and select (wrapping), Home/End jump; Tab goes on to the panel. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await expect(tab('Weapons')).toHaveFocus();
    await expect(getComputedStyle(tab('Weapons')).outlineStyle).toBe('solid');
    await expect(tab('Armour')).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Armour')).toHaveFocus();
    await expect(tab('Armour')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Armour')).toHaveAttribute('tabindex', '0');
    await expect(args.onChange).toHaveBeenLastCalledWith('armour');
    await userEvent.keyboard('{End}');
    await expect(tab('Potions')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Weapons')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Potions')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab('Weapons')).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Weapons' })).toHaveFocus();
  },
};

/** Opens on the tab given by defaultSelectedId. */
export const DefaultSelected: Story = {
  args: { defaultSelectedId: 'potions' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Potions' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Controlled: the parent keeps the selected id. */
export const Controlled: Story = {
  render: function Render(args) {
    const [selectedId, setSelectedId] = useState('armour');
    return (
      <Stack space="medium">
        <Tabs
          {...args}
          selectedId={selectedId}
          onChange={(id) => {
            args.onChange?.(id);
            setSelectedId(id);
          }}
        />
        <Text tone="secondary">{`Selected: ${selectedId}`}</Text>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Armour' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Potions' }));
    await expect(await canvas.findByText('Selected: potions')).toBeVisible();
  },
};

/** A disabled tab cannot be clicked and the arrows skip it. */
export const DisabledTab: Story = {
  args: {
    items: [items[0] as TabsItem, { ...(items[1] as TabsItem), disabled: true }, items[2] as TabsItem],
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Armour' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Potions' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledWith('potions');
  },
};

/** Panels may hold controls; Tab goes from the tab to them. */
export const WithFormInPanel: Story = {
  args: {
    items: [
      { id: 'profile', label: 'Profile', content: <TextField label="Hero name" name="heroName" /> },
      { id: 'settings', label: 'Settings', content: <Text as="p">Sound and language.</Text> },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Hero name' })).toHaveFocus();
  },
};

/** No items: nothing is rendered (an empty tab list would be invalid). */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** Long German and Polish labels: the tab row scrolls sideways inside a 200px container. */
export const LongLabelsInNarrowContainer: Story = {
  decorators: [narrow],
  args: {
    items: [
      { id: 'de', label: longLabels.de, content: <Text as="p">{longLabels.de}</Text> },
      { id: 'pl', label: longLabels.pl, content: <Text as="p">{longLabels.pl}</Text> },
      { id: 'compound', label: longLabels.compound, content: <Text as="p">{longLabels.compound}</Text> },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    // The scroll below is measured in the brand font: wait for it, not for the stand-in's widths.
    await document.fonts.ready;
    const tablist = canvas.getByRole('tablist');
    await expect(tablist.getBoundingClientRect().width).toBeLessThanOrEqual(200);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: longLabels.compound })).toHaveFocus();
    await expect(tablist.scrollLeft).toBeGreaterThan(0);
  },
};

export const OnPhone: Story = { globals: phoneGlobals };
