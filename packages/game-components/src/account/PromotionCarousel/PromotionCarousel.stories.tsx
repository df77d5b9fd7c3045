import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PromotionCarousel } from './PromotionCarousel.tsx';

/** The wide screens' home carousel: promotion banners from the manifest's home art. */
const meta = {
  title: 'Game/Account/PromotionCarousel',
  component: PromotionCarousel,
  parameters: {
    guidance: {
      do: [
        "Use it on wide screens' home page for the wide (3:1) promotion banners.",
        'Give every banner an alt text and a caption in all five languages.',
      ],
      dont: [
        "Don't use it on phones: use ImageCarousel, whose tall pictures fit.",
        "Don't make a banner the only way to reach a feature: banners can be skipped.",
      ],
    },
  },
  args: { autoplay: false },
} satisfies Meta<typeof PromotionCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleCaption = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(within(canvasElement).getByText(text)).toBeVisible());

/** The first banner with its caption and alt text; Next shows the second (mouse), Previous goes back (keyboard). */
export const Promotion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(
      canvas.getByRole('img', { name: 'Bohater staje do walki z czerwonym smokiem w górach' }),
    ).toBeInTheDocument();
    await visibleCaption(canvasElement, 'Stań do walki ze smokiem');
    await userEvent.click(canvas.getByRole('button', { name: 'Następny slajd' }));
    await visibleCaption(canvasElement, 'Legendarne skarby');
    canvas.getByRole('button', { name: 'Poprzedni slajd' }).focus();
    await userEvent.keyboard('{Enter}');
    await visibleCaption(canvasElement, 'Stań do walki ze smokiem');
  },
};

export const PromotionEnglish: Story = {
  globals: { locale: 'en' },
  args: { defaultIndex: 1 },
  play: async ({ canvasElement }) => {
    await visibleCaption(canvasElement, 'Legendary treasures');
    expect(within(canvasElement).getByText('Slide 2 of 2')).toBeInTheDocument();
  },
};
