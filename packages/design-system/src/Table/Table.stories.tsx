import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { longLabels, narrow, phoneGlobals } from '../private/stories.tsx';
import { Table, type TableColumn } from './Table.tsx';

interface Hero {
  rank: number;
  name: string;
  level: number;
  experience: number;
  guild: string;
}

const heroes: Hero[] = [
  { rank: 1, name: 'Ayla Stormborn', level: 42, experience: 918_230, guild: 'Silver Dawn' },
  { rank: 2, name: 'Borin Ironfist', level: 40, experience: 870_115, guild: 'Deep Halls' },
  { rank: 3, name: 'Żaneta Wróbel', level: 39, experience: 851_002, guild: 'Silver Dawn' },
  { rank: 4, name: 'Kael', level: 35, experience: 702_440, guild: 'Night Owls' },
];

const numbers = new Intl.NumberFormat('en');

const columns: TableColumn<Hero>[] = [
  { id: 'rank', header: 'Rank', cell: (hero) => hero.rank, align: 'end' },
  { id: 'name', header: 'Hero', cell: (hero) => hero.name, rowHeader: true },
  { id: 'level', header: 'Level', cell: (hero) => hero.level, align: 'end' },
  {
    id: 'experience',
    header: 'Experience',
    cell: (hero) => numbers.format(hero.experience),
    align: 'end',
    wrap: false,
  },
  { id: 'guild', header: 'Guild', cell: (hero) => <Badge tone="info">{hero.guild}</Badge>, wrap: false },
];

/** Table is generic over its rows; the stories show heroes. */
const HeroTable = Table<Hero>;

const meta = {
  title: 'Design System/Table',
  component: HeroTable,
  parameters: {
    guidance: {
      do: [
        'Use a Table for data players compare across rows and columns (the ranking).',
        'Give it a caption and row headers; on phones it scrolls sideways inside itself.',
      ],
      dont: ["Don't use a Table for layout.", "Don't put more than one action per row."],
    },
  },
  args: {
    caption: 'Ranking',
    columns,
    rows: heroes,
    rowKey: (hero) => String(hero.rank),
    emptyMessage: 'No heroes yet',
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    rowKey: { control: false },
    isCurrentRow: { control: false },
  },
} satisfies Meta<typeof HeroTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Caption names the table; column headers and row headers are wired. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Ranking' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(columns.length);
    await expect(canvas.getByRole('rowheader', { name: 'Żaneta Wróbel' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(heroes.length + 1);
    // Wide enough here: no scroll region, no extra tab stop.
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** The caption is read out but not shown. */
export const CaptionHidden: Story = {
  args: { captionHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Ranking' })).toBeVisible();
    await expect(canvas.getByText('Ranking').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** No rows: the empty message fills the body. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No heroes yet' })).toBeVisible();
  },
};

/** Narrow container: the table scrolls sideways in a focusable region named by the caption. */
export const ScrollsInNarrowContainer: Story = {
  decorators: [narrow],
  play: async ({ canvas, userEvent }) => {
    const region = await canvas.findByRole('region', { name: 'Ranking' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(getComputedStyle(region).outlineStyle).toBe('solid');
    // Focused, the browser scrolls it with the arrow keys (synthetic key events cannot show that).
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(200);
  },
};

/** The reader's own row is marked for assistive technology (aria-current) and tinted with a keyline. */
export const CurrentRow: Story = {
  args: { isCurrentRow: (hero) => hero.name === 'Kael' },
  play: async ({ canvas }) => {
    const current = canvas.getByRole('row', { current: true });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('rowheader', { name: 'Kael' }).closest('tr')).toBe(current);
    await expect(canvas.getAllByRole('row', { current: false })).toHaveLength(heroes.length);
    const background = (name: string) => getComputedStyle(canvas.getByRole('rowheader', { name })).backgroundColor;
    const [tint, plain] = [background('Kael'), background('Ayla Stormborn')];
    await expect(tint).not.toBe(plain);
  },
};

/** Long German and Polish headers and cells. */
export const LongLabels: Story = {
  args: {
    caption: longLabels.de,
    columns: [
      { id: 'name', header: longLabels.compound, cell: (hero) => hero.name, rowHeader: true },
      { id: 'guild', header: longLabels.pl, cell: () => longLabels.pl },
      { id: 'level', header: 'Poziom', cell: (hero) => hero.level, align: 'end' },
    ],
  },
};

/** At phone width the ranking scrolls sideways (in its named, focusable region) when it does not fit. */
export const OnPhone: Story = {
  globals: phoneGlobals,
};
