import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { longLabels, phoneGlobals } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { spaceNames } from '../tokens/types.ts';
import { columnsAlignYs, columnsCollapseBelows, columnWidths } from './Columns.css.ts';
import { Column, Columns } from './Columns.tsx';

/** A visible block to show a column's extent. */
const Block = ({ children, tall = false }: { children: ReactNode; tall?: boolean }) => (
  <Box background="brandSoft" borderRadius="small" padding="small" data-block="">
    <Text>{children}</Text>
    {tall ? (
      <>
        <br />
        <Text>second line</Text>
      </>
    ) : null}
  </Box>
);

const meta = {
  title: 'Design System/Columns',
  component: Columns,
  parameters: {
    guidance: {
      do: [
        'Use Columns for side-by-side regions of a screen: an avatar beside its stats, a list beside its details.',
        'Size the fixed parts (`1/3`, `content`) and leave one column fluid to take what is left.',
        'Set `collapseBelow` so the columns stack on phones instead of squeezing.',
      ],
      dont: [
        "Don't use Columns for a row of buttons or badges that should wrap: use Inline.",
        "Don't nest Columns more than once; a third level never fits a 390 px screen.",
        "Don't put margins on the children to fake gaps: use `space`.",
      ],
    },
  },
  args: {
    space: 'medium',
    alignY: 'stretch',
    children: [
      <Column key="a" width="1/3">
        <Block>One third</Block>
      </Column>,
      <Column key="b">
        <Block>Fluid</Block>
      </Column>,
      <Column key="c" width="content">
        <Block>Content</Block>
      </Column>,
    ],
  },
  argTypes: {
    space: { control: 'select', options: spaceNames },
    collapseBelow: { control: 'inline-radio', options: [undefined, ...columnsCollapseBelows] },
    alignY: { control: 'inline-radio', options: columnsAlignYs },
    children: { control: false },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Fractions are of the whole row, gaps included: two halves fill it exactly. */
export const Halves: Story = {
  render: (args) => (
    <div style={{ width: '600px' }}>
      <Columns {...args}>
        <Column width="1/2">
          <Block>Half</Block>
        </Column>
        <Column width="1/2">
          <Block>Half</Block>
        </Column>
      </Columns>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [left, right] = Array.from(canvasElement.querySelectorAll('[data-block]')).map((block) =>
      block.parentElement?.getBoundingClientRect(),
    );
    // medium space is 16px: (600 - 16) / 2.
    await expect(left?.width).toBeCloseTo(292, 0);
    await expect(right?.right).toBeCloseTo((left?.left ?? 0) + 600, 0);
  },
};

/** Every width beside a fluid column. */
export const Widths: Story = {
  render: (args) => (
    <Stack space="small">
      {columnWidths.map((width) => (
        <Columns key={width} {...args} space="small">
          <Column width={width}>
            <Block>{width}</Block>
          </Column>
          <Column>
            <Block>fluid</Block>
          </Column>
        </Columns>
      ))}
    </Stack>
  ),
};

/** Side by side, aligned vertically. */
export const AlignY: Story = {
  render: (args) => (
    <Stack space="medium">
      {columnsAlignYs.map((alignY) => (
        <Columns key={alignY} {...args} alignY={alignY}>
          <Column width="content">
            <Block tall>{alignY}</Block>
          </Column>
          <Column>
            <Block>aligned {alignY}</Block>
          </Column>
        </Columns>
      ))}
    </Stack>
  ),
};

/** Stacked below the tablet breakpoint (see it on the phone viewport), side by side from it. */
export const CollapseBelowTablet: Story = { args: { collapseBelow: 'tablet' } };

export const CollapsedOnPhone: Story = {
  args: { collapseBelow: 'tablet' },
  globals: phoneGlobals,
};

/** Long German and Polish words break inside their columns instead of overflowing. */
export const LongLabels: Story = {
  render: (args) => (
    <div style={{ width: '320px' }}>
      <Columns {...args} space="small">
        <Column>
          <Block>{longLabels.compound}</Block>
        </Column>
        <Column>
          <Block>{longLabels.pl}</Block>
        </Column>
      </Columns>
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const block of Array.from(canvasElement.querySelectorAll('[data-block]'))) {
      await expect(block.scrollWidth).toBeLessThanOrEqual(block.clientWidth + 1);
    }
  },
};

export const OnPhone: Story = { globals: phoneGlobals };
