import { Button, Drawer } from '@rpg/design-system';
import type { ReactNode } from 'react';
import { useGameTranslation } from '../../shared/private/useGameTranslation.ts';
import * as styles from './Navigation.css.ts';

export interface NavigationDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's sections of links. */
  sections: ReactNode;
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
        {sections}
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
