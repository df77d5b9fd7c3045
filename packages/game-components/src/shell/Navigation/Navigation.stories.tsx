import { baseInfoFixtures, buildBaseInfo } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fragmentHrefOf, type GameLinkComponentProps, GameLinkProvider } from '../../shared/GameLink/index.ts';
import { Navigation } from './Navigation.tsx';
import { mobileDrawerNavItemIds, navItemIds, signedInNavItemIds, signedOutNavItemIds } from './navItems.ts';

/** Stands in for the router's link: it renders an <a> and keeps the story on its page. */
function StoryLink({ href, className, children, onClick, 'aria-current': ariaCurrent }: GameLinkComponentProps) {
  return (
    <a
      href={href}
      className={className}
      aria-current={ariaCurrent}
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
  title: 'Game/Navigation',
  component: Navigation,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <GameLinkProvider component={StoryLink} hrefOf={fragmentHrefOf}>
        <Story />
      </GameLinkProvider>
    ),
  ],
  args: {
    signedIn: false,
    items: signedOutNavItemIds,
    language: 'pl',
    onLanguageChange: fn(),
    onNavigate: fn(),
    onLogout: fn(),
    baseInfo: baseInfoFixtures.starting,
    balanceLoading: false,
  },
  argTypes: { items: { control: 'object' } },
} satisfies Meta<typeof Navigation>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = { signedIn: true, items: signedInNavItemIds } as const;
const phone = { viewport: { value: 'phone', isRotated: false } } as const;

const expectNoHorizontalOverflow = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

export const Playground: Story = { args: signedIn };

/** Home, Login, Register and the language selector; no balance, no logout. */
export const SignedOut: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Nawigacja główna' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Strona główna', 'Zaloguj się', 'Zarejestruj się']);
    expect(canvas.queryByRole('group', { name: 'Twoje zasoby' })).toBeNull();
    expect(canvas.queryByRole('button', { name: 'Wyloguj się' })).toBeNull();

    await userEvent.click(within(nav).getByRole('link', { name: 'Zaloguj się' }));
    expect(args.onNavigate).toHaveBeenCalledWith('login');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Język' }), 'en');
    expect(args.onLanguageChange).toHaveBeenCalledWith('en');
  },
};

/** The spec's game links, the balance bar, the language selector and logout. */
export const SignedIn: Story = {
  args: signedIn,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const links = within(canvas.getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(signedInNavItemIds.map((page) => `#${page}`));
    expect(canvas.getByRole('group', { name: 'Twoje zasoby' })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('link', { name: 'Walka' }));
    expect(args.onNavigate).toHaveBeenCalledWith('battle');

    await userEvent.click(canvas.getByRole('button', { name: 'Wyloguj się' }));
    expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Tab goes brand, language, logout, then the links in order; Enter follows a link. */
export const KeyboardOrder: Story = {
  args: signedIn,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    expect(canvas.getByRole('link', { name: 'Przeglądarkowe RPG' })).toHaveFocus();
    await userEvent.tab();
    expect(canvas.getByRole('combobox', { name: 'Język' })).toHaveFocus();
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: 'Wyloguj się' })).toHaveFocus();
    await userEvent.tab();
    expect(canvas.getByRole('link', { name: 'Moja postać' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(args.onNavigate).toHaveBeenCalledWith('myCharacter');
    await userEvent.tab();
    expect(canvas.getByRole('link', { name: 'Arena' })).toHaveFocus();
  },
};

/** The brand title links home (and plays the click sound like every link). */
export const BrandLinksHome: Story = {
  args: signedIn,
  play: async ({ args, canvasElement }) => {
    const brand = within(canvasElement).getByRole('link', { name: 'Przeglądarkowe RPG' });
    expect(brand).toHaveAttribute('href', '#home');
    await userEvent.click(brand);
    expect(args.onNavigate).toHaveBeenCalledWith('home');
  },
};

export const SignedInLoadingBalance: Story = {
  args: { ...signedIn, baseInfo: undefined, balanceLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('status')).toHaveTextContent('Wczytywanie zasobów');
    expect(canvas.getByRole('button', { name: 'Wyloguj się' })).toBeEnabled();
  },
};

/** Signed in before the character exists: there is no balance yet, so no bar (and no endless skeleton). */
export const SignedInWithoutCharacter: Story = {
  args: { ...signedIn, baseInfo: undefined, balanceLoading: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('group', { name: 'Twoje zasoby' })).toBeNull();
    expect(canvas.queryByRole('status')).toBeNull();
    expect(canvas.getByRole('button', { name: 'Wyloguj się' })).toBeEnabled();
  },
};

/** The link of the current route is marked for the eye and for screen readers. */
export const CurrentPage: Story = {
  args: { ...signedIn, currentHref: '#battle' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation'));
    expect(nav.getByRole('link', { name: 'Walka' })).toHaveAttribute('aria-current', 'page');
    const others = nav.getAllByRole('link').filter((link) => link.textContent !== 'Walka');
    for (const link of others) expect(link).not.toHaveAttribute('aria-current');
  },
};

export const SignedOutCurrentPage: Story = {
  args: { currentHref: '#login' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Without a logout handler no logout button is offered. */
export const SignedInWithoutLogout: Story = {
  args: { ...signedIn, onLogout: undefined },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Without a provider (the decorator's) the links are plain anchors to fragments naming their destinations. */
export const PlainAnchors: Story = {
  decorators: [(Story) => <Story />],
  render: (args) => <Navigation {...args} />,
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('link', { name: 'Zarejestruj się' })).toHaveAttribute('href', '#register');
  },
};

export const English: Story = {
  args: { ...signedIn, language: 'en', currentHref: '#myCharacter' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'My character' })).toHaveAttribute('aria-current', 'page');
    expect(canvas.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  },
};

