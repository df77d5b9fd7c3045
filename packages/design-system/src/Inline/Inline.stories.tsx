import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { longLabels, narrow, PropMatrix, phoneGlobals } from '../private/stories.tsx';
import { Text } from '../Text/Text.tsx';
import { spaceNames } from '../tokens/types.ts';
import { Inline, inlineAligns, inlineAlignYs } from './Inline.tsx';

const Item = ({ children, tall = false }: { children: string; tall?: boolean }) => (
  <Box background="surfaceRaised" paddingX="small" paddingY={tall ? 'large' : 'xsmall'} borderRadius="small">
    <Text>{children}</Text>
  </Box>
);

const items = ['Sword', 'Shield', 'Helmet', 'Boots'].map((name, index) => (
  <Item key={name} tall={index === 1}>
    {name}
  </Item>
));

const meta = {
  title: 'Design System/Inline',
  component: Inline,
  parameters: {
    guidance: {
      do: [
        'Use Inline for small things in a row that may wrap: buttons, badges, stat chips, links.',
        "Set `collapseBelow='tablet'` for button rows that should stack full width on phones.",
        "Use `as='ul'` (with list children) or `as='nav'` with an `aria-label` when the row is a list or navigation.",
      ],
      dont: [
        "Don't use Inline for page regions side by side: use Columns.",
        "Don't set `wrap={false}` for translated labels: German and Polish need the second line.",
        "Don't add margins to the children: `space` is the gap.",
      ],
    },
  },
  args: { space: 'small', align: 'left', alignY: 'center', wrap: true, children: items },
  argTypes: {
    space: { control: 'select', options: spaceNames },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignYs },
    collapseBelow: { control: 'inline-radio', options: [undefined, 'tablet', 'desktop'] },
    children: { control: false },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Alignments: Story = {
  render: (args) => (
    <PropMatrix name="align" values={inlineAligns} render={(align) => <Inline {...args} align={align} />} />
  ),
};

export const VerticalAlignments: Story = {
  render: (args) => (
    <PropMatrix name="alignY" values={inlineAlignYs} render={(alignY) => <Inline {...args} alignY={alignY} />} />
  ),
};

/** Long German and Polish labels wrap onto several lines in a 200px container. */
export const WrapsInNarrowContainer: Story = {
  decorators: [narrow],
  args: {
    children: [
      <Button key="de" size="small">
        {longLabels.de}
      </Button>,
      <Button key="pl" size="small" variant="soft">
        {longLabels.pl}
      </Button>,
    ],
  },
};

/** Stacks vertically below the tablet breakpoint. */
export const CollapseBelowTablet: Story = {
  args: { collapseBelow: 'tablet' },
  play: async ({ canvas }) => {
    const container = canvas.getByText('Sword').closest('div')?.parentElement as HTMLElement;
    await expect(getComputedStyle(container).flexDirection).toBe(window.innerWidth < 740 ? 'column' : 'row');
  },
};

export const CollapseBelowTabletOnPhone: Story = { ...CollapseBelowTablet, globals: phoneGlobals };
