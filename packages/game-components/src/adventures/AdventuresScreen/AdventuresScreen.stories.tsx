import type { Adventures } from '@rpg/contracts';
import { buildAdventureRetrieval, buildAdventures, fixtureDate } from '@rpg/contracts/fixtures';
import { Button } from '@rpg/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AdventuresScreen } from './AdventuresScreen.tsx';

const now = Date.parse(fixtureDate(0));
const offered = buildAdventures(1);
const running = buildAdventures(1, true);

const meta = {
  title: 'Game/Adventures/AdventuresScreen',
  component: AdventuresScreen,
  parameters: {
    guidance: {
      do: [
        "Use it for /adventures and feed it the route's data, `loading` as `undefined` data and `error` for a failed load.",
        "Pass the player's action points, so adventures that cost more are disabled.",
        'Pass the last retrieval after collecting: its reward shows above the fresh offer.',
      ],
      dont: [
        "Don't show the offer while an adventure runs: the screen shows the running one alone.",
        "Don't let the countdown tick in stories and screenshots (`ticking={false}`).",
      ],
    },
  },
  args: {
    data: offered,
    error: false,
    onRetry: fn(),
    now,
    ticking: false,
    actionPoints: 100,
    onAccept: fn(),
    onCancel: fn(),
    onRetrieve: fn(),
  },
} satisfies Meta<typeof AdventuresScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The adventures on offer; accepting passes the chosen one; the help dialog explains the rules. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Przygody' })).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Dostępne przygody' });
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(3);
    // The cards of a row are as tall as the tallest, their buttons on one line.
    const cards = within(list).getAllByRole('article');
    const rows = new Map<number, DOMRect[]>();
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    }
    for (const row of rows.values()) for (const box of row) expect(box.height).toBeCloseTo(row[0]?.height ?? 0, 0);
    // The first card's picture is on the first screen (the page's largest element): it loads at once.
    expect(cards.map((card) => card.querySelector('img')?.loading)).toEqual(['eager', 'lazy', 'lazy']);
    // Each set-out button is named with its adventure.
    expect(within(list).getByRole('button', { name: `Wyrusz ${offered.adventures[2]?.name}` })).toBeInTheDocument();
    await userEvent.click(within(list).getAllByRole('button', { name: /^Wyrusz/ })[2] as HTMLElement);
    expect(args.onAccept).toHaveBeenCalledWith(offered.adventures[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Pomoc: Jak działają przygody?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jak działają przygody?' });
    expect(dialog).toHaveTextContent('od 1 do 30 minut');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A running adventure is shown alone: no list, a countdown, cancel and collect. */
export const Running: Story = {
  args: { data: running },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('list', { name: 'Dostępne przygody' })).toBeNull();
    expect(canvas.getByRole('timer')).toHaveTextContent('12:00');
    expect(canvas.getByRole('button', { name: 'Odbierz nagrodę' })).toBeDisabled();
    expect(canvas.getByRole('button', { name: 'Przerwij przygodę' })).toBeEnabled();
  },
};

/** After collecting: the reward above the fresh offer. */
export const AfterRetrieval: Story = {
  args: { retrieval: buildAdventureRetrieval(1), data: buildAdventureRetrieval(1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 2, name: 'Zdobyte nagrody' })).toBeInTheDocument();
    expect(canvas.getAllByRole('button', { name: /^Wyrusz/ })).toHaveLength(3);
  },
};

/** Too few action points: the costlier adventures are disabled. */
export const FewActionPoints: Story = {
  args: { actionPoints: 0 },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button', { name: /^Wyrusz/ }))
      expect(button).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Wczytywanie…');
  },
};

export const LoadFailed: Story = {
  args: { data: undefined, error: true },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { data: { currentAdventure: null, adventures: [] } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { name: 'Brak przygód' })).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { data: buildAdventures(1, false, 'en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Adventures' })).toBeInTheDocument();
    expect(canvas.getAllByRole('button', { name: /^Set out/ })).toHaveLength(3);
  },
};

/** Phone, German: the cards stack and nothing overflows. */
export const PhoneGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Abenteuer' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** With a host: setting out shows the running adventure and focus moves to it; cancelling brings the list back with focus. */
export const FocusFollowsTheSwitch: Story = {
  render: function Render(args) {
    const [data, setData] = useState<Adventures>(offered);
    return (
      <AdventuresScreen
        {...args}
        data={data}
        onAccept={async (adventure) => {
          setData({
            ...data,
            currentAdventure: { ...adventure, isActive: true, endsAt: fixtureDate(adventure.durationMinutes) },
          });
        }}
        onCancel={async () => {
          setData(offered);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Wyrusz/ })[0] as HTMLElement);
    const cancel = await canvas.findByRole('button', { name: 'Przerwij przygodę' });
    await waitFor(() => expect(cancel.closest('[tabindex="-1"]')).toHaveFocus());
    await userEvent.click(cancel);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, przerwij' }));
    const list = await canvas.findByRole('list', { name: 'Dostępne przygody' });
    await waitFor(() => expect(list.parentElement).toHaveFocus());
  },
};

/** Opening the page on a running adventure: the data arriving after loading is no switch, so focus stays put. */
export const OpensOnRunningAdventure: Story = {
  render: function Render(args) {
    const [data, setData] = useState<Adventures | undefined>(undefined);
    return (
      <>
        <Button onClick={() => setData(buildAdventures(1, true))}>Wczytaj</Button>
        <AdventuresScreen {...args} data={data} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const load = canvas.getByRole('button', { name: 'Wczytaj' });
    await userEvent.click(load);
    await canvas.findByRole('button', { name: 'Przerwij przygodę' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(load).toHaveFocus();
  },
};
