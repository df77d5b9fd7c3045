import { ShopType } from '@rpg/contracts';
import { buildShopNpc, shopNpcFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cardWidth } from '../../shared/private/card-stories.tsx';
import { VendorCard } from './VendorCard.tsx';

const meta = {
  title: 'Game/Shop/VendorCard',
  component: VendorCard,
  parameters: {
    guidance: {
      do: [
        'Use it for one vendor in the shop list: portrait, name, kind of shop and the link to its page.',
        "Let the portrait fall back to the shop type's art when the vendor has none.",
      ],
      dont: [
        "Don't put buy or sell actions on it: they are on the vendor's page.",
        "Don't show the shop type by picture alone: the word says it.",
      ],
    },
  },
  args: { vendor: buildShopNpc(1, { type: ShopType.WeaponsOnly }) },
  decorators: [cardWidth(280)],
} satisfies Meta<typeof VendorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Name, the shop type as a word and a link to the vendor's page; Tab reaches the link. */
export const Polish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 3, name: 'Kuźnia Bogumiła' })).toBeInTheDocument();
    expect(canvas.getByText('Zbrojmistrz')).toBeInTheDocument();
    const link = canvas.getByRole('link', { name: /^Zobacz\s?: Kuźnia Bogumiła$/ });
    expect(link).toHaveAttribute('href', '#vendor/10');
    await userEvent.tab();
    expect(link).toHaveFocus();
  },
};

export const English: Story = {
  args: { vendor: buildShopNpc(1, { type: ShopType.CosmeticsOnly }, 'en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: "Tailor's Workshop" })).toBeInTheDocument();
    expect(canvas.getByText('Cosmetics')).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: /^View\s?: Tailor's Workshop$/ })).toHaveAttribute('href', '#vendor/18');
  },
};

/** No picture of its own: the portrait of its shop type from the art manifest. */
export const MissingImage: Story = {
  args: { vendor: shopNpcFixtures.missingImage },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    expect(image?.getAttribute('src')).toMatch(/\/images\/vendors\//);
  },
};

/** A long name and a long shop-type word in German at phone width. */
export const StressGermanPhone: Story = {
  args: { vendor: buildShopNpc(1, { type: ShopType.SkillsOnly, name: shopNpcFixtures.longName.name }) },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Fertigkeitenlehrmeister')).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
