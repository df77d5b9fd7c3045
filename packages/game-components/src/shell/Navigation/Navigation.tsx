import type { BaseInfo, Language } from '@rpg/contracts';
import { Box, Button, Icon, IconButton } from '@rpg/design-system';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useGameLinkComponent, useHrefOf } from '../../shared/GameLink/index.ts';
import { cx } from '../../shared/private/cx.ts';
import { onDemand } from '../../shared/private/on-demand.tsx';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { BalanceBar } from '../BalanceBar/BalanceBar.tsx';
import { LanguageSelector } from '../LanguageSelector/LanguageSelector.tsx';
import * as styles from './Navigation.css.ts';
import {
  currentHrefAmong,
  drawerNavSections,
  gameNavSections,
  type NavItemId,
  type NavSection,
  type NavSectionId,
} from './nav-items.ts';

export interface NavigationProps {
  /** Signed-in header: the game's sections, balance bar, logout and (on phones) the menu drawer; signed out: none of them. */
  signedIn: boolean;
  /** The signed-out header's links, in order (see `signedOutNavItemIds`); signed in, `sections` are shown instead. */
  items?: readonly NavItemId[];
  /** The signed-in header's sections (default `gameNavSections`): a menu each, or a link when it holds one. */
  sections?: readonly NavSection[];
  /** The phone drawer's sections (signed in; default `drawerNavSections`). */
  drawerSections?: readonly NavSection[];
  /**
   * The current location's href: the link leading there, or else to the section it lies under
   * (`/my-character/change-outfit` under `/my-character`), is marked `aria-current="page"`.
   */
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
  /** Open a section's menu at first (stories). */
  defaultOpenSection?: NavSectionId;
}

/** The phone drawer starts closed: its code (the dialog primitives) loads once a signed-in header is shown. */
const NavigationDrawer = onDemand(async () => (await import('./NavigationDrawer.tsx')).NavigationDrawer);

/** A section button's chevron, turned upside down while its menu is open. */
const DisclosureIcon = ({ open }: { open: boolean }) => (
  <span className={cx(styles.disclosureIcon, open && styles.disclosureIconOpen)}>
    <Icon name="chevron-down" />
  </span>
);

/** Moves the focus among the links of an open section menu: arrows, Home and End. */
const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
  const links = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href]')];
  const index = links.indexOf(document.activeElement as HTMLElement);
  const last = links.length - 1;
  const next =
    event.key === 'ArrowDown'
      ? index >= last
        ? 0
        : index + 1
      : event.key === 'ArrowUp'
        ? index <= 0
          ? last
          : index - 1
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : undefined;
  if (next === undefined) return;
  event.preventDefault();
  links[next]?.focus();
};

interface PhoneMenuProps {
  /** The drawer's sections, their links closing it with `close` when chosen. */
  sectionsOf: (close: () => void) => readonly { id: string; label: string | undefined; links: ReactNode }[];
  /** The language selector, in the drawer. */
  language: ReactNode;
  onLogout?: (() => void) | undefined;
  defaultOpen: boolean;
}

/**
 * The phone menu button and its drawer (a portal: where it sits in the header changes nothing on the page).
 * The drawer's open state lives here, so opening it renders the button and the drawer only, not the whole
 * header again (its menus' links, the balance bar, the language selector).
 */
function PhoneMenu({ sectionsOf, language, onLogout, defaultOpen }: PhoneMenuProps) {
  const { t } = useGameTranslation();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <IconButton
        label={t('nav.openMenu')}
        icon={<Icon name="menu" />}
        variant="soft"
        aria-haspopup="dialog"
        aria-expanded={open}
        tooltipPlacement="bottom"
        onClick={() => setOpen(true)}
      />
      <NavigationDrawer
        open={open}
        onOpenChange={setOpen}
        sections={sectionsOf(() => setOpen(false))}
        language={language}
        onLogout={onLogout}
      />
    </>
  );
}

interface SectionMenuProps {
  section: NavSection;
  label: string;
  open: boolean;
  /** The section holds the current page: its button is marked too. */
  current: boolean;
  onOpenChange: (open: boolean) => void;
  /** The section's links (list items). */
  children: ReactNode;
}

/**
 * One section of the wide navigation: a disclosure button (aria-expanded) and the list of its links
 * under it. Enter, Space or a click opens it; Arrow Down opens it on its first link; Escape closes it
 * and gives the focus back to the button.
 */
