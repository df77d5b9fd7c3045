import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneGlobals } from '../private/stories.tsx';
import { spaceNames } from '../tokens/types.ts';
import { Box } from './Box.tsx';

const meta = {
  title: 'Design System/Box',
  component: Box,
  parameters: {
    guidance: {
      do: [
        'Use Box when a layout needs a token-valued surface: padding, background or radius from the theme.',
        'Pass `as` for the right element (`section`, `ul`, `article`) so the outline stays meaningful.',
        "Give padding a responsive value (`{ phone: 'small', desktop: 'large' }`) instead of a second layout for phones.",
      ],
      dont: [
        "Don't reach for Box when Stack, Inline or Columns says the layout: they carry the spacing rules.",
        "Don't pass a `className` from a screen: only design-system components pass one to Box.",
        "Don't hard-code colours or pixels around it: every value is a token.",
      ],
    },
  },
  args: { padding: 'medium', background: 'surfaceRaised', borderRadius: 'medium', children: 'Box content' },
  argTypes: {
    padding: { control: 'select', options: spaceNames },
    background: {
      control: 'select',
      options: ['surface', 'surfaceRaised', 'surfaceSunken', 'brandSoft', 'infoSoft', 'criticalSoft'],
    },
    borderRadius: { control: 'select', options: ['none', 'small', 'medium', 'large', 'full'] },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Backgrounds: Story = {
  render: () => (
    <Box display="flex" flexWrap="wrap" gap="small">
      {(
        ['surface', 'surfaceRaised', 'surfaceSunken', 'neutralSoft', 'brandSoft', 'infoSoft', 'criticalSoft'] as const
      ).map((background) => (
        <Box key={background} background={background} padding="medium" borderRadius="medium">
          {background}
        </Box>
      ))}
    </Box>
  ),
};

/** Padding grows with the screen: small on phones, large on tablets, xlarge on desktops. */
export const ResponsivePadding: Story = {
  args: { padding: ['small', 'large', 'xlarge'], children: 'Responsive padding' },
  play: async ({ canvas }) => {
    const box = canvas.getByText('Responsive padding');
    await expect(Number.parseFloat(getComputedStyle(box).paddingTop)).toBeGreaterThan(0);
  },
};

export const ResponsivePaddingOnPhone: Story = {
  ...ResponsivePadding,
  globals: phoneGlobals,
};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Section landmark', children: 'A section rendered by Box' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Section landmark' }).tagName).toBe('SECTION');
  },
};
