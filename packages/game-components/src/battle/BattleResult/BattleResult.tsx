import { BattleResult as BattleOutcome, type Outfit } from '@rpg/contracts';
import { Button, Heading, Notice, Stack, Tabs, Text } from '@rpg/design-system';
import { fallbacks, icons } from '@rpg/game-assets';
import { useId, useState } from 'react';
import { type GameDestination, GameLink } from '../../shared/GameLink/index.ts';
import { formatNumber } from '../../shared/private/format-number.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { BattleReplay } from '../BattleReplay/index.ts';
import { battleView, type ShownBattle } from '../private/battle-view.ts';
import { FighterPortrait } from '../private/FighterPortrait.tsx';
import * as styles from './BattleResult.css.ts';

export interface BattleResultProps {
  /**
   * The fight: a monster fight just fought (POST /battle/commit-fight), or a stored monster or
   * arena fight read back (GET /battles/{id}), the reader's own (with its rewards) or someone else's.
   */
  result: ShownBattle;
  /** The player's look (defaults to the one the fight carries). */
  outfit?: Outfit;
  /** Where the back link goes (default the battle screen, the arena for an arena fight). */
  back?: GameDestination;
  /** Which view opens first: the written log (default) or the replay. */
  initialView?: 'log' | 'replay';
  /** Passed to the replay: overrides the reduced-motion setting. */
  reducedMotion?: boolean;
  /** Passed to the replay: whether it starts playing when opened (default true). */
  replayAutoPlay?: boolean;
  /** The fight's own address (its replay page): shows a button that copies it to share. */
  shareUrl?: string;
}

const outcomeKey = {
  [BattleOutcome.Win]: 'win',
  [BattleOutcome.Loss]: 'loss',
  [BattleOutcome.Draw]: 'draw',
} as const;

type CopyState = 'idle' | 'copied' | 'failed';

/** A fighter in the face-off: a player's avatar at its own size, a monster's picture in a bounded box. */
function Portrait(props: { outfit: Outfit | null; imagePath: string; label: string }) {
  const portrait = <FighterPortrait {...props} size="medium" />;
  return props.outfit ? portrait : <div className={styles.monsterImage}>{portrait}</div>;
}

/**
 * A fight's result: the outcome and the reader's rewards (a monster's gold, experience, loot or
 * the full-backpack message; the arena's honour), both fighters face to face, the log as a list,
 * a replay of the same log, a link to share it and the way back. Someone else's fight is told by
 * the fighters' names, without rewards.
 */
