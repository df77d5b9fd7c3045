import { labelKey, Stat, type Stats } from '@rpg/contracts';
import { Box, Button, Heading, Text, Tooltip, VisuallyHidden } from '@rpg/design-system';
import { useId, useRef, useState } from 'react';
import { formatNumber } from '../../shared/private/format-number.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import type { PendingCallback } from '../SkillCard/index.ts';
import * as styles from './StatsPanel.css.ts';

/** Base + from-items of one primary stat. */
export interface StatTotal {
  stat: Stat;
  base: number;
  fromItems: number;
  total: number;
}

const statTotal = (stat: Stat, base: number, fromItems: number): StatTotal => ({
  stat,
  base,
  fromItems,
  total: Math.max(0, base + fromItems),
});

export interface StatsPanelProps {
  /** The stats as the server sends them, its derived values (health, damage, the chances) included. */
  stats: Stats;
  /** Unspent stat points exist (the character's doStatsPointsAvaiable). */
  pointsAvailable: boolean;
  /** How many points are unspent, when known: the message then names the count. */
  unspentPoints?: number;
  /** Spends one point on a stat (the Stat enum value); without it no add buttons show. */
  onAddStat?: PendingCallback<[stat: Stat]>;
  /** A shield is equipped in weapon2: without one the (server's) block chance is marked 'no shield'. */
  hasShield?: boolean;
  /** The title's heading level (default 2). */
  headingLevel?: 2 | 3;
}

type StatName = 'force' | 'intelligence' | 'dexterity' | 'endurance';
const primaryStats: readonly StatName[] = ['force', 'intelligence', 'dexterity', 'endurance'];

/** The translation key of a stat's name. */
export const statNameKey = (stat: Stat) => `character.${labelKey('stat', Stat, stat)}` as const;

const percentFormats = new Map<string, Intl.NumberFormat>();
/** A percentage (0 to 100) for the interface language, e.g. "87,5%" in Polish. */
export function formatPercent(value: number, language: string): string {
  let format = percentFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    percentFormats.set(language, format);
  }
  return format.format(value / 100);
}

