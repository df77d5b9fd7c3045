import type { BaseInfo, Language } from '@rpg/contracts';
import { Box, Button, IconButton } from '@rpg/design-system';
import { useEffect, useState } from 'react';
import { useGameLinkComponent, useHrefOf } from '../../shared/GameLink/index.ts';
import { cx } from '../../shared/private/cx.ts';
import { onDemand } from '../../shared/private/onDemand.tsx';
import { useGameTranslation } from '../../shared/private/useGameTranslation.ts';
import { BalanceBar } from '../BalanceBar/BalanceBar.tsx';
import { LanguageSelector } from '../LanguageSelector/LanguageSelector.tsx';
import * as styles from './Navigation.css.ts';
import { mobileDrawerNavItemIds, type NavItemId } from './navItems.ts';

export interface NavigationProps {
  /** Signed-in header: balance bar, logout and (on phones) the menu drawer; signed out: none of them. */
  signedIn: boolean;
  /** The header's links, in order (see `signedOutNavItemIds` and `signedInNavItemIds`). */
  items: readonly NavItemId[];
  /** The links of the phone drawer (signed in; default the spec's `mobileDrawerNavItemIds`). */
  drawerItems?: readonly NavItemId[];
  /** The current location's href: the link leading there is marked `aria-current="page"`. */
  currentHref?: string;
  /** Called when a link (or the brand, with `home`) is clicked: the app plays the click sound. */
  onNavigate?: (id: NavItemId) => void;
  /** Called by the logout button, shown only when signed in and this is given. */
  onLogout?: () => void;
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** The balance bar's values (signed in only; without values and not loading, e.g. before the character exists, no bar). */
  baseInfo?: BaseInfo | undefined;
  /** The balance bar's loading state (signed in only). */
  balanceLoading?: boolean;
  /** Open the phone drawer at first (stories). */
  defaultDrawerOpen?: boolean;
}

/** The phone drawer starts closed: its code (the dialog primitives) loads once a signed-in header is shown. */
const NavigationDrawer = onDemand(async () => (await import('./NavigationDrawer.tsx')).NavigationDrawer);

const MenuIcon = () => (
  <svg
    viewBox="0 0 20 20"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M3 5h14M3 10h14M3 15h14" strokeLinecap="round" />
  </svg>
);

/**
 * The site header: brand, the spec's links, language selector, and when signed in the balance
 * bar and logout. On phones a signed-in player's links live in a drawer (the spec's mobile
 * drawer) opened by the menu button. Links go through the host's GameLinkProvider.
 */
export function Navigation({
  signedIn,
  items,
  drawerItems = mobileDrawerNavItemIds,
  currentHref,
  onNavigate,
  onLogout,
  language,
  onLanguageChange,
  baseInfo,
  balanceLoading = false,
  defaultDrawerOpen = false,
}: NavigationProps) {
  const { t } = useGameTranslation();
  const LinkComponent = useGameLinkComponent();
  const hrefOf = useHrefOf();
  const [drawerOpen, setDrawerOpen] = useState(defaultDrawerOpen);
  useEffect(() => {
    if (signedIn) NavigationDrawer.preload();
  }, [signedIn]);

  const links = (ids: readonly NavItemId[], className: string, onChoose?: () => void) =>
    ids.map((id) => {
      const href = hrefOf({ page: id });
      return (
        <li key={id}>
          <LinkComponent
            href={href}
            className={className}
            aria-current={href === currentHref ? 'page' : undefined}
            onClick={() => {
              onNavigate?.(id);
              onChoose?.();
            }}
          >
            {t(`nav.items.${id}`)}
          </LinkComponent>
        </li>
      );
    });

  return (
    <Box as="header" className={styles.header}>
      <Box className={cx(styles.inner, !signedIn && styles.innerSignedOut)}>
        <LinkComponent href={hrefOf({ page: 'home' })} className={styles.brand} onClick={() => onNavigate?.('home')}>
          {t('nav.brand')}
        </LinkComponent>
        {signedIn && (baseInfo || balanceLoading) ? (
          <Box className={styles.balance}>
            <BalanceBar baseInfo={baseInfo} loading={balanceLoading} />
          </Box>
        ) : null}
        <Box className={styles.language}>
          <LanguageSelector value={language} onChange={onLanguageChange} />
        </Box>
        {signedIn && onLogout ? (
          <Box className={styles.logout}>
            <Button variant="soft" tone="neutral" size="small" onClick={onLogout}>
              {t('nav.logout')}
            </Button>
          </Box>
        ) : null}
        {signedIn ? (
          <Box className={styles.menu}>
            <IconButton
              label={t('nav.openMenu')}
              icon={<MenuIcon />}
              variant="soft"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              tooltipPlacement="bottom"
              onClick={() => setDrawerOpen(true)}
            />
          </Box>
        ) : null}
        <Box as="nav" aria-label={t('nav.label')} className={cx(styles.nav, signedIn && styles.navSignedIn)}>
          <Box as="ul" className={cx(styles.list, !signedIn && styles.listSignedOut)}>
            {links(items, styles.link)}
          </Box>
        </Box>
      </Box>
      {signedIn ? (
        <NavigationDrawer
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          links={links(drawerItems, styles.drawerLink, () => setDrawerOpen(false))}
          onLogout={onLogout}
        />
      ) : null}
    </Box>
  );
}
