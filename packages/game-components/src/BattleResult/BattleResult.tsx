import { BattleResult as BattleOutcome, type FightResult, type Outfit } from '@rpg/contracts';
import { Heading, Image, Notice, Stack, Tabs, Text } from '@rpg/design-system';
import { fallbacks, icons } from '@rpg/game-assets';
import { useId } from 'react';
import { BattleReplay } from '../BattleReplay/index.ts';
import { GameLink } from '../GameLink/index.ts';
import { LayeredAvatar } from '../LayeredAvatar/index.ts';
import { formatNumber } from '../private/formatNumber.ts';
import { useGameTranslation } from '../private/useGameTranslation.ts';
import * as styles from './BattleResult.css.ts';

export interface BattleResultProps {
  /** The fight the server simulated (POST /battle/commit-fight). */
  result: FightResult;
  /** The player's look (defaults to `result.myOutfitClientModel`). */
  outfit?: Outfit;
  /** Where the back link goes (default /battle). */
  backHref?: string;
  /** Which view opens first: the written log (default) or the replay. */
  initialView?: 'log' | 'replay';
  /** Passed to the replay: overrides the reduced-motion setting. */
  reducedMotion?: boolean;
  /** Passed to the replay: whether it starts playing when opened (default true). */
  replayAutoPlay?: boolean;
}

const outcomeKey = {
  [BattleOutcome.Win]: 'win',
  [BattleOutcome.Loss]: 'loss',
  [BattleOutcome.Draw]: 'draw',
} as const;

/**
 * A monster fight's result: the outcome and its rewards (gold, experience, loot or the
 * full-backpack message), the player's hero facing the monster, the log as a list, a
 * replay of the same log, and the way back to the battle screen.
 */
export function BattleResult({
  result,
  outfit,
  backHref = '/battle',
  initialView = 'log',
  reducedMotion,
  replayAutoPlay,
}: BattleResultProps) {
  const { t, language } = useGameTranslation();
  const titleId = useId();
  const rewardsId = useId();
  const outcome = outcomeKey[result.result];
  const rewards = result.battleMonsterRewards;
  const won = result.result === BattleOutcome.Win;
  const gold = formatNumber(rewards.currencyOne, language);
  const experience = formatNumber(rewards.experienceGained, language);

  const log =
    result.actions.length === 0 ? (
      <Text as="p" tone="secondary">
        {t('world.battleResult.emptyLog')}
      </Text>
    ) : (
      <ol className={styles.log} aria-label={t('world.battleResult.logTitle')}>
        {result.actions.map((action, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: log lines have no id and never move
          <li key={index} className={styles.logLine}>
            <span className={styles.logContent}>
              {action.imagePath ? (
                <img
                  className={styles.skillIcon}
                  src={action.imagePath}
                  alt={t('world.battleResult.skillIcon')}
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
          <span className={styles.bannerText[outcome]}>{t(`world.battleResult.${outcome}Title`)}</span>
        </Heading>
        <Text as="p">
          <span className={styles.bannerText[outcome]}>
            {t(`world.battleResult.${outcome}Text`, { monster: result.monster.name, gold, experience })}
          </span>
        </Text>
      </section>

      <div className={styles.faceOff}>
        <div className={styles.fighter}>
          <LayeredAvatar
            outfit={outfit ?? result.myOutfitClientModel}
            label={t('world.battleResult.you')}
            size="medium"
          />
          <Text weight="strong">{t('world.battleResult.you')}</Text>
        </div>
        <span className={styles.versus} aria-hidden="true">
          {t('world.battleResult.versus')}
        </span>
        <div className={styles.fighter}>
          <div className={styles.monsterImage}>
            <Image
              src={result.monster.imagePath || fallbacks.monster.path}
              fallbackSrc={fallbacks.monster.path}
              alt={result.monster.name}
              aspectRatio="1 / 1"
              fit="contain"
            />
          </div>
          <Text weight="strong">{result.monster.name}</Text>
        </div>
      </div>

      {won ? (
        <section aria-labelledby={rewardsId}>
          <Stack space="small">
            <Heading level={3} id={rewardsId}>
              {t('world.battleResult.rewards')}
            </Heading>
            <dl className={styles.rewards}>
              <div className={styles.reward}>
                <dt className={styles.rewardTerm}>
                  <img className={styles.rewardIcon} src={icons.baseCurrency} alt="" width={32} height={32} />
                  {t('world.battleResult.gold')}
                </dt>
                <dd className={styles.rewardValue.gold}>+{gold}</dd>
              </div>
              <div className={styles.reward}>
                <dt className={styles.rewardTerm}>{t('world.battleResult.experience')}</dt>
                <dd className={styles.rewardValue.experience}>+{experience}</dd>
              </div>
              <div className={styles.reward}>
                <dt className={styles.rewardTerm}>
                  {rewards.item ? (
                    <img
                      className={styles.rewardIcon}
                      src={rewards.item.imagePath || fallbacks.item.path}
                      alt=""
                      width={32}
                      height={32}
                    />
                  ) : null}
                  {t('world.battleResult.loot')}
                </dt>
                <dd className={styles.rewardValue.item}>
                  {rewards.item ? rewards.item.name : t('world.battleResult.noLoot')}
                </dd>
              </div>
            </dl>
            {rewards.isBackpackFull ? <Notice tone="caution">{t('world.battleResult.backpackFull')}</Notice> : null}
            {rewards.levelUp ? <Notice tone="positive">{t('world.battleResult.levelUp')}</Notice> : null}
          </Stack>
        </section>
      ) : null}

      <section aria-label={t('world.battleResult.views')}>
        <Tabs
          label={t('world.battleResult.views')}
          defaultSelectedId={initialView}
          items={[
            { id: 'log', label: t('world.battleResult.logTab'), content: log },
            {
              id: 'replay',
              label: t('world.battleResult.replayTab'),
              content: <BattleReplay fight={result} reducedMotion={reducedMotion} autoPlay={replayAutoPlay} />,
            },
          ]}
        />
      </section>

      <div>
        <GameLink href={backHref} variant="button" tone="neutral">
          {t('world.battleResult.back')}
        </GameLink>
      </div>
    </div>
  );
}
