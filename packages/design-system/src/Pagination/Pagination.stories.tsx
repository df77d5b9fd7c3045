import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { longLabels, narrow, phoneGlobals } from '../private/stories.tsx';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Design System/Pagination',
  component: Pagination,
  parameters: {
    guidance: {
      do: [
        'Use Pagination for long ordered lists the server pages (the ranking).',
        "Show where the player is ('Page 3 of 12').",
      ],
      dont: [
        "Don't paginate short lists that fit a screen.",
        "Don't hide the previous and next buttons at the ends: they stay, disabled and focusable.",
      ],
    },
  },
  args: {
    label: 'Ranking pages',
    page: 2,
    totalPages: 7,
    previousLabel: 'Previous',
    nextLabel: 'Next',
    pageLabel: (page, total) => `Page ${page} of ${total}`,
    onChange: fn(),
  },
  argTypes: { pageLabel: { control: false } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Previous and next call onChange with the neighbouring page. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Ranking pages' })).toBeVisible();
    await expect(canvas.getByText('Page 2 of 7')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** Page 1: previous is disabled (but stays focusable) and does nothing. */
export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ args, canvas, userEvent }) => {
    const previous = canvas.getByRole('button', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The last page: next is disabled. */
export const LastPage: Story = {
  args: { page: 7 },
  play: async ({ args, canvas, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** One page (or none): both buttons are disabled. */
export const SinglePage: Story = {
  args: { page: 1, totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    for (const button of canvas.getAllByRole('button')) await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Out-of-range pages are clamped into 1..totalPages. */
export const OutOfRange: Story = {
  args: { page: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 7 of 7')).toBeVisible();
  },
};

/** Keyboard: Enter on next walks to the last page; focus stays on the (now disabled) button. */
export const Keyboard: Story = {
  args: { page: 5 },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onChange={(next) => {
          args.onChange(next);
          setPage(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveFocus();
    await expect(getComputedStyle(next).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Page 6 of 7')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByText('Page 7 of 7')).toBeVisible();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Long German and Polish labels wrap inside a 200px container. */
export const LongLabelsInNarrowContainer: Story = {
  decorators: [narrow],
  args: {
    previousLabel: longLabels.de,
    nextLabel: longLabels.pl,
    pageLabel: (page, total) => `${longLabels.compound} ${page}/${total}`,
  },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(200);
    }
  },
};

export const OnPhone: Story = { globals: phoneGlobals };
