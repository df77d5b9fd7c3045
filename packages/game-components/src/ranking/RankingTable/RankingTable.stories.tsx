import { rankingPageFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RankingTable } from './RankingTable.tsx';

const meta = {
  title: 'Game/Ranking/RankingTable',
  component: RankingTable,
  parameters: {
    guidance: {
      do: [
        'Use it for one page of the ranking: position, player (a link to their profile), level and honour.',
        "Pass `currentPlayerId`, so the player's own row is marked 'You' and `aria-current`.",
      ],
      dont: [
        "Don't show it without paging when there are more pages: it pages within 1..totalPages.",
        "Don't let honour scroll out of view on phones: the level moves under the name instead.",
      ],
    },
  },
  args: { page: rankingPageFixtures.first, onPageChange: fn(), currentPlayerId: undefined },
} satisfies Meta<typeof RankingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Page 1: positions 1-10, names link to the character, no clan column; previous is off (the level column is a
 * desktop one: Phone shows the page without it). */
export const FirstPage: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Ranking graczy, strona 1 z 5' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Miejsce', 'Gracz', 'Poziom', 'Punkty honoru']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('link', { name: 'Mieszko' })).toHaveAttribute('href', '#character/501');
    expect(within(table).getByText('10.')).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Poprzednia' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Następna' }));
    expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Page 3 of 5: real positions 21-30; both directions page, with the keyboard too. */
export const MiddlePage: Story = {
  args: { page: rankingPageFixtures.middle },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('21.')).toBeInTheDocument();
    expect(canvas.getByText('30.')).toBeInTheDocument();
    expect(canvas.getByText('Strona 3 z 5')).toBeInTheDocument();
    const previous = canvas.getByRole('button', { name: 'Poprzednia' });
    previous.focus();
    await userEvent.keyboard('{Enter}');
    expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: 'Następna' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

/** The last page: next is off, the page never goes past totalPages. */
export const LastPage: Story = {
  args: { page: rankingPageFixtures.last },
  play: async ({ args, canvasElement }) => {
    const next = within(canvasElement).getByRole('button', { name: 'Następna' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** The signed-in player's row is highlighted, marked "You" and aria-current (the only current row). */
export const CurrentPlayer: Story = {
  args: { page: rankingPageFixtures.first, currentPlayerId: 504 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /Gunnar/ });
    expect(within(row).getByText('Ty')).toBeInTheDocument();
    expect(canvas.getByRole('row', { current: true })).toBe(row);
    const other = canvas.getByRole('row', { name: /Mieszko/ });
    expect(other).not.toHaveAttribute('aria-current');
    const background = (tr: HTMLElement) =>
      getComputedStyle((tr as HTMLTableRowElement).cells[0] as Element).backgroundColor;
    expect(background(row)).not.toBe(background(other));
  },
};

/** Nobody yet: the table says so and there is no paging. */
export const Empty: Story = {
  args: { page: rankingPageFixtures.empty },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Nikt jeszcze nie trafił do rankingu.')).toBeInTheDocument();
    expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const English: Story = {
  args: { page: rankingPageFixtures.middle },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('columnheader', { name: 'Honour points' })).toBeInTheDocument();
    expect(canvas.getByText('Page 3 of 5')).toBeInTheDocument();
  },
};

/** Huge numbers (page 12,345, honour in the billions) in German at phone width. */
export const StressHugePhone: Story = {
  args: { page: rankingPageFixtures.huge },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('123.441.')).toBeInTheDocument();
    expect(canvas.getByText('Seite 12.345 von 99.999')).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Every honour cell (the ranking's main number) is inside the table's visible width: nothing to scroll sideways. */
const expectHonourInView = (canvasElement: HTMLElement) => {
  const table = within(canvasElement).getByRole('table');
  const scroller = table.parentElement as HTMLElement;
  expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  const right = scroller.getBoundingClientRect().right;
  const rows = within(table).getAllByRole('row').slice(1);
  for (const row of rows) {
    const cells = row.querySelectorAll('td');
    const honour = cells[cells.length - 1] as HTMLElement;
    expect(honour.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  }
};

/**
 * At 390 px the level moves under the name (its column gives way) so that the honour stays on
 * screen; the player's own row is marked.
 */
export const Phone: Story = {
  args: { page: rankingPageFixtures.middle, currentPlayerId: 525 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Miejsce', 'Gracz', 'Punkty honoru']);
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getByText(/^Poziom \d+$/)).toBeVisible();
    expectHonourInView(canvasElement);
  },
};

/** German, the longest names and the largest honour at 390 px: the honour column is still in view. */
export const PhoneGermanHonourInView: Story = {
  args: { page: rankingPageFixtures.huge },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(within(canvasElement).getByRole('table')).getAllByRole('columnheader')).toHaveLength(3);
    expectHonourInView(canvasElement);
  },
};

/** From tablets the level has its own column again (and is not repeated under the name). */
export const DesktopLevelColumn: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Miejsce', 'Gracz', 'Poziom', 'Punkty honoru']);
    for (const under of within(table).getAllByText(/^Poziom \d+$/)) expect(under).not.toBeVisible();
  },
};

/**
 * Generated 20-character names (no language, so no hyphenation) in German at 390 px: each on one line with an
 * ellipsis, never split mid-name, the honour in view; the links keep the whole names.
 */
export const GeneratedNamesPhone: Story = {
  args: {
    page: {
      ...rankingPageFixtures.middle,
      data: rankingPageFixtures.middle.data.map((player, index) =>
        index % 2 ? player : { ...player, name: `SPECD_UPPOAH4H_XYZ${10 + index}` },
      ),
    },
    currentPlayerId: rankingPageFixtures.middle.data[2]?.id,
  },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('link', { name: 'SPECD_UPPOAH4H_XYZ10' })).toBeInTheDocument();
    expectHonourInView(canvasElement);
  },
};
