import { baseInfoFixtures, buildBaseInfo } from '@rpg/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type NavItem, Navigation, type NavigationLinkProps } from './Navigation.tsx';
import {
  mobileDrawerNavItemIds,
  type NavItemId,
  navItemIds,
  signedInNavItemIds,
  signedOutNavItemIds,
} from './navItems.ts';

/** The app's routes for each destination (apps/game owns the real paths file). */
const paths: Record<NavItemId, string> = {
  home: '/',
  login: '/account/login',
  register: '/account/register',
  myCharacter: '/my-character',
  arena: '/arena',
  battle: '/battle',
  shop: '/shop',
  locations: '/locations',
  premiumShop: '/premium-shop',
  quests: '/quests',
  ranking: '/ranking',
  equipment: '/equipment',
  skills: '/my-character/skills',
};

const toItems = (ids: readonly NavItemId[]): NavItem[] => ids.map((id) => ({ id, href: paths[id] }));

/** Stands in for the router's link: it renders an <a> and keeps the story on its page. */
function StoryLink({ href, className, children, onClick, 'aria-current': ariaCurrent }: NavigationLinkProps) {
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
  args: {
    signedIn: false,
    items: toItems(signedOutNavItemIds),
    linkComponent: StoryLink,
    language: 'pl',
    onLanguageChange: fn(),
    onNavigate: fn(),
    onLogout: fn(),
    baseInfo: baseInfoFixtures.starting,
    balanceLoading: false,
  },
  argTypes: { linkComponent: { control: false }, items: { control: 'object' } },
} satisfies Meta<typeof Navigation>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = { signedIn: true, items: toItems(signedInNavItemIds) } as const;
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
    expect(links.map((link) => link.getAttribute('href'))).toEqual(signedInNavItemIds.map((id) => paths[id]));
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
    expect(brand).toHaveAttribute('href', '/');
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
  args: { ...signedIn, currentHref: '/battle' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation'));
    expect(nav.getByRole('link', { name: 'Walka' })).toHaveAttribute('aria-current', 'page');
    const others = nav.getAllByRole('link').filter((link) => link.textContent !== 'Walka');
    for (const link of others) expect(link).not.toHaveAttribute('aria-current');
  },
};

export const SignedOutCurrentPage: Story = {
  args: { currentHref: '/account/login' },
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

/** Without a link component the links are plain anchors. */
export const PlainAnchors: Story = {
  args: { linkComponent: undefined },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('link', { name: 'Zarejestruj się' })).toHaveAttribute(
      'href',
      '/account/register',
    );
  },
};

export const English: Story = {
  args: { ...signedIn, language: 'en', currentHref: '/my-character' },
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
  args: { ...signedIn, currentHref: '/my-character' },
  globals: { locale: 'pl' },
};

/** At 390px the header stays within the screen: links wrap, every control stays reachable. */
export const PhoneSignedIn: Story = {
  args: { ...signedIn, currentHref: '/quests' },
  globals: phone,
  play: async ({ args, canvasElement }) => {
    expectNoHorizontalOverflow();
    const canvas = within(canvasElement);
    for (const link of canvas.getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await userEvent.click(canvas.getByRole('link', { name: 'Ranking' }));
    expect(args.onNavigate).toHaveBeenCalledWith('ranking');
  },
};

export const PhoneSignedOut: Story = {
  globals: phone,
  play: async () => {
    expectNoHorizontalOverflow();
  },
};

/** German, every destination of the spec and the widest balance, at phone width. */
export const StressGermanPhone: Story = {
  args: {
    ...signedIn,
    items: toItems(navItemIds.filter((id) => !signedOutNavItemIds.includes(id as never))),
    language: 'de',
    baseInfo: baseInfoFixtures.huge,
    currentHref: '/premium-shop',
  },
  globals: { locale: 'de', ...phone },
  play: async ({ canvasElement }) => {
    expectNoHorizontalOverflow();
    expect(within(canvasElement).getByRole('link', { name: 'Premium-Laden' })).toHaveAttribute('aria-current', 'page');
  },
};

/** German and Polish long words at desktop width, with the mobile drawer's extra destinations. */
export const StressGermanDesktop: Story = {
  args: {
    ...signedIn,
    items: toItems([...new Set([...signedInNavItemIds, ...mobileDrawerNavItemIds])]),
    language: 'de',
    baseInfo: buildBaseInfo({ baseCurrency: 987_654, premiumCurrency: 123_456_789, stamina: 100 }),
  },
  globals: { locale: 'de', viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    expectNoHorizontalOverflow();
  },
};

export const StressPolishPhone: Story = {
  args: {
    ...signedIn,
    items: toItems([...new Set([...signedInNavItemIds, ...mobileDrawerNavItemIds])]),
    baseInfo: baseInfoFixtures.huge,
  },
  globals: { locale: 'pl', ...phone },
  play: async () => {
    expectNoHorizontalOverflow();
  },
};
