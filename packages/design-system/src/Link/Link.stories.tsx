import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentPropsWithRef } from 'react';
import { expect, fn } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { longLabels, narrow } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { linkTones, linkVariants } from './Link.css.ts';
import { Link } from './Link.tsx';

const navigate = fn();

/** Stands in for a router's link: takes `to`, renders an anchor, navigates without reloading. */
function RouterLink({ to, ...props }: ComponentPropsWithRef<'a'> & { to: string }) {
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

const meta = {
  title: 'Design System/Link',
  component: Link,
  parameters: {
    guidance: {
      do: [
        "Use Link for anything that navigates: routes, the rules, another player's profile.",
        "Pass the router's link component as `as` so client navigation, prefetch and middle-click all work.",
        "Write link text that makes sense out of context: 'See the ranking', not 'here'.",
      ],
      dont: [
        "Don't use a Link for an action that changes the game: use Button.",
        "Don't style a Button to look like a Link or the other way round.",
      ],
    },
  },
  args: { href: '#tavern', children: 'Visit the tavern', variant: 'inline', tone: 'brand' },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
    tone: { control: 'inline-radio', options: linkTones },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const InlineTones: Story = {
  render: (args) => (
    <Stack space="small">
      {linkTones.map((tone) => (
        <Text key={tone} as="p">
          Before you go, <Link {...args} tone={tone}>{`read the ${tone} rules`}</Link> of the realm.
        </Text>
      ))}
    </Stack>
  ),
};

export const ButtonLike: Story = {
  args: { variant: 'button' },
  render: (args) => (
    <Inline space="small">
      {linkTones.map((tone) => (
        <Link key={tone} {...args} tone={tone}>{`Go ${tone}`}</Link>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go brand' })).toHaveAttribute('href', '#tavern');
  },
};

/** With a router: `as` takes the router's link component and its props (`to`). Keyboard works. */
export const WithRouterLink: Story = {
  render: () => (
    <Link as={RouterLink} to="/arena">
      To the arena
    </Link>
  ),
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'To the arena' });
    await expect(link).toHaveAttribute('href', '/arena');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/arena');
  },
};

export const LongLabelsInNarrowContainer: Story = {
  decorators: [narrow],
  render: (args) => (
    <Stack space="medium">
      <Text as="p">
        <Link {...args}>{longLabels.de}</Link>
      </Text>
      <Link {...args} variant="button">
        {longLabels.pl}
      </Link>
    </Stack>
  ),
};
