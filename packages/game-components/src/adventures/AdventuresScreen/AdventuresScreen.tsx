import type { Adventure, AdventureRetrieval, Adventures } from '@rpg/contracts';
import { Box, Card, Text } from '@rpg/design-system';
import { type ReactElement, useEffect, useRef } from 'react';
import type { MaybePromise } from '../../shared/private/pending.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import {
  EmptyState,
  ErrorState,
  HelpDialogButton,
  LoadingState,
  ScreenHeader,
} from '../../shared/ScreenState/index.ts';
import { AdventureCard } from '../AdventureCard/AdventureCard.tsx';
import { AdventureRewards } from '../CurrentAdventure/AdventureRewards.tsx';
import { CurrentAdventure } from '../CurrentAdventure/CurrentAdventure.tsx';
import * as styles from './AdventuresScreen.css.ts';

export interface AdventuresScreenProps {
  /** GET /adventures's data; `undefined` while loading. */
  data: Adventures | undefined;
  /** The adventures could not be loaded. */
  error?: boolean;
  onRetry?: () => void;
  /** The current time, injected (the running adventure's countdown starts from it). */
  now: Date | number;
  /** The player's action points: adventures costing more are disabled. */
  actionPoints?: number | undefined;
  onAccept: (adventure: Adventure) => MaybePromise;
  onCancel: (adventure: Adventure) => MaybePromise;
  onRetrieve: (adventure: Adventure) => MaybePromise;
  /** The last retrive reply: its reward is shown above the adventures on offer. */
  retrieval?: AdventureRetrieval | undefined;
  /** Stop the countdown at `now` (for still pictures); default true. */
  ticking?: boolean;
}

/** /adventures: the running adventure alone if there is one, otherwise the adventures on offer. */
export function AdventuresScreen({
  data,
  error = false,
  onRetry,
  now,
  actionPoints,
  onAccept,
  onCancel,
  onRetrieve,
  retrieval,
  ticking = true,
}: AdventuresScreenProps) {
  const { t } = useGameTranslation();
  const current = data?.currentAdventure?.isActive ? data.currentAdventure : null;

  // The reward appears where the collect button was: take the focus there.
  const rewardsRef = useRef<HTMLDivElement>(null);
  const hadRetrieval = useRef(retrieval !== undefined);
  useEffect(() => {
    if (retrieval && !hadRetrieval.current) rewardsRef.current?.focus();
    hadRetrieval.current = retrieval !== undefined;
  }, [retrieval]);

  // Accepting shows the running adventure instead of the list, cancelling brings the list back:
  // the button pressed is gone, so focus moves to what replaced it.
  // The first data after loading is no change the player made: focus stays where the page put it.
  const contentRef = useRef<HTMLDivElement>(null);
  const currentId = data === undefined ? undefined : (current?.id ?? null);
  const lastCurrentId = useRef(currentId);
  useEffect(() => {
    if (currentId === undefined) return;
    if (lastCurrentId.current === undefined) {
      lastCurrentId.current = currentId;
      return;
    }
    if (lastCurrentId.current !== currentId) {
      lastCurrentId.current = currentId;
      const frame = window.requestAnimationFrame(() => contentRef.current?.focus());
      return () => window.cancelAnimationFrame(frame);
    }
    return undefined;
  }, [currentId]);

  let content: ReactElement;
  if (error) content = <ErrorState onRetry={onRetry} />;
  else if (data === undefined) content = <LoadingState variant="cards" count={3} />;
  else if (current)
    content = (
      <CurrentAdventure
        adventure={current}
        now={now}
        onCancel={onCancel}
        onRetrieve={onRetrieve}
        ticking={ticking}
        headingLevel={2}
      />
    );
  else if (data.adventures.length === 0)
    content = (
      <EmptyState
        title={t('adventures.adventuresScreen.emptyTitle')}
        description={t('adventures.adventuresScreen.emptyText')}
      />
    );
  else
    content = (
      <Box as="ul" className={styles.grid} aria-label={t('adventures.adventuresScreen.listLabel')}>
        {data.adventures.map((adventure, index) => (
          <Box as="li" key={adventure.id} className={styles.item}>
            <AdventureCard
              adventure={adventure}
              onAccept={onAccept}
              headingLevel={2}
              imageLoading={index === 0 ? 'eager' : undefined}
              disabled={actionPoints !== undefined && actionPoints < adventure.requiredStamina}
            />
          </Box>
        ))}
      </Box>
    );

  return (
    <Box className={styles.screen}>
      <ScreenHeader
        title={t('adventures.adventuresScreen.title')}
        actions={
          <HelpDialogButton title={t('adventures.adventuresScreen.helpTitle')}>
            <Text as="p">{t('adventures.adventuresScreen.helpText')}</Text>
          </HelpDialogButton>
        }
      >
        {t('adventures.adventuresScreen.intro')}
      </ScreenHeader>
      {retrieval && !error && !current ? (
        <Box ref={rewardsRef} tabIndex={-1} className={styles.rewards}>
          <Card tone="positive">
            <AdventureRewards reward={retrieval.reward} headingLevel={2} />
          </Card>
        </Box>
      ) : null}
      <Box ref={contentRef} tabIndex={-1} className={styles.content}>
        {content}
      </Box>
    </Box>
  );
}
