import { Box, Button, Drawer } from '@rpg/design-system';
import { type ReactNode, useId } from 'react';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './Navigation.css.ts';

export interface NavigationDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's sections: each its name (none for a section of one link, named by it) and its links (list items). */
  sections: readonly { id: string; label: string | undefined; links: ReactNode }[];
  /** The language selector. */
  language: ReactNode;
  /** The logout button's action (closing the drawer is done here); without it, no button. */
  onLogout?: (() => void) | undefined;
}

/** The phone menu of a signed-in player: every section of the game, the language and logout. Navigation loads it on demand (it starts closed). */
export function NavigationDrawer({ open, onOpenChange, sections, language, onLogout }: NavigationDrawerProps) {
  const { t } = useGameTranslation();
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('nav.menu')} closeLabel={t('nav.closeMenu')}>
      <nav aria-label={t('nav.menu')} className={styles.drawerNav}>
        {sections.map((section) => (
          <DrawerSection key={section.id} label={section.label}>
            {section.links}
          </DrawerSection>
        ))}
        <div className={styles.drawerFooter}>
          {language}
          {onLogout ? (
            <Button
              variant="soft"
              tone="neutral"
              onClick={() => {
                onOpenChange(false);
                onLogout();
              }}
            >
              {t('nav.logout')}
            </Button>
          ) : null}
        </div>
      </nav>
    </Drawer>
  );
}

/** A section of the drawer: its name (none for a section of one link, named by it) over its links. */
function DrawerSection({ label, children }: { label: string | undefined; children: ReactNode }) {
  const id = useId();
  return (
    <Box className={styles.drawerSection}>
      {label === undefined ? null : (
        <Box as="p" id={id} className={styles.drawerSectionLabel}>
          {label}
        </Box>
      )}
      <Box as="ul" aria-labelledby={label === undefined ? undefined : id} className={styles.drawerList}>
        {children}
      </Box>
    </Box>
  );
}
