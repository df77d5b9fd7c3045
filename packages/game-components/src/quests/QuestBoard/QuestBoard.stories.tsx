import type { Quest } from '@rpg/contracts';
import { buildQuests } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectAnswer, withAnswers } from '../../shared/private/answer-stories.tsx';
import { QuestBoard } from './QuestBoard.tsx';

const quests = buildQuests(1);

const meta = {
  title: 'Game/Quests/QuestBoard',
  component: QuestBoard,
  parameters: {
    guidance: {
      do: [
        "Use it for the player's quests: the ones on offer with the roll button, and the accepted ones, in two columns.",
        "Pass `rollFree` and `rollDisabled` from the player's state: a paid roll asks first and names its price.",
        "Pass the player's action points, so quests costing more cannot be accepted.",
      ],
      dont: [
        "Don't spend premium currency without the question: every premium spending is confirmed.",
        "Don't hide an empty column: it says there is nothing there and rolling stays possible.",
      ],
    },
  },
  decorators: [withAnswers],
  args: {
    quests,
    onAccept: fn(),
    onCancel: fn(),
    onReturn: fn(),
    onRoll: fn(),
    rollFree: true,
    rollDisabled: false,
    actionPoints: 100,
  },
} satisfies Meta<typeof QuestBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Three on offer, one in progress, one done; the free roll. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const available = canvas.getByRole('region', { name: 'Dostępne zadania' });
    const accepted = canvas.getByRole('region', { name: 'Przyjęte zadania' });
    expect(within(available).getAllByRole('article')).toHaveLength(3);
    expect(within(accepted).getAllByRole('article')).toHaveLength(2);
    expect(within(available).getByText('3 zadania')).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Wylosuj nowe zadania' })).toHaveAccessibleDescription(
      'Za darmo (raz na godzinę)',
    );
    await userEvent.click(within(available).getAllByRole('button', { name: /^Przyjmij zadanie/ })[1] as HTMLElement);
    expect(args.onAccept).toHaveBeenCalledWith(quests[1]);
    await userEvent.click(within(accepted).getByRole('button', { name: /^Oddaj zadanie i odbierz nagrodę/ }));
    expect(args.onReturn).toHaveBeenCalledWith(quests[4]);
  },
};

/** The free roll: it rolls at once (nothing is spent) and a toast says the board has new quests. */
export const FreeRoll: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Wylosuj nowe zadania' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(args.onRoll).toHaveBeenCalledOnce();
    await expectAnswer('Na tablicy są nowe zadania.');
  },
};

/**
 * No free roll left: rolling costs 1 gem, so it asks first, naming the price (every premium spending is
 * confirmed); the keyboard reaches the roll button first. Close spends nothing; yes rolls.
 */
export const PaidRollAsks: Story = {
  args: { rollFree: false },
  play: async ({ args, canvasElement }) => {
    const roll = within(canvasElement).getByRole('button', { name: 'Wylosuj nowe zadania' });
    expect(roll).toHaveAccessibleDescription('Koszt: 1 punkt premium');
    await userEvent.tab();
    expect(roll).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    let dialog = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    expect(dialog).toHaveTextContent('Wylosować nowe zadania za 1 punkt premium?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(args.onRoll).not.toHaveBeenCalled();
    await waitFor(() => expect(roll).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, losuj za 1 punkt premium' }));
    expect(args.onRoll).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectAnswer('Na tablicy są nowe zadania.');
  },
};

/** The paid roll's question at phone width, in English. */
export const PaidRollAsksPhoneEnglish: Story = {
  args: { quests: buildQuests(1, 'en'), rollFree: false },
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Roll new quests' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByRole('button', { name: 'Yes, roll for 1 premium point' })).toBeInTheDocument();
  },
};

/** While the roll runs the button spins and ignores repeats. */
export const Rolling: Story = {
  args: { onRoll: fn(() => new Promise<void>(() => {})), rollFree: true },
  play: async ({ args, canvasElement }) => {
    const roll = within(canvasElement).getByRole('button', { name: 'Wylosuj nowe zadania' });
    await userEvent.click(roll);
    expect(roll).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(roll);
    expect(args.onRoll).toHaveBeenCalledOnce();
  },
};

/** Both columns empty: each says so, rolling stays possible. */
export const Empty: Story = {
  args: { quests: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Tablica ogłoszeń jest pusta')).toBeInTheDocument();
    expect(canvas.getByText('Nie masz przyjętych zadań')).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Wylosuj nowe zadania' })).toBeEnabled();
  },
};

/** Too few action points: the available quests cannot be accepted; accepted ones stay usable. */
export const FewActionPoints: Story = {
  args: { actionPoints: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button', { name: /^Przyjmij zadanie/ })) expect(button).toBeDisabled();
    expect(canvas.getByRole('button', { name: /^Porzuć zadanie/ })).toBeEnabled();
  },
};

/** Only accepted quests: the available column is empty. */
export const OnlyAccepted: Story = {
  args: { quests: quests.filter((quest) => quest.isAccepted) },
  play: async ({ canvasElement }) => {
    const available = within(canvasElement).getByRole('region', { name: 'Dostępne zadania' });
    expect(within(available).queryByRole('article')).toBeNull();
    expect(within(available).getByText('Tablica ogłoszeń jest pusta')).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { quests: buildQuests(1, 'en'), rollFree: false },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 2, name: 'Available quests' })).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Roll new quests' })).toHaveAccessibleDescription(
      'Costs 1 premium point',
    );
  },
};

/** On a phone the columns stack: available first. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('heading', { level: 2 });
    expect(first).toHaveTextContent('Dostępne zadania');
    const a = first?.getBoundingClientRect();
    const b = second?.getBoundingClientRect();
    expect((b?.top ?? 0) > (a?.bottom ?? 0)).toBe(true);
  },
};

/** German at phone width: nothing overflows. */
export const StressGermanPhone: Story = {
  args: { quests: buildQuests(1, 'en'), rollFree: false },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Verfügbare Aufträge')).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** With a host: an accepted quest moves to the other column and focus follows it; a returned one leaves and focus goes to its column. */
export const FocusFollowsTheCard: Story = {
  render: function Render(args) {
    const [list, setList] = useState<Quest[]>(quests);
    const update = (change: (quest: Quest) => Quest | null) => async (quest: Quest) => {
      setList((current) => current.flatMap((item) => (item.id === quest.id ? (change(item) ?? []) : [item])));
    };
    return (
      <QuestBoard
        {...args}
        quests={list}
        onAccept={update((quest) => ({ ...quest, isAccepted: true }))}
        onCancel={update((quest) => ({ ...quest, isAccepted: false }))}
        onReturn={update(() => null)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accepted = () => canvas.getByRole('region', { name: 'Przyjęte zadania' });
    const first = canvas.getAllByRole('button', { name: /^Przyjmij zadanie/ })[0] as HTMLElement;
    first.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(accepted()).getAllByRole('article')).toHaveLength(3));
    await waitFor(() => expect(accepted().querySelector('[data-quest-id="301"]')).toHaveFocus());
    await userEvent.click(within(accepted()).getByRole('button', { name: /^Oddaj zadanie i odbierz nagrodę/ }));
    await waitFor(() => expect(within(accepted()).getAllByRole('article')).toHaveLength(2));
    await waitFor(() => expect(accepted()).toHaveFocus());
    const cancel = within(accepted()).getAllByRole('button', { name: /^Porzuć zadanie/ })[0] as HTMLElement;
    await userEvent.click(cancel);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, porzuć' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvasElement.querySelector('[data-quest-id="301"]')).toHaveFocus());
  },
};
