import type { Adventure, AdventureRetrieval } from '@rpg/contracts';
import {
  Box,
  Button,
  Card,
  ConfirmDialog,
  Heading,
  type HeadingLevel,
  Image,
  Meter,
  Stack,
  Text,
  VisuallyHidden,
} from '@rpg/design-system';
import { fallbacks } from '@rpg/game-assets';
import { useEffect, useId, useRef, useState } from 'react';
import type { MaybePromise } from '../../shared/private/pending.ts';
import { useBusy } from '../../shared/private/pending.ts';
import { useAnswer } from '../../shared/private/use-answer.ts';
import { useConfirmedAction } from '../../shared/private/use-confirmed-action.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { AdventureRewards } from './AdventureRewards.tsx';
import * as styles from './CurrentAdventure.css.ts';

export interface CurrentAdventureProps {
  /** The running adventure (isActive, with endsAt). */
  adventure: Adventure;
  /** The current time, injected (the countdown runs on from it each second). */
  now: Date | number;
  /** Cancel after the player confirms: no reward and no refund. */
  onCancel: (adventure: Adventure) => MaybePromise;
  /** Collect the rewards; the button is enabled only once the time has passed. */
  onRetrieve: (adventure: Adventure) => MaybePromise;
  /** The retrive reply: once given, its reward is shown instead of the countdown. */
  retrieval?: AdventureRetrieval | undefined;
  /** Stop the clock at `now` (for still pictures); default true. */
  ticking?: boolean;
  /** The name's level in the page outline (default 2: the screen's main content). */
  headingLevel?: 2 | 3 | 4;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Remaining time as h:mm:ss or mm:ss, rounded up to the second. */
export function formatCountdown(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

const toMs = (value: Date | number) => (typeof value === 'number' ? value : value.getTime());

/**
 * The player's running adventure: a countdown to its end, cancel (confirmed: no reward, no refund),
 * collecting the rewards once the time has passed, and the rewards afterwards.
 */
export function CurrentAdventure({
  adventure,
  now,
  onCancel,
  onRetrieve,
  retrieval,
  ticking = true,
  headingLevel = 2,
}: CurrentAdventureProps) {
  const { t } = useGameTranslation();
  const titleId = useId();
  // One action at a time: while collecting runs, a confirmed cancel waits, and the other way round.
  const busy = useBusy<'cancel' | 'retrieve'>({ exclusive: true });
  const { answered } = useAnswer();
  const cancelling = useConfirmedAction(
    answered(onCancel, () => t('adventures.currentAdventure.done.cancelled', { name: adventure.name })),
    { busy, key: 'cancel' },
  );

  // The clock: the injected time plus the seconds counted since it was given.
  const nowMs = toMs(now);
  const [clock, setClock] = useState({ base: nowMs, seconds: 0 });
  if (clock.base !== nowMs) setClock({ base: nowMs, seconds: 0 });
  const current = nowMs + (clock.base === nowMs ? clock.seconds : 0) * 1000;
  const endsAtMs = adventure.endsAt === null ? current : Date.parse(adventure.endsAt);
  const remaining = Math.max(0, endsAtMs - current);
  const done = remaining === 0;

  useEffect(() => {
    if (done || !ticking || retrieval) return;
    const id = window.setInterval(() => setClock((state) => ({ ...state, seconds: state.seconds + 1 })), 1000);
    return () => window.clearInterval(id);
  }, [done, ticking, retrieval]);

  // When the rewards arrive the retrieve button is gone: move focus to them.
  const rewardsRef = useRef<HTMLDivElement>(null);
  const hadRetrieval = useRef(retrieval !== undefined);
  useEffect(() => {
    if (retrieval && !hadRetrieval.current) rewardsRef.current?.focus();
    hadRetrieval.current = retrieval !== undefined;
  }, [retrieval]);

  const totalMs = adventure.durationMinutes * 60_000;
  const elapsed = Math.min(totalMs, Math.max(0, totalMs - remaining));
  // The share of the time gone, in whole percent: the bar's value (the countdown above says the time once).
  const percentDone = totalMs === 0 ? 100 : Math.floor((elapsed / totalMs) * 100);
  const countdown = formatCountdown(remaining);
  const subLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;

  return (
    <Card as="section" aria-labelledby={titleId} tone={done || retrieval ? 'positive' : 'brand'}>
      <Box className={styles.layout}>
        <Image
          src={adventure.imagePath === '' ? fallbacks.location.path : adventure.imagePath}
          fallbackSrc={fallbacks.location.path}
          alt=""
          aspectRatio="16 / 9"
          // The running adventure is the page's content: its picture is on the first screen.
          loading="eager"
        />
        <Stack space="medium">
          <Stack space="xsmall">
            <Text tone="secondary" size="small" weight="strong">
              {t('adventures.currentAdventure.eyebrow')}
            </Text>
            <Heading level={2} as={`h${headingLevel}`} id={titleId}>
              <span className={styles.text}>{adventure.name}</span>
            </Heading>
            <Box className={styles.text}>
              <Text as="p" tone="secondary">
                {adventure.description}
              </Text>
            </Box>
          </Stack>

          {retrieval ? (
            <Box ref={rewardsRef} tabIndex={-1}>
              <AdventureRewards reward={retrieval.reward} headingLevel={subLevel} />
            </Box>
          ) : (
            <>
              <Stack space="xsmall">
                <Text tone="secondary" size="small">
                  {done ? t('adventures.currentAdventure.finished') : t('adventures.currentAdventure.remaining')}
                </Text>
                {done ? null : (
                  <Box as="span" role="timer" className={styles.timer} aria-live="off">
                    {countdown}
                  </Box>
                )}
                <Meter
                  label={t('adventures.currentAdventure.progress')}
                  labelHidden
                  value={percentDone}
                  max={100}
                  tone={done ? 'positive' : 'brand'}
                />
              </Stack>
              <Box className={styles.actions}>
                <Button
                  tone="positive"
                  disabled={!done}
                  loading={busy.isBusy('retrieve')}
                  onClick={() => busy.run('retrieve', () => onRetrieve(adventure))}
                >
                  {t('adventures.currentAdventure.retrieve')}
                </Button>
                <Button variant="soft" tone="critical" onClick={() => cancelling.ask(adventure)}>
                  {t('adventures.currentAdventure.cancel')}
                </Button>
              </Box>
            </>
          )}
          <Box role="status">
            <VisuallyHidden>
              {done && !retrieval ? t('adventures.currentAdventure.finishedAnnouncement') : ''}
            </VisuallyHidden>
          </Box>
        </Stack>
      </Box>
      <ConfirmDialog
        {...cancelling.dialog}
        title={t('adventures.common.confirmTitle')}
        message={t('adventures.currentAdventure.cancelMessage')}
        confirmLabel={t('adventures.currentAdventure.cancelConfirm')}
        cancelLabel={t('adventures.common.close')}
        tone="critical"
      />
    </Card>
  );
}
