import type { BaseInfo, Language } from '@rpg/contracts';
import { Box, Button } from '@rpg/design-system';
import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { BalanceBar } from '../BalanceBar/BalanceBar.tsx';
import { LanguageSelector } from '../LanguageSelector/LanguageSelector.tsx';
import { cx } from '../private/cx.ts';
import { useGameTranslation } from '../private/useGameTranslation.ts';
import * as styles from './Navigation.css.ts';
import type { NavItemId } from './navItems.ts';

/** What Navigation hands its link component: the app passes a router link that renders an `<a>`. */
export interface NavigationLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export type NavigationLinkComponent = ComponentType<NavigationLinkProps>;

export interface NavItem {
  id: NavItemId;
  href: string;
}

export interface NavigationProps {
  /** Signed-in header: balance bar and logout button; signed out: neither. */
  signedIn: boolean;
  /** The links, in order (see `signedOutNavItemIds` and `signedInNavItemIds`). */
  items: readonly NavItem[];
  /** The current location; the item with this href is marked `aria-current="page"`. */
  currentHref?: string;
  /** Where the brand title links to (default `/`). */
  homeHref?: string;
  /** Renders every link (a router link in the app). Defaults to a plain `<a>`. */
  linkComponent?: NavigationLinkComponent;
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
}

function PlainLink({ href, className, children, onClick, 'aria-current': ariaCurrent }: NavigationLinkProps) {
  return (
    <a href={href} className={className} onClick={onClick} aria-current={ariaCurrent}>
      {children}
    </a>
  );
}

/** The site header: brand, the spec's links, language selector, and when signed in the balance bar and logout. */
export function Navigation({
  signedIn,
  items,
  currentHref,
  homeHref = '/',
  linkComponent: LinkComponent = PlainLink,
  onNavigate,
  onLogout,
  language,
  onLanguageChange,
  baseInfo,
  balanceLoading = false,
}: NavigationProps) {
  const { t } = useGameTranslation();
  return (
    <Box as="header" className={styles.header}>
      <Box className={cx(styles.inner, !signedIn && styles.innerSignedOut)}>
        <LinkComponent href={homeHref} className={styles.brand} onClick={() => onNavigate?.('home')}>
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
        <Box as="nav" aria-label={t('nav.label')} className={styles.nav}>
          <Box as="ul" className={cx(styles.list, !signedIn && styles.listSignedOut)}>
            {items.map((item) => (
              <li key={item.id}>
                <LinkComponent
                  href={item.href}
                  className={styles.link}
                  aria-current={item.href === currentHref ? 'page' : undefined}
                  onClick={() => onNavigate?.(item.id)}
                >
                  {t(`nav.items.${item.id}`)}
                </LinkComponent>
              </li>
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
