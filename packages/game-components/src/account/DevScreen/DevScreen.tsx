import { Notice, Text } from '@rpg/design-system';
import type { ReactNode } from 'react';
import { GameLink, useHrefOf } from '../../shared/GameLink/index.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { EmptyState, ScreenHeader } from '../../shared/ScreenState/index.ts';
import * as styles from './DevScreen.css.ts';

export const devPages = ['game-items', 'outfit-items', 'token'] as const;
export type DevPage = (typeof devPages)[number];

export interface DevScreenProps {
  /** Which developer page: /dev/game-items, /dev/outfit-items or /dev/token. */
  page: DevPage;
  /** What the page shows (a raw list, a token...); without it the page says there is nothing yet. */
  children?: ReactNode;
}

const keyOf = { 'game-items': 'gameItems', 'outfit-items': 'outfitItems', token: 'token' } as const;
const pageOf = { 'game-items': 'devGameItems', 'outfit-items': 'devOutfitItems', token: 'devToken' } as const;

/** The developer pages: honest placeholders that say what they are for and show whatever the app passes in. */
export function DevScreen({ page, children }: DevScreenProps) {
  const { t } = useGameTranslation();
  const key = keyOf[page];
  const hrefOf = useHrefOf();
  return (
    <div className={styles.screen}>
      <ScreenHeader title={t(`account.dev.${key}.title`)}>{t(`account.dev.${key}.description`)}</ScreenHeader>
      <Notice tone="info" title={t('account.dev.noticeTitle')}>
        {t('account.dev.notice')}
      </Notice>
      {children === undefined ? (
        <EmptyState title={t('account.dev.emptyTitle')} description={t('account.dev.emptyDescription')} />
      ) : (
        <section className={styles.content} aria-label={t(`account.dev.${key}.title`)}>
          {children}
        </section>
      )}
      <nav aria-label={t('account.dev.otherPages')}>
        <ul className={styles.pages}>
          {devPages
            .filter((other) => other !== page)
            .map((other) => (
              <li key={other}>
                <GameLink to={{ page: pageOf[other] }}>{t(`account.dev.${keyOf[other]}.title`)}</GameLink>
              </li>
            ))}
        </ul>
      </nav>
      <Text size="small" tone="secondary">
        {t('account.dev.route', { route: hrefOf({ page: pageOf[page] }) })}
      </Text>
    </div>
  );
}
