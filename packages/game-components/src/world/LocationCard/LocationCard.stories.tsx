import { buildLocation, locationFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectAnswer, withAnswers } from '../../shared/private/answer-stories.tsx';
import { cardWidth, playPendingIgnoresClicks } from '../../shared/private/card-stories.tsx';
import { LocationCard } from './LocationCard.tsx';

const meta = {
  title: 'Game/World/LocationCard',
  component: LocationCard,
  parameters: {
    guidance: {
      do: [
        'Use it for one location: its scene, the travel cost and the travel button named with the place.',
        "Pass the player's action points, so travel is disabled with the reason when they are short.",
        "Return the travel's promise: the button shows loading, then a toast says the hero arrived.",
      ],
      dont: [
        "Don't offer travel to the current location: it is marked and disabled.",
        "Don't hide the cost: the player decides by it.",
      ],
    },
  },
  args: { location: buildLocation(2), actionPoints: 80, onTravel: fn() },
  decorators: [cardWidth(360), withAnswers],
} satisfies Meta<typeof LocationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * Travel by mouse and by keyboard: the button is named with the place, the callback gets the location, and
 * a toast says the hero has arrived.
 */
export const Travel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 2, name: 'Mroczny Bór' })).toBeInTheDocument();
    expect(canvas.getByText('5 punktów akcji')).toBeInTheDocument();
    const button = canvas.getByRole('button', { name: 'Podróżuj Mroczny Bór' });
    await userEvent.click(button);
    expect(args.onTravel).toHaveBeenCalledWith(args.location);
    await expectAnswer('Podróż zakończona: Mroczny Bór.');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(args.onTravel).toHaveBeenCalledTimes(2);
  },
};

/** While the returned Promise is pending the button shows loading and ignores further clicks. */
export const TravelPending: Story = {
  args: { onTravel: fn(() => new Promise<void>(() => undefined)) },
  play: playPendingIgnoresClicks(/^Podróżuj/, 'onTravel'),
};

/** The current location: marked, travel disabled. */
export const Current: Story = {
  args: { location: locationFixtures.current },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getAllByText('Tu jesteś').length).toBeGreaterThan(0);
    const button = canvas.getByRole('button', { name: /^Tu jesteś/ });
    expect(button).toBeDisabled();
    expect(canvas.getByText('Jesteś już w tej lokacji.')).toBeInTheDocument();
    expect(args.onTravel).not.toHaveBeenCalled();
  },
};

/** Too few action points: travel disabled and the reason shown. */
export const NotEnoughActionPoints: Story = {
  args: { location: locationFixtures.far, actionPoints: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('button', { name: /^Podróżuj/ })).toBeDisabled();
    expect(canvas.getByText('Za mało punktów akcji: potrzebujesz 100, masz 12.')).toBeInTheDocument();
  },
};

/** A missing and a broken picture both show the location placeholder. */
export const MissingImage: Story = {
  args: { location: locationFixtures.missingImage },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    expect(image?.getAttribute('src')).toContain('/images/fallbacks/location.svg');
  },
};

export const BrokenImage: Story = {
  args: { location: locationFixtures.brokenImage },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('img')?.getAttribute('src')).toContain('/images/fallbacks/location.svg'),
    );
  },
};

export const English: Story = {
  args: { location: buildLocation(3, {}, 'en'), actionPoints: 4 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Mistvale Marshes' })).toBeInTheDocument();
    expect(canvas.getByText('Not enough action points: you need 10, you have 4.')).toBeInTheDocument();
  },
};

/** A long Polish name and the German reason at phone width: nothing overflows. */
export const StressLongText: Story = {
  args: { location: locationFixtures.longName, actionPoints: 0 },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(within(canvasElement).getByRole('button', { name: /^Reisen/ })).toBeDisabled();
  },
};
