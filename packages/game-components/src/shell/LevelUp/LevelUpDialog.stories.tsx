import { Button } from '@rpg/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fragmentHrefOf, type GameLinkComponentProps, GameLinkProvider } from '../../shared/GameLink/index.ts';
import { LevelUpDialog } from './LevelUpDialog.tsx';

/** Stands in for the router's link: it renders an <a> and keeps the story on its page. */
function StoryLink({ href, className, children, onClick }: GameLinkComponentProps) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
}

const meta = {
  title: 'Game/Shell/LevelUp',
  component: LevelUpDialog,
  parameters: {
    // A level opens the moment (a modal dialog): framed on the docs page.
    docs: { opensModal: (args: { level?: number }) => args.level !== undefined },
    guidance: {
      do: [
        "Open it when the character's level rises, whatever raised it (a fight, a quest, an adventure).",
        'Pass the unspent stat points: with points left it links to the stats page.',
      ],
      dont: [
        "Don't open it twice for one level.",
        "Don't open it on top of another dialog: wait until that one closes.",
      ],
    },
  },
  decorators: [
    (Story) => (
      <GameLinkProvider component={StoryLink} hrefOf={fragmentHrefOf}>
        <Story />
      </GameLinkProvider>
    ),
  ],
  args: { level: 5, statPoints: 5, onClose: fn(), onSpendPoints: fn() },
} satisfies Meta<typeof LevelUpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const phone = { viewport: { value: 'phone', isRotated: false } } as const;

/** The dialog's code loads the first time it opens: the story ends once it is shown. */
export const Playground: Story = {
  play: async () => {
    await body().findByRole('dialog', { name: 'Poziom 5!' });
  },
};

/** The moment itself: the new level, the points waiting (Polish "5 punktów") and the link to spend them. */
export const FivePoints: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Poziom 5!' });
    expect(dialog).toHaveAccessibleDescription(
      'Twój bohater awansował na poziom 5. Masz 5 punktów statystyk do rozdania.',
    );
    const spend = within(dialog).getByRole('link', { name: 'Rozdaj punkty' });
    expect(spend).toHaveAttribute('href', '#stats');
    await userEvent.click(spend);
    expect(args.onSpendPoints).toHaveBeenCalledOnce();
    expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Polish plural: one point ("1 punkt"). */
export const OnePoint: Story = {
  args: { level: 2, statPoints: 1 },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Poziom 2!' });
    expect(dialog).toHaveAccessibleDescription(
      'Twój bohater awansował na poziom 2. Masz 1 punkt statystyk do rozdania.',
    );
  },
};

/** Polish plural: a few points ("2 punkty", "22 punkty"). */
export const FewPoints: Story = {
  args: { level: 3, statPoints: 22 },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Poziom 3!' });
    expect(dialog).toHaveAccessibleDescription(
      'Twój bohater awansował na poziom 3. Masz 22 punkty statystyk do rozdania.',
    );
  },
};

/** Every point already spent: no link to the stats, the button just closes. */
export const NoPointsLeft: Story = {
  args: { level: 7, statPoints: 0 },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Poziom 7!' });
    expect(within(dialog).queryByRole('link')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** "Later" and Escape close it. */
export const LaterAndEscape: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Poziom 5!' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Później' }));
    expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Closed: nothing is shown. */
export const Closed: Story = {
  args: { level: undefined },
  play: async () => {
    expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** In the app: a button has the focus when the level rises; closing the moment gives the focus back to it. */
export const FocusReturns: Story = {
  args: { level: undefined },
  render: function Render(args) {
    const [level, setLevel] = useState<number | undefined>(undefined);
    return (
      <>
        <Button onClick={() => setLevel(12)}>Walcz</Button>
        <LevelUpDialog
          {...args}
          level={level}
          onClose={() => {
            args.onClose();
            setLevel(undefined);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const fight = within(canvasElement).getByRole('button', { name: 'Walcz' });
    await userEvent.click(fight);
    const dialog = await body().findByRole('dialog', { name: 'Poziom 12!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Później' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(fight).toHaveFocus());
  },
};

/** German, on a phone: "3 Attributpunkte". */
export const GermanPhone: Story = {
  args: { level: 14, statPoints: 3 },
  globals: { locale: 'de', ...phone },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Stufe 14!' });
    expect(dialog).toHaveAccessibleDescription(
      'Dein Held hat Stufe 14 erreicht. Du hast 3 Attributpunkte zu verteilen.',
    );
    // Visible once the dialog has risen in.
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Punkte verteilen' })).toBeVisible());
    expect(within(dialog).getByRole('button', { name: 'Später' })).toBeVisible();
  },
};

/** German singular: "1 Attributpunkt". */
export const GermanOnePoint: Story = {
  args: { level: 2, statPoints: 1 },
  globals: { locale: 'de' },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Stufe 2!' });
    expect(dialog).toHaveAccessibleDescription('Dein Held hat Stufe 2 erreicht. Du hast 1 Attributpunkt zu verteilen.');
  },
};

/** Polish on a phone, level 100 with "105 punktów"... the largest numbers still fit. */
export const PolishPhoneLarge: Story = {
  args: { level: 100, statPoints: 105 },
  globals: phone,
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Poziom 100!' });
    expect(dialog).toHaveAccessibleDescription(
      'Twój bohater awansował na poziom 100. Masz 105 punktów statystyk do rozdania.',
    );
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
