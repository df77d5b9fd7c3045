import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Link } from '../Link/Link.tsx';
import { expectClosedToTrigger, longLabels, phoneGlobals, playCloseButton, withTrigger } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { drawerSides, drawerSizes } from './Drawer.css.ts';
import { Drawer } from './Drawer.tsx';

/** A trigger button plus the drawer, with the open state kept here (the drawer is controlled). */
const DrawerWithTrigger = withTrigger(Drawer, 'Open menu');

const navigation = (
  <nav aria-label="Main">
    <Stack as="ul" space="small">
      {['Town', 'Inventory', 'Arena', 'Ranking', 'Settings'].map((name) => (
        <li key={name}>
          <Link href={`#${name.toLowerCase()}`}>{name}</Link>
        </li>
      ))}
    </Stack>
  </nav>
);

const meta = {
  title: 'Design System/Drawer',
  component: Drawer,
  parameters: {
    guidance: {
      do: ['Use the Drawer for the navigation on phones.', 'Close it when the player picks a destination.'],
      dont: [
        "Don't put a task that needs the page behind it in a Drawer.",
        "Don't use it on wide screens where the navigation fits in the header.",
      ],
    },
  },
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Menu',
    closeLabel: 'Close menu',
    side: 'left',
    size: 'standard',
    children: navigation,
  },
  argTypes: {
    side: { control: 'inline-radio', options: drawerSides },
    size: { control: 'inline-radio', options: drawerSizes },
    children: { control: false },
  },
  render: (args) => <DrawerWithTrigger {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Opens from its trigger, keeps focus inside (Tab wraps), closes on Escape and gives focus back. */
export const FocusTrapAndEscape: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 7; i += 1) {
      await userEvent.tab();
      await expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expectClosedToTrigger(args.onOpenChange, trigger);
  },
};

/** The ✕ button (named by `closeLabel`) closes it. */
export const CloseButton: Story = {
  play: playCloseButton('Open menu', 'Close menu'),
};

/** Opened with the keyboard: Enter on the trigger, focus lands inside; links are reachable. */
export const KeyboardOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: 'Town' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Open menu', hidden: true })).toBeInTheDocument();
  },
};

export const Open: Story = { args: { open: true } };

export const OpenRight: Story = { args: { open: true, side: 'right', description: 'Signed in as Ayla' } };

export const Small: Story = { args: { open: true, size: 'small' } };

/** Long content scrolls inside the panel; the scroll area is a named, focusable region. */
export const LongContent: Story = {
  args: {
    open: true,
    children: (
      <Stack space="medium">
        {Array.from({ length: 30 }, (_, index) => `Chapter ${index + 1}: the road goes ever on.`).map((line) => (
          <Text as="p" key={line}>
            {line}
          </Text>
        ))}
      </Stack>
    ),
  },
  play: async () => {
    await expect(await screen.findByRole('region', { name: 'Menu' })).toHaveAttribute('tabindex', '0');
  },
};

/** Long German and Polish title and description wrap beside the close button. */
export const LongLabels: Story = {
  args: { open: true, title: longLabels.compound, description: longLabels.pl, closeLabel: longLabels.de },
};

export const OnPhone: Story = { args: { open: true }, globals: phoneGlobals };
