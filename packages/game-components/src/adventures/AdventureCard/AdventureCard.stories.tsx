import { adventureFixtures, buildAdventure } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectAnswer, withAnswers } from '../../shared/private/answer-stories.tsx';
import { cardWidth } from '../../shared/private/card-stories.tsx';
import { AdventureCard } from './AdventureCard.tsx';

const meta = {
  title: 'Game/Adventures/AdventureCard',
  component: AdventureCard,
  parameters: {
    guidance: {
      do: [
        "Use it for an adventure on offer, in the adventures screen's grid.",
        'Return the set-out promise from `onAccept`: the button spins and ignores repeat clicks until it settles.',
        'Set `disabled` when another adventure runs or the action points are short, and say why on the screen.',
      ],
      dont: [
        "Don't use it for the running adventure: use CurrentAdventure, with its countdown.",
        "Don't cut the description: cards of a row grow to the tallest one instead.",
      ],
    },
  },
  args: { adventure: adventureFixtures.available, onAccept: fn(), disabled: false },
  decorators: [cardWidth('24rem'), withAnswers],
} satisfies Meta<typeof AdventureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * Name, description, cost in action points (Polish plural) and duration; set out (named with the adventure)
 * passes the adventure, and a toast says the hero set out.
 */
export const Available: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 3, name: 'Nocna warta' })).toBeInTheDocument();
    expect(canvas.getByText('5 punktów akcji')).toBeInTheDocument();
    expect(canvas.getByText('2 minuty')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Wyrusz Nocna warta' }));
    expect(args.onAccept).toHaveBeenCalledWith(adventureFixtures.available);
    await expectAnswer('Wyruszono: Nocna warta.');
  },
};

export const English: Story = {
  args: { adventure: buildAdventure(1, {}, 'en') },
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('5 action points')).toBeInTheDocument();
    expect(canvas.getByText('2 minutes')).toBeInTheDocument();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: /^Set out/ });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

/** Without a picture the location fallback art is shown. */
export const MissingImage: Story = {
  args: { adventure: adventureFixtures.missingImage },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img[src*="fallbacks/location"]');
    expect(image).not.toBeNull();
  },
};

/** While the returned promise is pending the button spins and further clicks are ignored. */
export const Accepting: Story = {
  args: { onAccept: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^Wyrusz/ });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

/** Another adventure runs or action points are short: the button is off. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^Wyrusz/ });
    expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** 100 action points and 30 minutes: the longest adventure. */
export const Longest: Story = {
  args: { adventure: adventureFixtures.longest },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('100 punktów akcji')).toBeInTheDocument();
    expect(within(canvasElement).getByText('30 minut')).toBeInTheDocument();
  },
};

/** A very long name and description in German at phone width: nothing overflows. */
export const StressLongTextPhone: Story = {
  args: { adventure: adventureFixtures.longName },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('13 Aktionspunkte')).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
