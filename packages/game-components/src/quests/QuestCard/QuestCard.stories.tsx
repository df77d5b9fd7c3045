import { buildQuest, questFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectAnswer, withAnswers } from '../../shared/private/answer-stories.tsx';
import { cardWidth } from '../../shared/private/card-stories.tsx';
import { QuestCard } from './QuestCard.tsx';

const meta = {
  title: 'Game/Quests/QuestCard',
  component: QuestCard,
  parameters: {
    guidance: {
      do: [
        'Use it for one quest: on offer with its rewards, cost and accept; accepted with a meter per objective.',
        'Keep cancel behind its confirmation: giving up refunds nothing.',
        'Return the promise from the callbacks: the button waits and ignores repeats.',
      ],
      dont: [
        "Don't disable an accepted quest's actions when action points are short: `disabled` only stops accepting.",
        "Don't show return before the quest is done.",
      ],
    },
  },
  args: { quest: questFixtures.available, onAccept: fn(), onCancel: fn(), onReturn: fn() },
  decorators: [cardWidth('28rem'), withAnswers],
} satisfies Meta<typeof QuestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * On offer: rewards (gold, experience, gems when present), cost, time required; accept (named with the quest's
 * title) passes the quest, and a toast says it is accepted.
 */
export const Available: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 3, name: 'Wilcza plaga' })).toBeInTheDocument();
    expect(canvas.getByText('Nagrody')).toBeInTheDocument();
    expect(canvas.getByText('Złoto')).toBeInTheDocument();
    expect(canvas.getByText('70')).toBeInTheDocument();
    expect(canvas.getByText('6 punktów akcji')).toBeInTheDocument();
    expect(canvas.getByText('46 minut')).toBeInTheDocument();
    expect(canvas.queryByRole('meter')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Przyjmij zadanie Wilcza plaga' }));
    expect(args.onAccept).toHaveBeenCalledWith(questFixtures.available);
    await expectAnswer('Przyjęto zadanie: Wilcza plaga.');
  },
};

/** A premium and an item reward are listed when the quest has them. */
export const WithItemReward: Story = {
  args: { quest: questFixtures.withItemReward },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Kolczuga')).toBeInTheDocument();
    expect(canvas.getByText('Punkty premium')).toBeInTheDocument();
    expect(canvas.getByText('300')).toBeInTheDocument();
  },
};

/** Accepted, slaying wolves: a meter with current over required; cancelling asks first. */
export const AcceptedCancel: Story = {
  args: { quest: questFixtures.accepted },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Pokonaj: Wilk' });
    expect(meter).toHaveAttribute('aria-valuetext', '2 / 10');
    expect(canvas.getByText('W toku')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^Porzuć zadanie/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    expect(dialog).toHaveTextContent('„Wilcza plaga”');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, porzuć' }));
    expect(args.onCancel).toHaveBeenCalledWith(questFixtures.accepted);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectAnswer(/^Porzucono zadanie: Wilcza plaga\./);
  },
};

/** Keyboard: Close (focused first) keeps the quest. */
export const CancelDismissedByKeyboard: Story = {
  args: { quest: questFixtures.accepted },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    expect(within(canvasElement).getByRole('button', { name: /^Porzuć zadanie/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Zamknij' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Gathering resources shows the resource's name. */
export const GetResources: Story = {
  args: { quest: questFixtures.getResources },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('meter', { name: 'Zdobądź: Ziele dziurawca' })).toBeInTheDocument();
  },
};

/** Done: return it for the reward; the button waits for the promise and ignores repeats. */
export const DoneReturn: Story = {
  args: { quest: questFixtures.done, onReturn: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Wykonane')).toBeInTheDocument();
    expect(canvas.queryByRole('button', { name: /^Porzuć zadanie/ })).toBeNull();
    const button = canvas.getByRole('button', { name: /^Oddaj zadanie i odbierz nagrodę/ });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(args.onReturn).toHaveBeenCalledOnce();
    expect(args.onReturn).toHaveBeenCalledWith(questFixtures.done);
  },
};

export const English: Story = {
  args: { quest: buildQuest(1, { isAccepted: true }, 'en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('meter', { name: 'Slay: Wolf' })).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: /^Cancel quest/ })).toBeInTheDocument();
  },
};

/** Long title and description in German at phone width. */
export const StressLongTextPhone: Story = {
  args: { quest: questFixtures.longTitle },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('button', { name: /^Auftrag annehmen/ })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
