import type { AdventureRetrieval } from '@rpg/contracts';
import { adventureFixtures, buildAdventure, buildAdventureRetrieval, fixtureDate } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectAnswer, withAnswers } from '../../shared/private/answer-stories.tsx';
import { CurrentAdventure } from './CurrentAdventure.tsx';

/** The fixed clock of the stories: fixtureDate(0). */
const now = Date.parse(fixtureDate(0));
const running = buildAdventure(2, { isActive: true, durationMinutes: 3, endsAt: fixtureDate(2) });
const almostDone = new Date(now + 2_000).toISOString();
const retrieval = buildAdventureRetrieval(1);

const meta = {
  title: 'Game/Adventures/CurrentAdventure',
  component: CurrentAdventure,
  parameters: {
    guidance: {
      do: [
        "Use it for the player's running adventure: the countdown, cancel and collect.",
        'Inject `now` from the caller, so the countdown and the stories agree on the clock.',
        'Keep cancel behind its confirmation: cancelling gives no reward and no refund.',
      ],
      dont: [
        "Don't enable collecting before the time has passed.",
        "Don't show the adventures on offer beside it: one adventure runs at a time.",
      ],
    },
  },
  decorators: [withAnswers],
  args: { adventure: running, now, onCancel: fn(), onRetrieve: fn(), ticking: false },
} satisfies Meta<typeof CurrentAdventure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Two of three minutes left: the countdown, the progress, collecting is not possible yet. */
export const Running: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 2, name: 'Polowanie na dzika' })).toBeInTheDocument();
    expect(canvas.getByRole('timer')).toHaveTextContent('02:00');
    // The countdown is shown once: the bar beside it says no time of its own.
    expect(canvas.getAllByText('02:00')).toHaveLength(1);
    expect(canvas.getByRole('meter', { name: 'Postęp przygody' })).toBeInTheDocument();
    const retrieve = canvas.getByRole('button', { name: 'Odbierz nagrodę' });
    expect(retrieve).toBeDisabled();
    await userEvent.click(retrieve, { pointerEventsCheck: 0 });
    expect(args.onRetrieve).not.toHaveBeenCalled();
  },
};

/** The clock runs each second from `now`; at the end it announces completion once and enables collecting. */
export const CountdownEnds: Story = {
  args: { adventure: { ...running, endsAt: almostDone }, ticking: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('timer')).toHaveTextContent('00:02');
    expect(canvas.getByRole('status')).toHaveTextContent('');
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('00:01'), { timeout: 2500 });
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent('Przygoda dobiegła końca. Możesz odebrać nagrodę.'),
      { timeout: 2500 },
    );
    const retrieve = canvas.getByRole('button', { name: 'Odbierz nagrodę' });
    expect(retrieve).toBeEnabled();
    await userEvent.click(retrieve);
    expect(args.onRetrieve).toHaveBeenCalledWith(expect.objectContaining({ id: running.id }));
  },
};

/** The time has passed: collect with the keyboard. */
export const Finished: Story = {
  args: { adventure: adventureFixtures.finished },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('timer')).toBeNull();
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: 'Odbierz nagrodę' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(args.onRetrieve).toHaveBeenCalledWith(adventureFixtures.finished);
  },
};

/** Cancelling asks first (no reward, no refund); focus starts on Close; confirming calls onCancel. */
export const CancelConfirmed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Przerwij przygodę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    expect(dialog).toHaveTextContent('nie da żadnej nagrody');
    expect(within(dialog).getByRole('button', { name: 'Zamknij' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, przerwij' }));
    expect(args.onCancel).toHaveBeenCalledWith(running);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectAnswer('Przerwano przygodę: Polowanie na dzika.');
  },
};

/** Escape closes the question without cancelling. */
export const CancelDismissed: Story = {
  play: async ({ args, canvasElement }) => {
    const cancel = within(canvasElement).getByRole('button', { name: 'Przerwij przygodę' });
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** While the cancel request runs the confirm button is busy and the dialog stays. */
export const Cancelling: Story = {
  args: { onCancel: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Przerwij przygodę' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Tak, przerwij' });
    await userEvent.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** After collecting: the reward (gold, experience, resources, level-up) replaces the countdown. */
export const Retrieved: Story = {
  args: {
    adventure: adventureFixtures.finished,
    retrieval: { ...retrieval, reward: { ...retrieval.reward, levelUp: true } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 3, name: 'Zdobyte nagrody' })).toBeInTheDocument();
    expect(canvas.getByText('+11')).toBeInTheDocument();
    expect(canvas.getByText('Ziele dziurawca')).toBeInTheDocument();
    expect(canvas.getByText(/Awans!/)).toBeInTheDocument();
    expect(canvas.queryByRole('button', { name: 'Odbierz nagrodę' })).toBeNull();
  },
};

/**
 * The resources found with their quantities: one line per resource ("Pióro sokoła × 5"), the same resource listed
 * twice by an older reply adds up, and a screen reader hears the count in words.
 */
export const RetrievedQuantities: Story = {
  args: {
    adventure: adventureFixtures.finished,
    retrieval: {
      ...retrieval,
      reward: {
        ...retrieval.reward,
        items: [
          { isEmpty: false, imagePath: '', name: 'Pióro sokoła', description: '', id: 31, count: 5 },
          { isEmpty: false, imagePath: '', name: 'Ziele dziurawca', description: '' },
          { isEmpty: false, imagePath: '', name: 'Ziele dziurawca', description: '' },
          { isEmpty: false, imagePath: '', name: 'Ruda żelaza', description: '', id: 33, count: 1 },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByText('Znalezione surowce').nextElementSibling as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Pióro sokoła × 5Pióro sokoła: 5 sztuk',
      'Ziele dziurawca × 2Ziele dziurawca: 2 sztuki',
      'Ruda żelaza × 1Ruda żelaza: 1 sztuka',
    ]);
  },
};

/** The whole flow with a host: collecting resolves, the rewards appear and take the focus. */
export const CollectFlow: Story = {
  args: { adventure: adventureFixtures.finished },
  render: function Render(args) {
    const [result, setResult] = useState<AdventureRetrieval | undefined>(undefined);
    return (
      <CurrentAdventure
        {...args}
        retrieval={result}
        onRetrieve={async (adventure) => {
          await args.onRetrieve(adventure);
          setResult(retrieval);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Odbierz nagrodę' }));
    expect(args.onRetrieve).toHaveBeenCalledOnce();
    const heading = await canvas.findByRole('heading', { name: 'Zdobyte nagrody' });
    await waitFor(() => expect(heading.parentElement?.parentElement).toHaveFocus());
  },
};

export const English: Story = {
  args: { adventure: buildAdventure(2, { isActive: true, durationMinutes: 3, endsAt: fixtureDate(2) }, 'en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Time remaining')).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Collect reward' })).toBeDisabled();
    expect(canvas.getByRole('button', { name: 'Cancel adventure' })).toBeEnabled();
  },
};

/** Long name, German, phone width: no horizontal overflow. */
export const StressLongTextPhone: Story = {
  args: { adventure: { ...adventureFixtures.longName, isActive: true, endsAt: fixtureDate(1) } },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('button', { name: 'Abenteuer abbrechen' })).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
