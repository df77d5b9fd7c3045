import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { settle } from '../../shared/private/settle.ts';
import { ImageCarousel } from './ImageCarousel.tsx';

/** The narrow screens' home carousel: tall pictures from the manifest's home art. */
const meta = {
  title: 'Game/Account/ImageCarousel',
  component: ImageCarousel,
  parameters: {
    guidance: {
      do: [
        "Use it on narrow screens' home page, where tall pictures fit better than wide banners.",
        'Keep the captions short: they are translated and must fit a 390 px screen.',
      ],
      dont: [
        "Don't use it on wide screens: use PromotionCarousel.",
        "Don't put the only copy of important information in a slide: a player may never see it.",
      ],
    },
  },
  args: { autoplay: false },
} satisfies Meta<typeof ImageCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleCaption = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(within(canvasElement).getByText(text)).toBeVisible());

/** The narrow screens' carousel at phone width. */
export const ImagesPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await visibleCaption(canvasElement, 'Tropicielka z Szepczącego Lasu');
    const next = canvas.getByRole('button', { name: 'Następny slajd' });
    await userEvent.click(next);
    await visibleCaption(canvasElement, 'Magini spod księżycowej twierdzy');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await settle(next);
  },
};

export const ImagesGermanPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await visibleCaption(canvasElement, 'Die Waldläuferin des Flüsterwalds');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
