import { Box, Icon, type IconName, Text } from '@rpg/design-system';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { GameLink } from '../../shared/GameLink/index.ts';
import { cx } from '../../shared/private/cx.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './MobileCharacterDock.css.ts';

/** The dock's tabs, left to right: the outfit, the sub-panel, the name. */
export const mobileCharacterDockTabs = ['outfit', 'panel', 'name'] as const;
export type MobileCharacterDockTab = (typeof mobileCharacterDockTabs)[number];

export interface MobileCharacterDockProps {
  /** The outfit tab's content: the character's avatar (and anything beside it). */
  children: ReactNode;
  /** The sub-panel tab's content: a stats or skills summary. */
  panel: ReactNode;
  /** The character's name, shown on the name tab. */
  characterName: string;
  /** Show the change-outfit link on the outfit tab (default true). */
  showChangeOutfit?: boolean;
  /** The selected tab (controlled); leave undefined to let the dock keep it. */
  selectedTab?: MobileCharacterDockTab;
  /** The tab selected first when uncontrolled (default outfit). */
  defaultTab?: MobileCharacterDockTab;
  onTabChange?: (tab: MobileCharacterDockTab) => void;
}

/**
 * The mobile character screen's bottom dock: three tabs (outfit, sub-panel, change name) whose
 * panel shows above the bar. Arrow keys, Home and End move between the tabs.
 */
export function MobileCharacterDock({
  children,
  panel,
  characterName,
  showChangeOutfit = true,
  selectedTab,
  defaultTab = 'outfit',
  onTabChange,
}: MobileCharacterDockProps) {
  const { t } = useGameTranslation();
  const baseId = useId();
  const [ownTab, setOwnTab] = useState<MobileCharacterDockTab>(defaultTab);
  const current = selectedTab ?? ownTab;
  const tabRefs = useRef<Record<MobileCharacterDockTab, HTMLButtonElement | null>>({
    outfit: null,
    panel: null,
    name: null,
  });

  const select = (tab: MobileCharacterDockTab, focus = false) => {
    setOwnTab(tab);
    if (tab !== current) onTabChange?.(tab);
    if (focus) tabRefs.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = mobileCharacterDockTabs.indexOf(current);
    const last = mobileCharacterDockTabs.length - 1;
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = index === last ? 0 : index + 1;
    else if (event.key === 'ArrowLeft') next = index === 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === undefined) return;
    event.preventDefault();
    select(mobileCharacterDockTabs[next] ?? 'outfit', true);
  };

  const tabId = (tab: MobileCharacterDockTab) => `${baseId}-tab-${tab}`;
  const panelId = (tab: MobileCharacterDockTab) => `${baseId}-panel-${tab}`;

  const content: Record<MobileCharacterDockTab, ReactNode> = {
    outfit: (
      <Box className={styles.outfit}>
        {children}
        {showChangeOutfit ? (
          <GameLink to={{ page: 'changeOutfit' }} variant="button">
            {t('character.dock.changeOutfit')}
          </GameLink>
        ) : null}
      </Box>
    ),
    panel,
    name: (
      <Box className={styles.name}>
        <Text as="p">{t('character.dock.nameIntro', { name: characterName })}</Text>
        <GameLink to={{ page: 'changeName' }} variant="button">
          {t('character.dock.changeName')}
        </GameLink>
      </Box>
    ),
  };

  return (
    <Box className={styles.root}>
      {mobileCharacterDockTabs.map((tab) => (
        <Box
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          hidden={tab !== current}
          tabIndex={0}
          className={styles.panel}
        >
          {tab === current ? content[tab] : null}
        </Box>
      ))}
      <Box role="tablist" aria-label={t('character.dock.label')} className={styles.bar}>
        {mobileCharacterDockTabs.map((tab) => {
          const selected = tab === current;
          return (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={selected}
              aria-controls={panelId(tab)}
              tabIndex={selected ? 0 : -1}
              className={cx(styles.tab, selected && styles.tabSelected)}
              onClick={() => select(tab)}
              onKeyDown={onKeyDown}
            >
              <DockIcon tab={tab} />
              <span className={styles.tabLabel}>{t(`character.dock.${tab}`)}</span>
            </button>
          );
        })}
      </Box>
    </Box>
  );
}

/** Each tab's decorative glyph: a tunic, a scroll of stats, a quill. */
const dockIcons: Record<MobileCharacterDockTab, IconName> = { outfit: 'outfit', panel: 'scroll', name: 'quill' };

function DockIcon({ tab }: { tab: MobileCharacterDockTab }) {
  return (
    <span className={styles.icon}>
      <Icon name={dockIcons[tab]} />
    </span>
  );
}
