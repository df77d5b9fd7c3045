import type { Quest } from '@rpg/contracts';
import { buildQuests, questFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { settle } from '../../shared/private/settle.ts';
import { QuestsScreen } from './QuestsScreen.tsx';

const quests = buildQuests(1);

const meta = {
  title: 'Game/Quests/QuestsScreen',
  component: QuestsScreen,
  parameters: {
    guidance: {
      do: [
        "Use it for /quests and feed it the route's data: `undefined` while loading, `error` for a failed load.",
        'Pass the quest just returned in `returned`: its rewards show above the board and take the focus.',
      ],
      dont: [
        "Don't refetch to show a returned quest: the host answers the list without it.",
        "Don't put the roll anywhere but the board.",
      ],
    },
  },
  args: {
    data: quests,
    error: false,
    onRetry: fn(),
    actionPoints: 100,
    onAccept: fn(),
    onCancel: fn(),
    onReturn: fn(),
    onRoll: fn(),
    rollFree: true,
    rollDisabled: false,
  },
} satisfies Meta<typeof QuestsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both columns filled; cancelling an accepted quest asks first; the help dialog opens. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Zadania' })).toBeInTheDocument();
    expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Dostępne zadania',
      'Przyjęte zadania',
    ]);
    const abandon = canvas.getByRole('button', { name: /^Porzuć zadanie/ });
    await userEvent.click(abandon);
    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, porzuć' }));
    expect(args.onCancel).toHaveBeenCalledWith(quests[3]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const help = canvas.getByRole('button', { name: 'Pomoc: Jak działają zadania?' });
    await userEvent.click(help);
    expect(await screen.findByRole('dialog', { name: 'Jak działają zadania?' })).toHaveTextContent('1 punkt premium');
    await settle(abandon, help);
  },
};

/** Nothing on the board: each column says so and the roll button remains. */
export const Empty: Story = {
  args: { data: [], rollFree: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Tablica ogłoszeń jest pusta')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Wylosuj nowe zadania' }));
    // Not the free roll: it asks first, naming the price.
    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    expect(args.onRoll).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, losuj za 1 punkt premium' }));
    expect(args.onRoll).toHaveBeenCalledOnce();
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
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * Returning a done quest: the host answers the list without it, and the rewards it gave appear above
 * the board and take the focus (the board does not pull it back to a column).
 */
export const ReturnQuest: Story = {
  render: function Render(args) {
    const [data, setData] = useState<readonly Quest[] | undefined>(args.data);
    const [returned, setReturned] = useState<Quest>();
    return (
      <QuestsScreen
        {...args}
        data={data}
        returned={returned}
        onReturn={async (quest) => {
          await args.onReturn(quest);
          setData((list) => list?.filter((other) => other.id !== quest.id));
          setReturned(quest);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const done = quests[4] as Quest;
    await userEvent.click(canvas.getByRole('button', { name: /^Oddaj zadanie i odbierz nagrodę/ }));
    expect(args.onReturn).toHaveBeenCalledWith(done);
    const rewards = await canvas.findByRole('region', { name: `Zadanie „${done.title}” oddane` });
    await waitFor(() => expect(rewards).toHaveFocus());
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(rewards).toHaveFocus();
    expect(within(rewards).getByText(`+${done.rewards.baseCurrency}`)).toBeInTheDocument();
    expect(within(rewards).getByText(`+${done.rewards.experience}`)).toBeInTheDocument();
    expect(canvas.queryByRole('button', { name: /^Oddaj zadanie i odbierz nagrodę/ })).toBeNull();
  },
};

/** A returned quest that also gave gems and an item: every reward is listed. */
export const ReturnedWithItem: Story = {
  args: { returned: questFixtures.withItemReward },
  play: async ({ canvasElement }) => {
    const rewards = within(canvasElement).getByRole('region', { name: /oddane$/ });
    expect(within(rewards).getByText('Kolczuga')).toBeInTheDocument();
    expect(within(rewards).getByText('Punkty premium:')).toBeInTheDocument();
    expect(within(rewards).getByText('+1')).toBeInTheDocument();
    expect(within(rewards).getByText('+300')).toBeInTheDocument();
  },
};

/** German at phone width, a long quest title returned: the rewards wrap, nothing overflows. */
export const ReturnedGermanPhone: Story = {
  args: { returned: { ...questFixtures.withItemReward, title: questFixtures.longTitle.title } },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { level: 2, name: /abgegeben$/ })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const English: Story = {
  args: { data: buildQuests(1, 'en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Quests' })).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: /^Return quest and take reward/ })).toBeInTheDocument();
  },
};

/** Phone: the columns stack; Polish at 390 px does not overflow. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** German at phone width. */
export const StressGermanPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Aufträge' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
