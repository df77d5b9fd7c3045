import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameLink, type GameLinkComponentProps, GameLinkProvider } from './GameLink.tsx';

const meta = {
  title: 'Game/GameLink',
  component: GameLink,
  args: { href: '/shop', children: 'Back to the shops' },
} satisfies Meta<typeof GameLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider the link is a plain anchor. */
export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to the shops' });
    expect(link).toHaveAttribute('href', '/shop');
  },
};

export const AsButton: Story = { args: { variant: 'button' } };

const navigate = fn();

/** The host's link component receives every link: here it records the navigation instead of leaving the page. */
export const ThroughTheHostRouter: Story = {
  decorators: [
    (Story) => (
      <GameLinkProvider
        component={({ href, className, children }: GameLinkComponentProps) => (
          <a
            href={href}
            className={className}
            data-router="host"
            onClick={(event) => {
              event.preventDefault();
              navigate(href);
            }}
          >
            {children}
          </a>
        )}
      >
        <Story />
      </GameLinkProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to the shops' });
    expect(link).toHaveAttribute('data-router', 'host');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/shop');
  },
};
