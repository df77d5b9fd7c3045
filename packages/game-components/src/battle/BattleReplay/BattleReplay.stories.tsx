import { fightResultFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BattleReplay } from './BattleReplay.tsx';

const fight = fightResultFixtures.win;
const turns = fight.actions.length;
/** The turn line of the Polish replay after `n` actions. */
const turn = (n: number, of = fight) => `Runda ${of.actions[n - 1]?.round} · tura ${n} z ${of.actions.length}`;

const meta = {
  title: 'Game/Battle/BattleReplay',
  component: BattleReplay,
  parameters: {
    guidance: {
      do: [
        "Use it to replay a fight's log turn by turn, inside the battle result.",
        "Leave `reducedMotion` to the player's setting: it then shows the final state, steppable by hand.",
        'Start paused (`autoPlay={false}`) where a still picture is wanted.',
      ],
      dont: [
        "Don't make the replay the only place the outcome is said: the result says it in words.",
        "Don't shorten `stepMs` below what a player can follow.",
      ],
    },
  },
  // Stories start paused (or, under reduced motion, at the end): screenshots never catch a turn mid-way.
  args: { fight, autoPlay: false },
} satisfies Meta<typeof BattleReplay>;

export default meta;
type Story = StoryObj<typeof meta>;

const health = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('meter')
    .map((meter) => Number(meter.getAttribute('aria-valuenow')));

/** Stepping with the buttons: each turn moves the bars and highlights its line of the log. */
export const StepByStep: Story = {
  args: { reducedMotion: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Walka się zaczyna.')).toBeInTheDocument();
    expect(health(canvasElement)).toEqual([fight.myMaxHealth, fight.enemyMaxHealth]);
    expect(canvas.getByRole('button', { name: 'Poprzednia tura' })).toBeDisabled();

    const next = canvas.getByRole('button', { name: 'Następna tura' });
    await userEvent.click(next);
    expect(canvas.getByText(turn(1))).toBeInTheDocument();
    // The bars show the health the first action reports.
    expect(health(canvasElement)).toEqual([fight.actions[0]?.myHealth, fight.actions[0]?.enemyHealth]);
    const log = canvas.getByRole('list', { name: 'Przebieg walki' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
    expect(within(log).getByRole('listitem')).toHaveAttribute('aria-current', 'step');
    expect(within(log).getByRole('listitem')).toHaveTextContent(fight.actions[0]?.logString ?? '');

    // Keyboard: Enter on the focused button steps again.
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(canvas.getByText(turn(2))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Poprzednia tura' }));
    expect(canvas.getByText(turn(1))).toBeInTheDocument();
  },
};

/** Skip jumps to the end: the loser's bar (the monster's) is empty, the whole log shown. */
export const Skip: Story = {
  args: { reducedMotion: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Przewiń do końca' }));
    expect(canvas.getByText(turn(turns))).toBeInTheDocument();
    const [player, monster] = health(canvasElement);
    expect(monster).toBe(0);
    expect(player).toBeGreaterThan(0);
    expect(canvas.getAllByRole('listitem')).toHaveLength(turns);
    expect(canvas.getByRole('button', { name: 'Przewiń do końca' })).toBeDisabled();
    expect(canvas.getByRole('button', { name: 'Następna tura' })).toBeDisabled();
  },
};

/** Play runs the turns on a timer; pause stops it; replay starts from the first turn again. */
export const PlayPauseReplay: Story = {
  args: { reducedMotion: false, stepMs: 30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Odtwórz' }));
    await waitFor(() => expect(canvas.getByText(turn(turns))).toBeInTheDocument(), { timeout: 5000 });
    // At the end the replay stops by itself.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Odtwórz' })).toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Od początku' }));
    expect(canvas.getByRole('button', { name: 'Wstrzymaj' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Wstrzymaj' }));
    const stoppedAt = canvas.getByTestId('replay-current').textContent;
    // Paused: the turn stays where it was.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(canvas.getByTestId('replay-current').textContent).toBe(stoppedAt);
    expect(canvas.queryByText(turn(turns))).toBeNull();
    // Leave the story at its end state.
    await userEvent.click(canvas.getByRole('button', { name: 'Przewiń do końca' }));
  },
};

/** Reduced motion: the final state at once, no play button; replay goes back to the start for stepping. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true, autoPlay: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText(turn(turns))).toBeInTheDocument();
    expect(canvas.queryByRole('button', { name: 'Odtwórz' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Od początku' }));
    expect(canvas.getByText('Walka się zaczyna.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Następna tura' }));
    expect(canvas.getByText(turn(1))).toBeInTheDocument();
  },
};

/** A loss: the player's bar empties at the end. */
export const Loss: Story = {
  args: { fight: fightResultFixtures.loss, reducedMotion: true },
  play: async ({ canvasElement }) => {
    expect(health(canvasElement)[0]).toBe(0);
  },
};

export const English: Story = {
  args: { fight: fightResultFixtures.winEn, reducedMotion: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = fightResultFixtures.winEn.actions.length;
    const round = fightResultFixtures.winEn.actions.at(-1)?.round;
    expect(canvas.getByText(`Round ${round} · turn ${total} of ${total}`)).toBeInTheDocument();
    expect(canvas.getByRole('meter', { name: 'Your health' })).toBeInTheDocument();
  },
};

/** The long 30-round draw at phone width in German. */
export const PhoneDraw: Story = {
  args: { fight: fightResultFixtures.draw, reducedMotion: true },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    for (const value of health(canvasElement)) expect(value).toBeGreaterThan(0);
  },
};
