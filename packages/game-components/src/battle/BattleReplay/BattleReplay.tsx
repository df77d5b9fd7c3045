import { Button, Meter, Text } from '@rpg/design-system';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cx } from '../../shared/private/cx.ts';
import { formatNumber } from '../../shared/private/format-number.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { battleView, type ShownBattle } from '../private/battle-view.ts';
import { FighterPortrait } from '../private/FighterPortrait.tsx';
import * as styles from './BattleReplay.css.ts';
import { replayTimeline } from './replay-timeline.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

export interface BattleReplayProps {
  /**
   * The fight to replay: a monster fight just fought (POST /battle/commit-fight) or a stored
   * monster or arena fight (GET /battles/{id}), the reader's own or someone else's.
   */
  fight: ShownBattle;
  /** Overrides the `prefers-reduced-motion` setting: reduced shows the final state with step buttons. */
  reducedMotion?: boolean;
  /** Start playing at once (default true; ignored under reduced motion). */
  autoPlay?: boolean;
  /** Time between two turns while playing, in milliseconds. */
  stepMs?: number;
}

/**
 * The fight's log replayed turn by turn: both health bars follow the health each action reports,
 * the current action is highlighted, with play/pause, step, skip and replay. Under reduced
 * motion it shows the final state, still steppable by hand.
 */
export function BattleReplay({ fight: shown, reducedMotion, autoPlay = true, stepMs = 1200 }: BattleReplayProps) {
  const { t, language } = useGameTranslation();
  const fight = useMemo(() => battleView(shown), [shown]);
  const prefersReduced = useReducedMotion();
  const reduced = reducedMotion ?? prefersReduced;
  const timeline = useMemo(() => replayTimeline(fight), [fight]);
  const last = fight.actions.length;
  const [step, setStep] = useState(() => (reduced ? last : 0));
  const [playing, setPlaying] = useState(() => !reduced && autoPlay && last > 0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Reduced motion switched on while playing: stop and show the final state.
  useEffect(() => {
    if (reduced) {
      setPlaying(false);
      setStep((current) => (current === 0 ? last : current));
    }
  }, [reduced, last]);

  useEffect(() => {
    if (!playing) return;
    if (step >= last) {
      setPlaying(false);
      return;
    }
    timer.current = setTimeout(() => setStep((current) => Math.min(current + 1, last)), stepMs);
    return () => clearTimeout(timer.current);
  }, [playing, step, last, stepMs]);

  const go = (next: number) => {
    setPlaying(false);
    setStep(Math.max(0, Math.min(next, last)));
  };
  const togglePlay = () => {
    if (playing) {
      setPlaying(false);
      return;
    }
    if (step >= last) setStep(0);
    setPlaying(true);
  };
  const replay = () => {
    setStep(0);
    setPlaying(!reduced && last > 0);
  };

  const state = timeline.steps[step] ?? timeline.max;
  const action = step > 0 ? fight.actions[step - 1] : undefined;
  const hit = step > 0 ? timeline.hits[step - 1] : null;
  const attackerLabel = fight.isMine ? t('battle.battleResult.you') : fight.attacker.name;
  const healthText = (value: number, max: number) =>
    t('battle.battleReplay.health', { value: formatNumber(value, language), max: formatNumber(max, language) });

  return (
    <section className={styles.root} aria-label={t('battle.battleReplay.label')}>
      <div className={styles.arena}>
        <div className={cx(styles.fighter, hit?.target === 'player' && styles.struck)}>
          <div key={`player-${step}`} className={cx(styles.portrait, hit?.target === 'player' && styles.hit)}>
            <FighterPortrait outfit={fight.attacker.outfit} imagePath="" label={attackerLabel} size="small" />
          </div>
          <Meter
            label={
              fight.isMine
                ? t('battle.battleReplay.playerHealth')
                : t('battle.battleReplay.monsterHealth', { name: fight.attacker.name })
            }
            value={state.player}
            max={timeline.max.player}
            valueText={healthText(state.player, timeline.max.player)}
            tone="health"
          />
        </div>
        <div className={cx(styles.fighter, hit?.target === 'monster' && styles.struck)}>
          <div key={`monster-${step}`} className={cx(styles.portrait, hit?.target === 'monster' && styles.hit)}>
            <div className={styles.monsterImage}>
              <FighterPortrait
                outfit={fight.opponent.outfit}
                imagePath={fight.opponent.imagePath}
                label={fight.opponent.name}
                size="small"
              />
            </div>
          </div>
          <Meter
            label={t('battle.battleReplay.monsterHealth', { name: fight.opponent.name })}
            value={state.monster}
            max={timeline.max.monster}
            valueText={healthText(state.monster, timeline.max.monster)}
            tone="critical"
          />
        </div>
      </div>

      <div className={styles.current} aria-live={playing ? 'off' : 'polite'} data-testid="replay-current">
        {action?.imagePath ? <img className={styles.skillIcon} src={action.imagePath} alt="" /> : null}
        <div>
          <Text size="small" weight="strong">
            {step === 0
              ? t('battle.battleReplay.start')
              : t('battle.battleReplay.turn', {
                  round: formatNumber(action?.round ?? 1, language),
                  current: formatNumber(step, language),
                  total: formatNumber(last, language),
                })}
          </Text>
          {action ? <Text as="p">{action.logString}</Text> : null}
        </div>
      </div>

      <div className={styles.controls}>
        {reduced ? null : (
          <Button size="small" onClick={togglePlay} disabled={last === 0}>
            {playing ? t('battle.battleReplay.pause') : t('battle.battleReplay.play')}
          </Button>
        )}
        <Button size="small" variant="soft" onClick={() => go(step - 1)} disabled={step === 0}>
          {t('battle.battleReplay.previous')}
        </Button>
        <Button size="small" variant="soft" onClick={() => go(step + 1)} disabled={step >= last}>
          {t('battle.battleReplay.next')}
        </Button>
        <Button size="small" variant="soft" onClick={() => go(last)} disabled={step >= last}>
          {t('battle.battleReplay.skip')}
        </Button>
        <Button size="small" variant="ghost" onClick={replay} disabled={last === 0}>
          {t('battle.battleReplay.replay')}
        </Button>
      </div>

      {step > 0 ? (
        // The log scrolls: focusable so keyboard users can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <ol className={styles.log} aria-label={t('battle.battleResult.logTitle')} tabIndex={0}>
          {fight.actions.slice(0, step).map((entry, index) => (
            <li
              // The log is fixed: a line's position is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: log lines have no id and never move
              key={index}
              className={index === step - 1 ? styles.logItem.current : styles.logItem.past}
              aria-current={index === step - 1 ? 'step' : undefined}
            >
              {entry.logString}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
