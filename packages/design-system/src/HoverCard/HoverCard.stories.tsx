import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { longLabels, phoneGlobals } from '../private/stories.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { HoverCard } from './HoverCard.tsx';

const details = 'Force +2 · Armour +4 · Sell value 12';

/** A region with a visible name, its details for screen readers and a button. */
function Region({ label = 'Iron helm' }: { label?: string }) {
  return (
    <div style={{ display: 'grid', gap: '0.5rem', width: '9rem', padding: '0.5rem', border: '1px solid' }}>
      <strong>{label}</strong>
      <VisuallyHidden>{details}</VisuallyHidden>
      <Button size="small" onClick={fn()}>
        Equip
      </Button>
    </div>
  );
}

const meta = {
  title: 'Design System/HoverCard',
  component: HoverCard,
  parameters: {
    guidance: {
      do: [
        'Use it to show, beside a small tile, the details its screen-reader text already gives (stats, prices).',
        'Give the same details on tap for touch screens (a Dialog): a finger does not hover.',
      ],
      dont: [
        "Don't put buttons or links in the card: it is hidden from assistive technology and cannot be reached.",
        "Don't put information only in the card: keep it in the region's own (visible or visually hidden) text.",
      ],
    },
  },
  args: {
    content: <p style={{ margin: 0 }}>{details}</p>,
    children: <Region />,
  },
  argTypes: { content: { control: false }, children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '14rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HoverCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const layerOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-hover-card-layer]');

/** A mouse over the region shows the card; the pointer may move onto it; leaving hides it. */
export const Hover: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const layer = layerOf(canvasElement);
    await expect(layer).not.toBeVisible();
    await userEvent.hover(canvas.getByText('Iron helm'));
    await waitFor(() => expect(layer).toBeVisible());
    await expect(layer).toHaveTextContent(details);
    // Hidden from assistive technology: the region's own text already says it.
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    await userEvent.unhover(canvas.getByText('Iron helm'));
    await waitFor(() => expect(layer).not.toBeVisible());
  },
};

/** Keyboard focus inside the region shows it; Escape dismisses it while focus stays; leaving hides it. */
export const Focus: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const layer = layerOf(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Equip' })).toHaveFocus();
    await waitFor(() => expect(layer).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(layer).not.toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Equip' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await waitFor(() => expect(layer).toBeVisible());
    await userEvent.tab();
    await waitFor(() => expect(layer).not.toBeVisible());
  },
};

/** A click (not keyboard focus) does not open it, and `disabled` keeps it shut. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.hover(canvas.getByText('Iron helm'));
    await userEvent.click(canvas.getByRole('button', { name: 'Equip' }));
    await expect(layerOf(canvasElement)).not.toBeVisible();
  },
};

/** On a phone a long German card stays inside the screen. */
export const LongContentOnPhone: Story = {
  globals: phoneGlobals,
  args: {
    content: <p style={{ margin: 0 }}>{`${longLabels.de} ${longLabels.compound}`}</p>,
    children: <Region label={longLabels.compound} />,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Equip' })).toHaveFocus();
    const layer = layerOf(canvasElement);
    await waitFor(() => expect(layer).toBeVisible());
    await waitFor(() => {
      const rect = layer?.getBoundingClientRect();
      expect(rect?.left).toBeGreaterThanOrEqual(0);
      expect(rect?.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    });
  },
};
