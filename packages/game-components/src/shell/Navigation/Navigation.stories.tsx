import { baseInfoFixtures, buildBaseInfo } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  fragmentHrefOf,
  type GameDestination,
  type GameLinkComponentProps,
  GameLinkProvider,
} from '../../shared/GameLink/index.ts';
import { Navigation } from './Navigation.tsx';
import { drawerNavItemIds, signedInNavItemIds, signedOutNavItemIds } from './nav-items.ts';

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
  title: 'Game/Shell/Navigation',
  component: Navigation,
  parameters: {
    // The phone drawer is a modal: a story that opens it is framed on the docs page.
    docs: { opensModal: (args: { defaultDrawerOpen?: boolean }) => args.defaultDrawerOpen === true },
    layout: 'fullscreen',
    guidance: {
      do: [
        "Use it once, as the app's header: signed out the home, login and register links; signed in the sections, balance and logout.",
        'Pass `currentHref` (the current path), so the current page (or its section) is marked.',
        "Render it inside the host's GameLinkProvider, so its links go through the router.",
      ],
      dont: [
        "Don't add a section without adding it to the game's section lists: the menus and the drawer read them.",
        "Don't move the language selector out of it: players must find it on every page.",
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

const signedIn = { signedIn: true } as const;
const phone = { viewport: { value: 'phone', isRotated: false } } as const;
const tablet = { viewport: { value: 'tablet', isRotated: false } } as const;
const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;

const expectNoHorizontalOverflow = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

const body = () => within(document.body);

/** The twelve sections of game-rules.md ("Navigation"), as the signed-in navigation names them in Polish. */
const twelveSections = [
  'Moja postać',
  'Ekwipunek',
  'Umiejętności',
  'Statystyki',
  'Lokacje',
  'Walka',
  'Arena',
  'Zadania',
  'Przygody',
  'Sklepy',
  'Sklep premium',
  'Ranking',
];

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

/**
 * Signed in on a wide screen: the sections Character, World and Trade as menus and the ranking as a
 * link, the balance bar, the language and logout. A click opens a menu, a click on its link follows it.
 */
export const SignedIn: Story = {
  args: signedIn,
  globals: desktop,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Nawigacja główna' }));
    expect(nav.getAllByRole('button').map((button) => button.textContent)).toEqual(['Postać', 'Świat', 'Handel']);
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Ranking']);
    expect(canvas.getByRole('group', { name: 'Twoje zasoby' })).toBeInTheDocument();

    const world = nav.getByRole('button', { name: 'Świat' });
    expect(world).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(world);
    expect(world).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(world.getAttribute('aria-controls') ?? '');
    expect(menu).toBeVisible();
    await userEvent.click(within(menu as HTMLElement).getByRole('link', { name: 'Walka' }));
    expect(args.onNavigate).toHaveBeenCalledWith('battle');
    expect(world).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Wyloguj się' }));
    expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Every section of the rule is two clicks away on a wide screen: open its group, choose it. */
export const EverySectionWithinTwoClicks: Story = {
  args: signedIn,
  globals: desktop,
  play: async ({ args, canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Nawigacja główna' }));
    const reached: string[] = [];
    for (const name of twelveSections) {
      const direct = nav.queryByRole('link', { name });
      if (direct) {
        await userEvent.click(direct);
      } else {
        for (const group of nav.getAllByRole('button')) {
          await userEvent.click(group);
          const link = nav.queryByRole('link', { name });
          if (link) {
            await userEvent.click(link);
            break;
          }
          await userEvent.click(group);
        }
      }
      reached.push(name);
    }
    expect(reached).toEqual(twelveSections);
    expect(args.onNavigate).toHaveBeenCalledTimes(12);
    expect((args.onNavigate as ReturnType<typeof fn>).mock.calls.map(([id]) => id)).toEqual([...signedInNavItemIds]);
  },
};

/** Designers' view: the World menu open on a wide screen, its current link marked. */
export const DesktopMenuOpen: Story = {
  args: { ...signedIn, defaultOpenSection: 'world', currentHref: '#arena' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Nawigacja główna' }));
    expect(nav.getByRole('button', { name: 'Świat' })).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Lokacje',
      'Walka',
      'Arena',
      'Zadania',
      'Przygody',
      'Ranking',
    ]);
    expect(nav.getByRole('link', { name: 'Arena' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * The keyboard: Tab goes brand, language, logout, then the sections; Enter opens a menu and Tab
 * walks its links; Arrow Down opens one on its first link and the arrows move within it; Escape
 * closes it and gives the focus back to its button; tabbing out of the navigation closes it.
 */
export const KeyboardMenus: Story = {
  args: signedIn,
  globals: desktop,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    expect(canvas.getByRole('link', { name: 'Przeglądarkowe RPG' })).toHaveFocus();
    await userEvent.tab();
    expect(canvas.getByRole('combobox', { name: 'Język' })).toHaveFocus();
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: 'Wyloguj się' })).toHaveFocus();
    await userEvent.tab();
    const character = canvas.getByRole('button', { name: 'Postać' });
    expect(character).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(character).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(canvas.getByRole('link', { name: 'Moja postać' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(canvas.getByRole('link', { name: 'Ekwipunek' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(canvas.getByRole('link', { name: 'Statystyki' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(canvas.getByRole('link', { name: 'Moja postać' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(character).toHaveAttribute('aria-expanded', 'false');
    expect(character).toHaveFocus();

    await userEvent.tab();
    const world = canvas.getByRole('button', { name: 'Świat' });
    expect(world).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Lokacje' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    expect(canvas.getByRole('link', { name: 'Przygody' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(args.onNavigate).toHaveBeenCalledWith('adventures');
    expect(world).toHaveAttribute('aria-expanded', 'false');

    // The focus leaving the navigation (Shift+Tab back to logout) closes the open menu.
    world.focus();
    await userEvent.keyboard(' ');
    expect(world).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab({ shift: true });
    expect(character).toHaveFocus();
    expect(world).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab({ shift: true });
    expect(canvas.getByRole('button', { name: 'Wyloguj się' })).toHaveFocus();
    await waitFor(() => expect(world).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** The pointer: one menu open at a time, a second click closes it, a click outside closes it. */
export const PointerMenus: Story = {
  args: signedIn,
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const character = canvas.getByRole('button', { name: 'Postać' });
    const trade = canvas.getByRole('button', { name: 'Handel' });
    await userEvent.click(character);
    expect(character).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trade);
    expect(character).toHaveAttribute('aria-expanded', 'false');
    expect(trade).toHaveAttribute('aria-expanded', 'true');
    expect(canvas.getByRole('link', { name: 'Sklep premium' })).toBeVisible();
    await userEvent.click(trade);
    expect(trade).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trade);
    await userEvent.click(canvas.getByRole('group', { name: 'Twoje zasoby' }));
    expect(trade).toHaveAttribute('aria-expanded', 'false');
    expect(canvas.queryByRole('link', { name: 'Sklep premium' })).toBeNull();
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
  globals: desktop,
  args: { ...signedIn, baseInfo: undefined, balanceLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('status')).toHaveTextContent('Wczytywanie zasobów');
    expect(canvas.getByRole('button', { name: 'Wyloguj się' })).toBeEnabled();
  },
};

/** Signed in before the character exists: there is no balance yet, so no bar (and no endless skeleton). */
export const SignedInWithoutCharacter: Story = {
  globals: desktop,
  args: { ...signedIn, baseInfo: undefined, balanceLoading: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('group', { name: 'Twoje zasoby' })).toBeNull();
    expect(canvas.queryByRole('status')).toBeNull();
    expect(canvas.getByRole('button', { name: 'Wyloguj się' })).toBeEnabled();
  },
};

/** The link of the current route is marked for the eye and for screen readers; its group's button is marked for the eye. */
export const CurrentPage: Story = {
  args: { ...signedIn, currentHref: '#battle' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation'));
    await userEvent.click(nav.getByRole('button', { name: 'Świat' }));
    expect(nav.getByRole('link', { name: 'Walka' })).toHaveAttribute('aria-current', 'page');
    const others = nav.getAllByRole('link').filter((link) => link.textContent !== 'Walka');
    for (const link of others) expect(link).not.toHaveAttribute('aria-current');
  },
};

/** The app's paths, for the stories of sub-pages (a sub-page lies under its section's path). */
const appPaths: Partial<Record<GameDestination['page'], string>> = {
  myCharacter: '/my-character',
  myCharacterMobile: '/my-character/mobile',
  skills: '/my-character/skills',
  stats: '/my-character/stats',
  shop: '/shop',
  premiumShop: '/premium-shop',
};
const appHrefOf = (to: GameDestination) => appPaths[to.page] ?? `/${to.page}`;
const withAppPaths = (Story: ComponentType) => (
  <GameLinkProvider component={StoryLink} hrefOf={appHrefOf}>
    <Story />
  </GameLinkProvider>
);

/** On a sub-page (/my-character/change-outfit) its section's link is marked current, and its group's button. */
export const SubPageCurrent: Story = {
  args: { ...signedIn, currentHref: '/my-character/change-outfit', defaultOpenSection: 'character' },
  globals: desktop,
  decorators: [withAppPaths],
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation'));
    expect(nav.getByRole('link', { name: 'Moja postać' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Umiejętności' })).not.toHaveAttribute('aria-current');
  },
};

/** A page with its own link under another (/my-character/stats) marks its own, not the section's. */
export const NestedPageOwnLink: Story = {
  args: { ...signedIn, currentHref: '/my-character/stats', defaultOpenSection: 'character' },
  globals: desktop,
  decorators: [withAppPaths],
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation'));
    expect(nav.getByRole('link', { name: 'Statystyki' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Moja postać' })).not.toHaveAttribute('aria-current');
  },
};

/** A vendor's page (/shop/18) marks the shops in the Trade menu. */
export const VendorPageMarksShops: Story = {
  args: { ...signedIn, currentHref: '/shop/18', defaultOpenSection: 'trade' },
  globals: desktop,
  decorators: [withAppPaths],
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation'));
    expect(nav.getByRole('link', { name: 'Sklepy' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Sklep premium' })).not.toHaveAttribute('aria-current');
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
  globals: desktop,
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).queryByRole('button', { name: 'Wyloguj się' })).toBeNull();
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
  args: { ...signedIn, language: 'en', currentHref: '#myCharacter', defaultOpenSection: 'character' },
  globals: { locale: 'en', ...desktop },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'My character' })).toHaveAttribute('aria-current', 'page');
    expect(canvas.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  },
};

export const EnglishSignedOut: Story = {
  args: { language: 'en', items: signedOutNavItemIds },
  globals: { locale: 'en' },
};

export const Polish: Story = {
  args: { ...signedIn, currentHref: '#myCharacter' },
  globals: { locale: 'pl', ...desktop },
};

/** German at 1024 px with the widest balance and the longest menu open: one row, nothing overflows. */
export const GermanAt1024: Story = {
  args: {
    ...signedIn,
    language: 'de',
    baseInfo: buildBaseInfo({ baseCurrency: 987_654, premiumCurrency: 123_456_789, stamina: 100 }),
    defaultOpenSection: 'character',
    currentHref: '#myCharacter',
  },
  globals: { locale: 'de', ...desktop },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '1024px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    expectNoHorizontalOverflow();
    const frame = canvasElement.querySelector('header')?.getBoundingClientRect();
    const logout = within(canvasElement).getByRole('button', { name: 'Abmelden' }).getBoundingClientRect();
    expect(logout.right).toBeLessThanOrEqual(frame?.right ?? 0);
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Hauptnavigation' }));
    const buttons = nav.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Charakter', 'Welt', 'Handel']);
    const tops = new Set(
      [...buttons, nav.getByRole('link', { name: 'Rangliste' })].map((el) => el.getBoundingClientRect().top),
    );
    expect(tops.size).toBe(1);
    expect(nav.getByRole('link', { name: 'Mein Charakter' })).toHaveAttribute('aria-current', 'page');
  },
};

/** German at tablet width (768): the sections still sit in one row under the balance. */
export const GermanTablet: Story = {
  args: { ...signedIn, language: 'de', baseInfo: baseInfoFixtures.huge, defaultOpenSection: 'trade' },
  globals: { locale: 'de', ...tablet },
  play: async () => {
    expectNoHorizontalOverflow();
  },
};

/**
 * At 390 px a signed-in player's sections live in the drawer: the menu button opens it, every
 * section of the rule is there (and the phone view of the character), with the language and logout;
 * a link closes it and gives the focus back to the menu button.
 */
export const PhoneSignedIn: Story = {
  args: { ...signedIn, currentHref: '#quests' },
  globals: phone,
  play: async ({ args, canvasElement }) => {
    expectNoHorizontalOverflow();
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('link', { name: 'Ranking' })).toBeNull();
    const menu = canvas.getByRole('button', { name: 'Otwórz menu' });
    await userEvent.click(menu);
    const drawer = await body().findByRole('dialog', { name: 'Menu' });
    const links = within(drawer).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(drawerNavItemIds.map((id) => `#${id}`));
    for (const name of twelveSections) expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Postać (widok na telefon)' })).toHaveAttribute(
      'href',
      '#myCharacterMobile',
    );
    expect(within(drawer).getByRole('list', { name: 'Świat' })).toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: 'Język' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Wyloguj się' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Zadania' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Arena' }));
    expect(args.onNavigate).toHaveBeenCalledWith('arena');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
  },
};

/** The drawer open at phone width (designers' view) with every section; Escape closes it and gives focus back to the menu button. */
export const PhoneDrawerOpen: Story = {
  args: { ...signedIn, currentHref: '#myCharacter' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Otwórz menu' }));
    const drawer = await body().findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Moja postać' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Otwórz menu' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Otwórz menu' }));
    await body().findByRole('dialog', { name: 'Menu' });
  },
};

/** On the phone view of the character (/my-character/mobile) the drawer marks that link. */
export const PhoneDrawerMobileCharacterCurrent: Story = {
  args: { ...signedIn, currentHref: '/my-character/mobile', defaultDrawerOpen: true },
  globals: phone,
  decorators: [withAppPaths],
  play: async () => {
    const drawer = await body().findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Postać (widok na telefon)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(drawer).getByRole('link', { name: 'Moja postać' })).not.toHaveAttribute('aria-current');
  },
};

/** The language is chosen in the drawer on a phone. */
export const PhoneDrawerLanguage: Story = {
  args: { ...signedIn, defaultDrawerOpen: true },
  globals: phone,
  play: async ({ args }) => {
    const drawer = await body().findByRole('dialog', { name: 'Menu' });
    await userEvent.selectOptions(within(drawer).getByRole('combobox', { name: 'Język' }), 'de');
    expect(args.onLanguageChange).toHaveBeenCalledWith('de');
  },
};

/** Logging out from the drawer closes it and calls onLogout. */
export const PhoneDrawerLogout: Story = {
  args: { ...signedIn, defaultDrawerOpen: true },
  globals: phone,
  play: async ({ args }) => {
    const drawer = await body().findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Wyloguj się' }));
    expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** The drawer in German at phone width: long labels wrap inside it. */
export const PhoneDrawerGerman: Story = {
  args: {
    ...signedIn,
    language: 'de',
    defaultDrawerOpen: true,
    baseInfo: baseInfoFixtures.huge,
    currentHref: '#premiumShop',
  },
  globals: { locale: 'de', ...phone },
  play: async () => {
    const drawer = await body().findByRole('dialog', { name: 'Menü' });
    expect(within(drawer).getByRole('link', { name: 'Ausrüstung' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Premiumladen' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('link', { name: 'Charakter (Handyansicht)' })).toBeInTheDocument();
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
    expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** The widest balance in Polish at phone width: the header takes no sideways scroll. */
export const StressPolishPhone: Story = {
  args: { ...signedIn, baseInfo: baseInfoFixtures.huge },
  globals: { locale: 'pl', ...phone },
  play: async () => {
    expectNoHorizontalOverflow();
  },
};
