import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { longLabels, narrow, phoneGlobals } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Carousel, type CarouselSlide } from './Carousel.tsx';

const slide = (id: string, title: string, text: string): CarouselSlide => ({
  id,
  content: (
    <Box background="surfaceRaised" borderRadius="medium" padding="large">
      <Stack space="small">
        <Heading level={3}>{title}</Heading>
        <Text as="p">{text}</Text>
      </Stack>
    </Box>
  ),
});

const slides = [
  slide('sword', 'Sword of Dawn', 'A blade that glows at first light.'),
  slide('shield', 'Oak Shield', 'Light, sturdy and cheap.'),
  slide('potion', 'Healing Potion', 'Restores 50 health.'),
];

const meta = {
  title: 'Design System/Carousel',
  component: Carousel,
  parameters: {
    guidance: {
      do: [
        'Use a Carousel only for showcase content on the home screen.',
        "Keep every slide's content also reachable elsewhere.",
      ],
      dont: [
        "Don't put anything a player needs in a carousel: most players never see slide two.",
        "Don't rotate fast: it stops on hover and for good on keyboard focus.",
      ],
    },
  },
  args: {
    label: 'Featured items',
    slides,
    slideLabel: (index, total) => `${index + 1} of ${total}`,
    previousLabel: 'Previous item',
    nextLabel: 'Next item',
    pauseLabel: 'Pause rotation',
    playLabel: 'Start rotation',
    autoplay: false,
    interval: 5000,
    onChange: fn(),
  },
  argTypes: { slides: { control: false }, slideLabel: { control: false } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleSlide = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-roledescription="slide"]:not([hidden])');

export const Playground: Story = {};

/** Next and previous move one slide and wrap around; the slide region is announced politely. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const carousel = canvas.getByRole('region', { name: 'Featured items' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('1 of 3');
    await expect(visibleSlide(canvasElement)?.parentElement).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Next item' }));
    await expect(visibleSlide(canvasElement)).toHaveTextContent('Oak Shield');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous item' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous item' }));
    await expect(visibleSlide(canvasElement)).toHaveTextContent('Healing Potion');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

/** Keyboard: the buttons work with Enter and Space; Left/Right arrows move between slides. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous item' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next item' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(visibleSlide(canvasElement)).toHaveTextContent('Oak Shield');
    await userEvent.keyboard(' ');
    await expect(visibleSlide(canvasElement)).toHaveTextContent('Healing Potion');
    await userEvent.keyboard('{ArrowRight}');
    await expect(visibleSlide(canvasElement)).toHaveTextContent('Sword of Dawn');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(visibleSlide(canvasElement)).toHaveTextContent('Healing Potion');
  },
};

/**
 * Rotating on its own: the pause button comes first and the region is not live while it rotates.
 * Pause stops it. (Under prefers-reduced-motion it starts paused.)
 */
export const Autoplay: Story = {
  args: { autoplay: true, interval: 400 },
  // no-visual: its subject is the rotation, which a still picture cannot show (with reduced motion, as the
  // suite shoots, it starts paused and draws what Playground draws).
  tags: ['no-visual'],
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const pause = canvas.queryByRole('button', { name: 'Pause rotation' });
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(canvas.getByRole('button', { name: 'Start rotation' })).toBeVisible();
      return;
    }
    await expect(pause).not.toBeNull();
    await expect(visibleSlide(canvasElement)?.parentElement).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(1), { timeout: 3000 });
    // The pointer over the carousel holds the rotation (the region becomes live again).
    await userEvent.hover(canvas.getByRole('region', { name: 'Featured items' }));
    await expect(visibleSlide(canvasElement)?.parentElement).toHaveAttribute('aria-live', 'polite');
    await userEvent.unhover(canvas.getByRole('region', { name: 'Featured items' }));
    // A plain mouse click (no keyboard focus, which would itself stop the rotation) toggles it.
    (pause as HTMLElement).click();
    const play = await canvas.findByRole('button', { name: 'Start rotation' });
    await expect(visibleSlide(canvasElement)?.parentElement).toHaveAttribute('aria-live', 'polite');
    play.click();
    await expect(await canvas.findByRole('button', { name: 'Pause rotation' })).toBeVisible();
  },
};

/** Keyboard focus entering the carousel stops the rotation. */
export const FocusStopsRotation: Story = {
  args: { autoplay: true, interval: 60_000 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(await canvas.findByRole('button', { name: 'Start rotation' })).toHaveFocus();
  },
};

/** One slide: the buttons stay but there is nothing to rotate. */
export const SingleSlide: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next item' }));
    await expect(visibleSlide(canvasElement)).toHaveTextContent('Sword of Dawn');
  },
};

/** No slides: nothing is rendered. */
export const Empty: Story = {
  args: { slides: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** Long German and Polish content and labels inside a 200px container. */
export const LongLabelsInNarrowContainer: Story = {
  decorators: [narrow],
  args: {
    label: longLabels.de,
    slides: [slide('a', longLabels.compound, longLabels.pl), slide('b', longLabels.de, longLabels.pl)],
    slideLabel: (index, total) => `Slajd ${index + 1} z ${total}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region').getBoundingClientRect().width).toBeLessThanOrEqual(200);
  },
};

export const OnPhone: Story = { globals: phoneGlobals };
