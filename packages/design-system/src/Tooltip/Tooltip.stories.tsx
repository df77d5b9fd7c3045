import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Link } from '../Link/Link.tsx';
import { longLabels, phoneGlobals } from '../private/stories.tsx';
import { tooltipPlacements } from './Tooltip.css.ts';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Design System/Tooltip',
  component: Tooltip,
  parameters: {
    guidance: {
      do: [
        'Use a tooltip for a short, supplementary description of a control (a cost, a shortcut).',
        "Keep it to one short sentence: it is read out with the control's name.",
        'Put it on one focusable element (a Button, a Link): it opens on hover and on keyboard focus.',
      ],
      dont: [
        "Don't put information a player needs only in a tooltip: touch screens have no hover.",
        "Don't put links or buttons inside it: it cannot be reached with the keyboard.",
        "Don't add one to an IconButton: its label already shows as a tooltip.",
      ],
    },
  },
  args: {
    content: 'Costs 3 action points',
    placement: 'top',
    children: <Button onClick={fn()}>Attack</Button>,
  },
  argTypes: {
    placement: { control: 'inline-radio', options: tooltipPlacements },
    children: { control: false },
  },
  // Room above and below for the tooltip.
  decorators: [
    (Story) => (
      <div style={{ paddingTop: '4rem', paddingBottom: '4rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Hover shows it; leaving hides it. It describes the trigger (aria-describedby) at all times. */
export const Hover: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Attack' });
    await expect(button).toHaveAccessibleDescription('Costs 3 action points');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(button);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Costs 3 action points');
    // The pointer can move onto the tooltip without it closing.
    await userEvent.hover(canvas.getByRole('tooltip'));
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.unhover(button);
    await userEvent.unhover(canvas.getByText('Costs 3 action points'));
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

/** Keyboard: focus shows it, Escape dismisses it (focus stays), blur hides it. */
export const Focus: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Attack' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

/** An existing aria-describedby on the trigger is kept. */
export const KeepsDescription: Story = {
  args: {
    children: (
      <Button onClick={fn()} aria-describedby="attack-hint">
        Attack
      </Button>
    ),
  },
  render: (args) => (
    <Inline space="small">
      <Tooltip {...args} />
      <span id="attack-hint">Ends your turn</span>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Attack' })).toHaveAccessibleDescription(
      'Ends your turn Costs 3 action points',
    );
  },
};

/** On a link. */
export const OnLink: Story = {
  args: { content: 'Opens the rules', children: <Link href="#rules">Rules</Link> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Opens the rules');
  },
};

/** Both placements, shown open (focus). */
export const Placements: Story = {
  render: (args) => (
    <Inline space="xlarge">
      {tooltipPlacements.map((placement) => (
        <Tooltip key={placement} {...args} placement={placement} content={`Placed ${placement}`}>
          <Button variant="soft">{placement}</Button>
        </Tooltip>
      ))}
    </Inline>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'bottom' }));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Placed bottom');
  },
};

/** A long German text wraps inside a bounded width and stays on screen at the left edge. */
export const LongContentAtEdge: Story = {
  args: { content: `${longLabels.de} ${longLabels.compound}`, children: <Button size="small">?</Button> },
  globals: phoneGlobals,
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: '?' }));
    const tooltip = await canvas.findByRole('tooltip');
    const rect = tooltip.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const OnPhone: Story = { ...Focus, globals: phoneGlobals };