function SectionMenu({ section, label, open, current, onOpenChange, children }: SectionMenuProps) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const focusFirst = useRef(false);
  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [open]);
  return (
    <li
      className={styles.section}
      data-section={section.id}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        onOpenChange(false);
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={cx(styles.sectionButton, current && styles.sectionButtonCurrent)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          focusFirst.current = true;
          if (open) panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
          else onOpenChange(true);
        }}
      >
        {label}
        <DisclosureIcon open={open} />
      </button>
      <ul ref={panelRef} id={panelId} hidden={!open} className={styles.panel} onKeyDown={moveFocus}>
        {children}
      </ul>
    </li>
  );
}

/**
 * The site header: brand, language selector, and signed out the home, login and register links.
 * Signed in: the balance bar, logout and every section of the game (game-rules.md, "Navigation"):
 * on wide screens in four groups (character, world, trade, and the ranking as a link), each a menu
 * one click away; on phones in a drawer opened by the menu button, where the language and logout are
 * too. The link of the current page (or of the section a sub-page lies under) is marked
 * `aria-current="page"`. Links go through the host's GameLinkProvider.
 */
export function Navigation({
  signedIn,
  items = [],
  sections = gameNavSections,
  drawerSections = drawerNavSections,
  currentHref,
  onNavigate,
  onLogout,
  language,
  onLanguageChange,
  baseInfo,
  balanceLoading = false,
  defaultDrawerOpen = false,
  defaultOpenSection,
}: NavigationProps) {
  const { t } = useGameTranslation();
  const LinkComponent = useGameLinkComponent();
  const hrefOf = useHrefOf();
  const [openSection, setOpenSection] = useState<NavSectionId | undefined>(defaultOpenSection);
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (signedIn) NavigationDrawer.preload();
  }, [signedIn]);

  // An open section menu closes on a click or tap anywhere outside the navigation.
  useEffect(() => {
    if (openSection === undefined) return;
    const closeOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !navRef.current?.contains(event.target)) setOpenSection(undefined);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [openSection]);

  const link = (id: NavItemId, className: string, current: string | undefined, onChoose?: () => void) => {
    const href = hrefOf({ page: id });
    return (
      <li key={id}>
        <LinkComponent
          href={href}
          className={className}
          aria-current={href === current ? 'page' : undefined}
          onClick={() => {
            onNavigate?.(id);
            onChoose?.();
          }}
        >
          {t(`nav.items.${id}`)}
        </LinkComponent>
      </li>
    );
  };
  const currentOf = (ids: readonly NavItemId[]) =>
    currentHrefAmong(
      ids.map((id) => hrefOf({ page: id })),
      currentHref,
    );

  const headerCurrent = currentOf(signedIn ? sections.flatMap((section) => section.items) : items);
  const closeSections = () => setOpenSection(undefined);

  const drawerCurrent = currentOf(drawerSections.flatMap((section) => section.items));
  const drawerContentOf = (close: () => void) =>
    drawerSections.map((section) => ({
      id: section.id,
      label: section.items.length > 1 ? t(`nav.sections.${section.id}`) : undefined,
      links: section.items.map((id) => link(id, styles.drawerLink, drawerCurrent, close)),
    }));

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
            <PhoneMenu
              sectionsOf={drawerContentOf}
              language={<LanguageSelector value={language} onChange={onLanguageChange} />}
              onLogout={onLogout}
              defaultOpen={defaultDrawerOpen}
            />
          </Box>
        ) : null}
        <Box
          as="nav"
          ref={navRef}
          aria-label={t('nav.label')}
          className={cx(styles.nav, signedIn && styles.navSignedIn)}
          onBlur={(event) => {
            // The focus left the navigation (Tab past the last link): its open menu closes.
            const next = event.relatedTarget;
            if (next instanceof Node && !event.currentTarget.contains(next)) closeSections();
          }}
        >
          {signedIn ? (
            <Box as="ul" className={styles.sections}>
              {sections.map((section) => {
                const only = section.items.length === 1 ? section.items[0] : undefined;
                if (only !== undefined) return link(only, styles.sectionLink, headerCurrent, closeSections);
                const current = section.items.some((id) => hrefOf({ page: id }) === headerCurrent);
                return (
                  <SectionMenu
                    key={section.id}
                    section={section}
                    label={t(`nav.sections.${section.id}`)}
                    open={openSection === section.id}
                    current={current}
                    onOpenChange={(open) => setOpenSection(open ? section.id : undefined)}
                  >
                    {section.items.map((id) => link(id, styles.panelLink, headerCurrent, closeSections))}
                  </SectionMenu>
                );
              })}
            </Box>
          ) : (
            <Box as="ul" className={cx(styles.list, styles.listSignedOut)}>
              {items.map((id) => link(id, styles.link, headerCurrent))}
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