export const EnglishSignedOut: Story = {
  args: { language: 'en' },
  globals: { locale: 'en' },
};

export const Polish: Story = {
  args: { ...signedIn, currentHref: '#myCharacter' },
  globals: { locale: 'pl' },
};

/** At 390px a signed-in player's links live in the drawer: the menu button opens it, a link closes it. */
export const PhoneSignedIn: Story = {
  args: { ...signedIn, currentHref: '#quests' },
  globals: phone,
  play: async ({ args, canvasElement }) => {
    expectNoHorizontalOverflow();
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('link', { name: 'Ranking' })).toBeNull();
    const menu = canvas.getByRole('button', { name: 'Otwórz menu' });
    await userEvent.click(menu);
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' });
    const links = within(drawer).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Moja postać',
      'Sklepy',
      'Ekwipunek',
      'Umiejętności',
      'Walka',
      'Lokacje',
      'Zadania',
    ]);
    expect(within(drawer).getByRole('link', { name: 'Zadania' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Walka' }));
    expect(args.onNavigate).toHaveBeenCalledWith('battle');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
  },
};

/** The drawer open at phone width (designers' view); Escape closes it and gives focus back to the menu button. */
export const PhoneDrawerOpen: Story = {
  args: { ...signedIn, currentHref: '#myCharacter' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Otwórz menu' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Moja postać' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Otwórz menu' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Otwórz menu' }));
    await within(document.body).findByRole('dialog', { name: 'Menu' });
  },
};

/** Logging out from the drawer closes it and calls onLogout. */
export const PhoneDrawerLogout: Story = {
  args: { ...signedIn, defaultDrawerOpen: true },
  globals: phone,
  play: async ({ args }) => {
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Wyloguj się' }));
    expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** The drawer in German at phone width: long labels wrap inside it. */
export const PhoneDrawerGerman: Story = {
  args: { ...signedIn, language: 'de', defaultDrawerOpen: true, baseInfo: baseInfoFixtures.huge },
  globals: { locale: 'de', ...phone },
  play: async () => {
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menü' });
    expect(within(drawer).getByRole('link', { name: 'Ausrüstung' })).toBeInTheDocument();
    expectNoHorizontalOverflow();
  },
};

/** Signed out on a phone the header keeps its links: there is no menu button and no drawer. */
export const PhoneSignedOut: Story = {
  globals: phone,
  play: async ({ args, canvasElement }) => {
    expectNoHorizontalOverflow();
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Nawigacja główna' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#home', '#login', '#register']);
    for (const link of links) expect(link).toBeVisible();
    expect(canvas.queryByRole('button', { name: 'Otwórz menu' })).toBeNull();
    await userEvent.click(within(nav).getByRole('link', { name: 'Zarejestruj się' }));
    expect(args.onNavigate).toHaveBeenCalledWith('register');
    expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** German, every destination of the spec and the widest balance, at phone width. */
export const StressGermanPhone: Story = {
  args: {
    ...signedIn,
    items: navItemIds.filter((id) => !signedOutNavItemIds.includes(id as never)),
    drawerItems: navItemIds.filter((id) => !signedOutNavItemIds.includes(id as never)),
    language: 'de',
    baseInfo: baseInfoFixtures.huge,
    currentHref: '#premiumShop',
    defaultDrawerOpen: true,
  },
  globals: { locale: 'de', ...phone },
  play: async () => {
    expectNoHorizontalOverflow();
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menü' });
    expect(within(drawer).getByRole('link', { name: 'Premium-Laden' })).toHaveAttribute('aria-current', 'page');
  },
};

/** German and Polish long words at desktop width, with the mobile drawer's extra destinations. */
export const StressGermanDesktop: Story = {
  args: {
    ...signedIn,
    items: [...new Set([...signedInNavItemIds, ...mobileDrawerNavItemIds])],
    language: 'de',
    baseInfo: buildBaseInfo({ baseCurrency: 987_654, premiumCurrency: 123_456_789, stamina: 100 }),
  },
  globals: { locale: 'de', viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    expectNoHorizontalOverflow();
  },
};

/** The drawer in Polish at phone width with every signed-in destination: long words wrap, a link is current. */
export const PhoneDrawerPolishEveryLink: Story = {
  args: {
    ...signedIn,
    drawerItems: navItemIds.filter((id) => !signedOutNavItemIds.includes(id as never)),
    baseInfo: baseInfoFixtures.huge,
    currentHref: '#skills',
    defaultDrawerOpen: true,
  },
  globals: { locale: 'pl', ...phone },
  play: async () => {
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getAllByRole('link')).toHaveLength(10);
    expect(within(drawer).getByRole('link', { name: 'Umiejętności' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('link', { name: 'Sklep premium' })).toHaveAttribute('href', '#premiumShop');
    expect(within(drawer).getByRole('button', { name: 'Wyloguj się' })).toBeVisible();
    expectNoHorizontalOverflow();
  },
};

export const StressPolishPhone: Story = {
  args: {
    ...signedIn,
    items: [...new Set([...signedInNavItemIds, ...mobileDrawerNavItemIds])],
    baseInfo: baseInfoFixtures.huge,
  },
  globals: { locale: 'pl', ...phone },
  play: async () => {
    expectNoHorizontalOverflow();
  },
};
