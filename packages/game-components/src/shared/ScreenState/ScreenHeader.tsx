import { Heading, Stack, Text } from '@rpg/design-system';
import type { ReactNode } from 'react';
import { type GameDestination, GameLink } from '../GameLink/index.ts';
import { BackArrow } from '../private/BackArrow.tsx';
import { useGameTranslation } from '../private/use-game-translation.ts';
import * as styles from './ScreenState.css.ts';

export interface ScreenHeaderProps {
  /** The screen's title: the page's one h1. */
  title: string;
  /** Where the back link leads (e.g. `{ page: 'shop' }`); no back link without it. */
  back?: GameDestination;
  /** The back link's text (default "Back"). */
  backLabel?: string;
  /** Buttons on the right of the title (a help button, a roll button...); they wrap under it on phones. */
  actions?: ReactNode;
  /** Intro text under the title. */
  children?: ReactNode;
}

/** The top of every game screen: an optional back link, the h1 title with actions beside it, and an intro. */
export function ScreenHeader({ title, back, backLabel, actions, children }: ScreenHeaderProps) {
  const { t } = useGameTranslation();
  return (
    <header className={styles.header}>
      {back !== undefined && (
        <div>
          <GameLink to={back}>
            <BackArrow />
            {backLabel ?? t('account.screenState.back')}
          </GameLink>
        </div>
      )}
      <div className={styles.headerRow}>
        <div className={styles.headerTitle}>
          <Heading level={1}>{title}</Heading>
        </div>
        {actions !== undefined && <div className={styles.headerActions}>{actions}</div>}
      </div>
      {children !== undefined && (
        <Stack space="small">
          {typeof children === 'string' ? (
            <Text as="p" tone="secondary">
              {children}
            </Text>
          ) : (
            children
          )}
        </Stack>
      )}
    </header>
  );
}
