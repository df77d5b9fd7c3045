import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { PropMatrix, phoneGlobals } from '../private/stories.tsx';
import { Text } from '../Text/Text.tsx';
import { spaceNames } from '../tokens/types.ts';
import { Stack, stackAligns } from './Stack.tsx';

const Item = ({ children }: { children: string }) => (
  <Box background="surfaceRaised" padding="small" borderRadius="small">
    <Text>{children}</Text>
  </Box>
);

const meta = {
  title: 'Design System/Stack',
  component: Stack,
  parameters: {
    guidance: {
      do: [
        "Use Stack for everything that runs top to bottom: a card's content, a form, a screen's sections.",
        'Pick the space from the relationship: small inside a group, large between groups.',
        "Render it `as='ul'` or `as='section'` (with a label) when the children are a list or a region.",
      ],
      dont: [
        "Don't add margins to the children to space them: the Stack's `space` owns the gaps.",
        "Don't nest a Stack only to change one gap: split the groups into two Stacks inside a larger one.",
        "Don't use it for items that belong in one row: use Inline.",
      ],
    },
  },
  args: {
    space: 'medium',
    align: 'stretch',
    children: [<Item key="1">First</Item>, <Item key="2">Second</Item>, <Item key="3">Third</Item>],
  },
  argTypes: {
    space: { control: 'select', options: spaceNames },
    align: { control: 'inline-radio', options: stackAligns },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Spaces: Story = {
  render: (args) => (
    <PropMatrix name="space" values={spaceNames} render={(space) => <Stack {...args} space={space} />} />
  ),
};

export const Alignments: Story = {
  render: (args) => (
    <PropMatrix name="align" values={stackAligns} render={(align) => <Stack {...args} align={align} />} />
  ),
};

/** xsmall on phones, large from tablets. */
export const ResponsiveSpace: Story = {
  args: { space: ['xsmall', 'large'] },
  play: async ({ canvas }) => {
    const stack = canvas.getByText('First').closest('div')?.parentElement;
    await expect(stack && getComputedStyle(stack).rowGap).not.toBe('normal');
  },
};

export const ResponsiveSpaceOnPhone: Story = { ...ResponsiveSpace, globals: phoneGlobals };

export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Heroes',
    children: ['Ayla', 'Borin', 'Cedric'].map((name) => (
      <li key={name}>
        <Item>{name}</Item>
      </li>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
