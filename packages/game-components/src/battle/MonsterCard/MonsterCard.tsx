import type { DangerLevel, Monster } from '@rpg/contracts';
import { Button, Heading, Image, Text, VisuallyHidden } from '@rpg/design-system';
import { fallbacks } from '@rpg/game-assets';
import { useId } from 'react';
import { type GameDestination, GameLink } from '../../shared/GameLink/index.ts';
import { formatNumber } from '../../shared/private/format-number.ts';
import { type MaybePromise, usePendingAction } from '../../shared/private/pending.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { DangerBadge } from './DangerBadge.tsx';
import * as styles from './MonsterCard.css.ts';

export interface MonsterCardProps {
  monster: Monster;
  /** The danger band shown as a fixed word (defaults to `monster.dangerLevel`). */
  dangerLevel?: DangerLevel;
  /** Where the fight link goes (default the monster's fight page). */
  fightTo?: GameDestination;
  /**
   * Fight at once (POST /battle/commit-fight): the card shows a button instead of the link, loading
   * while a returned Promise is pending.
   */
  onFight?: (monster: Monster) => MaybePromise;
  /** The fight button is disabled (e.g. too few action points). */
  fightDisabled?: boolean;
}

/** A monster of the current location: picture, level, danger word and a link that starts the fight. */
export function MonsterCard({ monster, dangerLevel, fightTo, onFight, fightDisabled = false }: MonsterCardProps) {
  const { t, language } = useGameTranslation();
  const headingId = useId();
  const [pending, fight] = usePendingAction(onFight);
  const label = (
    <>
      <span aria-hidden="true">{t('battle.monsterCard.fight')}</span>
      <VisuallyHidden>{t('battle.monsterCard.fightName', { name: monster.name })}</VisuallyHidden>
    </>
  );
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.media}>
        <Image
          src={monster.imagePath || fallbacks.monster.path}
          fallbackSrc={fallbacks.monster.path}
          alt=""
          aspectRatio="1 / 1"
          fit="contain"
        />
      </div>
      <div className={styles.body}>
        <Heading level={3} as="h2" id={headingId}>
          {monster.name}
        </Heading>
        <div className={styles.meta}>
          <Text size="small" tone="secondary">
            {t('battle.level', { level: formatNumber(monster.level, language) })}
          </Text>
          <DangerBadge dangerLevel={dangerLevel ?? monster.dangerLevel} />
        </div>
        <div className={styles.action}>
          {onFight ? (
            <Button onClick={() => fight(monster)} loading={pending} disabled={fightDisabled}>
              {label}
            </Button>
          ) : (
            <GameLink to={fightTo ?? { page: 'fight', id: monster.id }} variant="button">
              {label}
            </GameLink>
          )}
        </div>
      </div>
    </article>
  );
}