export function BattleResult({
  result,
  outfit,
  initialView = 'log',
  reducedMotion,
  replayAutoPlay,
  back,
  shareUrl,
}: BattleResultProps) {
  const { t, language } = useGameTranslation();
  const titleId = useId();
  const rewardsId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  const fight = battleView(result);
  const outcome = outcomeKey[fight.result];
  const arena = fight.kind === 'arena';
  const monsterRewards = fight.isMine ? fight.monsterRewards : null;
  const arenaRewards = fight.isMine ? fight.arenaRewards : null;
  const won = fight.result === BattleOutcome.Win;
  const gold = formatNumber(monsterRewards?.currencyOne ?? 0, language);
  const experience = formatNumber(monsterRewards?.experienceGained ?? 0, language);
  const attackerName = fight.isMine ? t('battle.battleResult.you') : fight.attacker.name;
  const backTo: GameDestination = back ?? { page: arena ? 'arena' : 'battle' };

  const title = fight.isMine
    ? t(`battle.battleResult.${outcome}Title`)
    : t(`battle.battleResult.watched.${outcome}Title`, { attacker: fight.attacker.name });
  const honourChange = arenaRewards?.honourPointsChange ?? 0;
  const text = !fight.isMine
    ? t(`battle.battleResult.watched.${arena ? 'arena' : 'monster'}.${outcome}Text`, {
        attacker: fight.attacker.name,
        opponent: fight.opponent.name,
      })
    : arena
      ? outcome === 'draw'
        ? t('battle.battleResult.arena.drawText', { enemy: fight.opponent.name })
        : outcome === 'loss' && honourChange === 0
          ? t('battle.battleResult.arena.lossNoHonourText', { enemy: fight.opponent.name })
          : t(`battle.battleResult.arena.${outcome}Text`, {
              enemy: fight.opponent.name,
              count: Math.abs(honourChange),
              value: formatNumber(Math.abs(honourChange), language),
            })
      : t(`battle.battleResult.${outcome}Text`, { monster: fight.opponent.name, gold, experience });

  const copyLink = async () => {
    if (!shareUrl) return;
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const log =
    fight.actions.length === 0 ? (
      <Text as="p" tone="secondary">
        {t('battle.battleResult.emptyLog')}
      </Text>
    ) : (
      <ol className={styles.log} aria-label={t('battle.battleResult.logTitle')}>
        {fight.actions.map((action, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: log lines have no id and never move
          <li key={index} className={styles.logLine}>
            <span className={styles.logContent}>
              {action.imagePath ? (
                <img
                  className={styles.skillIcon}
                  src={action.imagePath}
                  alt={t('battle.battleResult.skillIcon')}
                  width={24}
                  height={24}
                />
              ) : null}
              <Text>{action.logString}</Text>
            </span>
          </li>
        ))}
      </ol>
    );

  return (
    <div className={styles.root}>
      <section className={styles.banner[outcome]} aria-labelledby={titleId}>
        <Heading level={2} id={titleId}>
          <span className={styles.bannerText[outcome]}>{title}</span>
        </Heading>
        <Text as="p">
          <span className={styles.bannerText[outcome]}>{text}</span>
        </Text>
        {fight.foughtAt ? (
          <Text as="p" size="small">
            <span className={styles.bannerText[outcome]}>
              {t('battle.battleResult.foughtAt')}{' '}
              <time dateTime={fight.foughtAt}>
                {new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                  new Date(fight.foughtAt),
                )}
              </time>
            </span>
          </Text>
        ) : null}
      </section>

      <div className={styles.faceOff}>
        <div className={styles.fighter}>
          <Portrait outfit={outfit ?? fight.attacker.outfit} imagePath="" label={attackerName} />
          <Text weight="strong">{attackerName}</Text>
        </div>
        <span className={styles.versus} aria-hidden="true">
          {t('battle.battleResult.versus')}
        </span>
        <div className={styles.fighter}>
          <Portrait outfit={fight.opponent.outfit} imagePath={fight.opponent.imagePath} label={fight.opponent.name} />
          <Text weight="strong">{fight.opponent.name}</Text>
        </div>
      </div>

      {won && monsterRewards ? (
        <section aria-labelledby={rewardsId}>
          <Stack space="small">
            <Heading level={3} id={rewardsId}>
              {t('battle.battleResult.rewards')}
            </Heading>
            <dl className={styles.rewards}>
              <div className={styles.reward}>
                <dt className={styles.rewardTerm}>
                  <img className={styles.rewardIcon} src={icons.baseCurrency} alt="" width={32} height={32} />
                  {t('battle.battleResult.gold')}
                </dt>
                <dd className={styles.rewardValue.gold}>+{gold}</dd>
              </div>
              <div className={styles.reward}>
                <dt className={styles.rewardTerm}>{t('battle.battleResult.experience')}</dt>
                <dd className={styles.rewardValue.experience}>+{experience}</dd>
              </div>
              <div className={styles.reward}>
                <dt className={styles.rewardTerm}>
                  {monsterRewards.item ? (
                    <img
                      className={styles.rewardIcon}
                      src={monsterRewards.item.imagePath || fallbacks.item.path}
                      alt=""
                      width={32}
                      height={32}
                    />
                  ) : null}
                  {t('battle.battleResult.loot')}
                </dt>
                <dd className={styles.rewardValue.item}>
                  {monsterRewards.item ? monsterRewards.item.name : t('battle.battleResult.noLoot')}
                </dd>
              </div>
            </dl>
            {monsterRewards.isBackpackFull ? (
              <Notice tone="caution">{t('battle.battleResult.backpackFull')}</Notice>
            ) : null}
            {monsterRewards.levelUp ? <Notice tone="positive">{t('battle.battleResult.levelUp')}</Notice> : null}
          </Stack>
        </section>
      ) : null}

      {arenaRewards ? (
        <section aria-labelledby={rewardsId}>
          <Stack space="small">
            <Heading level={3} id={rewardsId}>
              {t('battle.battleResult.honourTitle')}
            </Heading>
            <dl className={styles.rewards}>
              <div className={styles.reward}>
                <dt className={styles.rewardTerm}>{t('battle.battleResult.honourChange')}</dt>
                <dd
                  className={
                    honourChange > 0
                      ? styles.rewardValue.honourGained
                      : honourChange < 0
                        ? styles.rewardValue.honourLost
                        : styles.rewardValue.honour
                  }
                >
                  {honourChange > 0 ? '+' : honourChange < 0 ? '−' : '±'}
                  {formatNumber(Math.abs(honourChange), language)}
                </dd>
              </div>
              <div className={styles.reward}>
                <dt className={styles.rewardTerm}>{t('battle.battleResult.honourNow')}</dt>
                <dd className={styles.rewardValue.honour}>{formatNumber(arenaRewards.honourPoints, language)}</dd>
              </div>
            </dl>
          </Stack>
        </section>
      ) : null}

      <section aria-label={t('battle.battleResult.views')}>
        <Tabs
          label={t('battle.battleResult.views')}
          defaultSelectedId={initialView}
          items={[
            { id: 'log', label: t('battle.battleResult.logTab'), content: log },
            {
              id: 'replay',
              label: t('battle.battleResult.replayTab'),
              content: <BattleReplay fight={result} reducedMotion={reducedMotion} autoPlay={replayAutoPlay} />,
            },
          ]}
        />
      </section>

      <div className={styles.actions}>
        <GameLink to={backTo} variant="button" tone="neutral">
          {t(arena ? 'battle.battleResult.backToArena' : 'battle.battleResult.back')}
        </GameLink>
        {shareUrl ? (
          <Button variant="soft" onClick={() => void copyLink()}>
            {t('battle.battleResult.copyLink')}
          </Button>
        ) : null}
        {shareUrl ? (
          <span role="status">
            {copy === 'copied' ? (
              <Text tone="secondary">{t('battle.battleResult.linkCopied')}</Text>
            ) : copy === 'failed' ? (
              <Text tone="secondary">{t('battle.battleResult.copyFailed', { url: shareUrl })}</Text>
            ) : null}
          </span>
        ) : null}
      </div>
    </div>
  );
}