const decimal = (value: number, language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(value);
const signed = (value: number, language: string) =>
  new Intl.NumberFormat(language, { signDisplay: 'always', maximumFractionDigits: 0 }).format(value);

/**
 * Force, intelligence, dexterity and endurance (base + from items) with a +1 button each while
 * points are left, the points message, and the combat values the server derived from them
 * (shown as sent: the browser computes no rule).
 */
export function StatsPanel({
  stats,
  pointsAvailable,
  unspentPoints,
  onAddStat,
  hasShield = false,
  headingLevel = 2,
}: StatsPanelProps) {
  const { t, language } = useGameTranslation();
  const titleId = useId();
  const combatId = useId();
  const totals: Record<StatName, StatTotal> = {
    force: statTotal(Stat.Force, stats.baseForce, stats.forceFromItems),
    intelligence: statTotal(Stat.Intelligence, stats.baseIntelligence, stats.intelligenceFromItems),
    dexterity: statTotal(Stat.Dexterity, stats.baseDexterity, stats.dexterityFromItems),
    endurance: statTotal(Stat.Endurance, stats.baseEndurance, stats.enduranceFromItems),
  };
  const [pendingStat, setPendingStat] = useState<Stat | null>(null);
  const running = useRef(false);
  const canAdd = pointsAvailable && (unspentPoints === undefined || unspentPoints > 0);
  const showAdd = canAdd && onAddStat !== undefined;

  const add = (stat: Stat) => {
    if (!onAddStat || running.current) return;
    const result = onAddStat(stat);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      running.current = true;
      setPendingStat(stat);
      (result as Promise<unknown>)
        .catch(() => undefined)
        .finally(() => {
          running.current = false;
          setPendingStat(null);
        });
    }
  };

  let pointsMessage: string;
  if (!canAdd) pointsMessage = t('character.statsPanel.noPoints');
  else if (unspentPoints !== undefined)
    pointsMessage = t('character.statsPanel.points', {
      count: unspentPoints,
      formatted: formatNumber(unspentPoints, language),
    });
  else pointsMessage = t('character.statsPanel.pointsAvailable');

  const headingTag = `h${headingLevel}` as const;
  const subTag = `h${headingLevel + 1}` as 'h3' | 'h4';
  const combat: { id: string; label: string; value: string; note?: string }[] = [
    {
      id: 'health',
      label: t('character.statsPanel.health'),
      value: t('character.statsPanel.healthValue', {
        current: formatNumber(Math.min(stats.currentHealthPoints, stats.healthPoints), language),
        max: formatNumber(stats.healthPoints, language),
      }),
    },
    { id: 'armor', label: t('character.statsPanel.armor'), value: formatNumber(stats.armor, language) },
    {
      id: 'damage',
      label: t('character.statsPanel.damage'),
      value: t('character.statsPanel.damageRange', {
        min: formatNumber(stats.minDmg, language),
        max: formatNumber(stats.maxDmg, language),
      }),
    },
    { id: 'hitChance', label: t('character.statsPanel.hitChance'), value: formatPercent(stats.hitChance, language) },
    {
      id: 'critChance',
      label: t('character.statsPanel.critChance'),
      value: formatPercent(stats.critChance, language),
    },
    {
      id: 'critMultiplier',
      label: t('character.statsPanel.critMultiplier'),
      value: t('character.statsPanel.multiplier', { value: decimal(stats.critMultiplier, language) }),
    },
    {
      id: 'blockChance',
      label: t('character.statsPanel.blockChance'),
      value: formatPercent(stats.blockChance, language),
      ...(hasShield ? {} : { note: t('character.statsPanel.blockNoShield') }),
    },
    {
      id: 'dodgeChance',
      label: t('character.statsPanel.dodgeChance'),
      value: formatPercent(stats.dodgeChance, language),
    },
    { id: 'lifesteal', label: t('character.statsPanel.lifesteal'), value: formatPercent(stats.lifesteal, language) },
    { id: 'vampirism', label: t('character.statsPanel.vampirism'), value: formatPercent(stats.vampirism, language) },
  ];

  return (
    <Box as="section" aria-labelledby={titleId} className={styles.root}>
      <Heading level={3} as={headingTag} id={titleId}>
        {t('character.statsPanel.title')}
      </Heading>
      <Box as="p" role="status" className={canAdd ? styles.pointsAvailable : styles.noPoints}>
        {pointsMessage}
      </Box>
      <Box as="ul" className={styles.statList} aria-label={t('character.statsPanel.attributes')}>
        {primaryStats.map((name) => {
          const entry = totals[name];
          const statName = t(statNameKey(entry.stat));
          const description = t(`character.statsPanel.descriptions.${name}`);
          return (
            <Box as="li" key={name} className={styles.statRow}>
              <Box className={styles.statText}>
                <Text weight="strong">{statName}</Text>
                <Text as="p" size="small" tone="secondary">
                  {description}
                </Text>
              </Box>
              <Box className={styles.statValue}>
                <span className={styles.total}>{formatNumber(entry.total, language)}</span>
                <Text size="small" tone="secondary">
                  {t('character.statsPanel.breakdown', {
                    base: formatNumber(entry.base, language),
                    items: signed(entry.fromItems, language),
                  })}
                </Text>
              </Box>
              {showAdd ? (
                <Box className={styles.addCell}>
                  <Tooltip content={description}>
                    <Button
                      size="small"
                      tone="positive"
                      loading={pendingStat === entry.stat}
                      disabled={pendingStat !== null && pendingStat !== entry.stat}
                      onClick={() => add(entry.stat)}
                    >
                      <span aria-hidden="true">+1</span>
                      <VisuallyHidden>{t('character.statsPanel.add', { stat: statName })}</VisuallyHidden>
                    </Button>
                  </Tooltip>
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Box>
      <Heading level={4} as={subTag} id={combatId}>
        {t('character.statsPanel.combat')}
      </Heading>
      <Box as="dl" className={styles.combatGrid}>
        {combat.map((row) => (
          <Box key={row.id} className={styles.combatRow} data-stat={row.id}>
            <Box as="dt" className={styles.combatLabel}>
              {row.label}
            </Box>
            <Box as="dd" className={styles.combatValue}>
              {row.value}
              {row.note ? <span className={styles.note}> ({row.note})</span> : null}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
