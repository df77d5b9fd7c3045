import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { GameDestination } from './destinations.ts';
import { GameLink, type GameLinkComponentProps, GameLinkProvider } from './GameLink.tsx';

const meta = {
  title: 'Game/Shared/GameLink',
  component: GameLink,
  parameters: {
    guidance: {
      do: [
        "Use GameLink for every link inside the game components: back links, 'view', player names.",
        "Name the destination (`{ page: 'vendor', id: 18 }`), never a path: the app owns the paths.",
        "Use `variant='button'` for navigation that should look like a button.",
      ],
      dont: [
        "Don't use it for actions: a Button does things, a link goes somewhere.",
        "Don't import the router into a game component: the host's GameLinkProvider renders the link.",
      ],
    },
  },
  args: { to: { page: 'shop' }, children: 'Back to the shops' },
} satisfies Meta<typeof GameLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider the link is a plain anchor to a fragment naming its destination. */
export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to the shops' });
    expect(link).toHaveAttribute('href', '#shop');
  },
};

/** A page of one thing carries its id. */
export const WithId: Story = {
  args: { to: { page: 'vendor', id: 18 }, children: 'The tailor' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('link', { name: 'The tailor' })).toHaveAttribute('href', '#vendor/18');
  },
};

export const AsButton: Story = { args: { variant: 'button' } };

const navigate = fn();
const hostPaths = (to: GameDestination) => (to.page === 'shop' ? '/host/shops' : `/host/${to.page}`);

/** The host's link component and paths receive every link: here it records the navigation instead of leaving the page. */
export const ThroughTheHostRouter: Story = {
  decorators: [
    (Story) => (
      <GameLinkProvider
        hrefOf={hostPaths}
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
    expect(link).toHaveAttribute('href', '/host/shops');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/host/shops');
  },
};
