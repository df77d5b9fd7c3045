import { Button } from '@rpg/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from './EmptyState.tsx';
import { ErrorState } from './ErrorState.tsx';
import { HelpDialogButton } from './HelpDialogButton.tsx';
import { LoadingState } from './LoadingState.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';

/** The shared pieces of every game screen: header, loading skeletons, empty and error states, help dialog. */
const meta = {
  title: 'Game/Shared/ScreenState',
  component: ScreenHeader,
  parameters: {
    guidance: {
      do: [
        'Build every game screen from these pieces: ScreenHeader (back link, h1, help), LoadingState, EmptyState and ErrorState.',
        'Give EmptyState an `action`: a way forward, such as a link to where things come from.',
        'Give ErrorState an `onRetry`, so a failed load can be tried again.',
      ],
      dont: [
        "Don't write a screen's own spinner or error box: the shared states keep the screens alike.",
        "Don't put the help text on the page itself: the help dialog holds it.",
      ],
    },
  },
  args: { title: 'Sklepy', back: { page: 'myCharacter' } },
} satisfies Meta<typeof ScreenHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const noOverflow = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

/** Back link, h1, a help button on the right and the intro text. */
export const Header: Story = {
  render: (args) => (
    <ScreenHeader
      {...args}
      actions={<HelpDialogButton title="O sklepach">Każdy handlarz sprzedaje inne przedmioty.</HelpDialogButton>}
    >
      Handlarze z całej krainy czekają na twoje złoto.
    </ScreenHeader>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Sklepy' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: /Wróć/ })).toHaveAttribute('href', '#myCharacter');
    expect(canvas.getByText('Handlarze z całej krainy czekają na twoje złoto.')).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Pomoc: O sklepach' })).toBeInTheDocument();
  },
};

/** The help button opens a dialog (keyboard path), Escape closes it and focus returns to the button. */
export const HelpDialog: Story = {
  render: () => <HelpDialogButton title="O lokacjach">Podróż kosztuje punkty akcji.</HelpDialogButton>,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pomoc: O lokacjach' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'O lokacjach' });
    expect(within(dialog).getByText('Podróż kosztuje punkty akcji.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.click(button);
    const again = await screen.findByRole('dialog', { name: 'O lokacjach' });
    await userEvent.click(within(again).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Skeleton cards: a status region named "Wczytywanie…". */
export const LoadingCards: Story = {
  render: () => <LoadingState />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    expect(status).toHaveTextContent('Wczytywanie…');
    expect(status).toHaveAttribute('data-variant', 'cards');
  },
};

export const LoadingList: Story = {
  render: () => <LoadingState variant="list" count={4} label="Wczytywanie rankingu…" />,
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Wczytywanie rankingu…');
  },
};

export const LoadingDetail: Story = {
  render: () => <LoadingState variant="detail" />,
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-variant', 'detail');
  },
};

/** Nothing to show, with a way forward. */
export const Empty: Story = {
  render: () => (
    <EmptyState
      title="Brak zadań"
      description="Wróć później: zleceniodawcy wciąż szukają śmiałków."
      action={<Button variant="soft">Odśwież</Button>}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Brak zadań' })).toBeInTheDocument();
    expect(canvas.getByText('Wróć później: zleceniodawcy wciąż szukają śmiałków.')).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Odśwież' })).toBeInTheDocument();
  },
};

const retry = fn();

/** A failed load: alert with the default texts; Try again calls onRetry (mouse and keyboard). */
export const ErrorWithRetry: Story = {
  render: () => <ErrorState onRetry={retry} />,
  play: async ({ canvasElement }) => {
    retry.mockClear();
    const canvas = within(canvasElement);
    expect(canvas.getByRole('alert')).toHaveTextContent('Coś poszło nie tak');
    const button = canvas.getByRole('button', { name: 'Spróbuj ponownie' });
    await userEvent.click(button);
    expect(retry).toHaveBeenCalledTimes(1);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(retry).toHaveBeenCalledTimes(2);
  },
};

/** Everything in English. */
export const English: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <>
      <ScreenHeader {...args} title="Shops" actions={<HelpDialogButton title="About shops">Help</HelpDialogButton>} />
      <ErrorState />
      <LoadingState variant="list" count={2} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('link', { name: /Back/ })).toBeInTheDocument();
    expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    expect(canvas.getByRole('button', { name: 'Help: About shops' })).toBeInTheDocument();
  },
};

/** Long German title and actions wrap at phone width without overflow. */
export const PhoneLongGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <>
      <ScreenHeader
        title="Ausrüstungsgegenstände und Charakterverbesserungsmöglichkeiten"
        back={{ page: 'myCharacter' }}
        backLabel="Zurück zur Charakterübersicht"
        actions={
          <>
            <Button variant="soft">Händlerangebot neu würfeln</Button>
            <HelpDialogButton title="Über die Händler">Text</HelpDialogButton>
          </>
        }
      >
        Alle Händlerinnen und Händler des Königreichs warten auf dein Gold.
      </ScreenHeader>
      <LoadingState count={2} />
      <ErrorState onRetry={fn()} />
    </>
  ),
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    noOverflow();
  },
};
