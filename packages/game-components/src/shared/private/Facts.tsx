import { Box, VisuallyHidden } from '@rpg/design-system';
import type { ReactNode } from 'react';
import * as styles from './Facts.css.ts';

export type FactTone = keyof typeof styles.value;

export interface Fact {
  id: string;
  /** What the value is (e.g. "Cost"); shown unless `labelHidden`. */
  label: string;
  /** Keep the label for screen readers only (the icon says it). */
  labelHidden?: boolean;
  value: ReactNode;
  /** A decorative icon from the asset manifest. */
  icon?: string;
  /** Colours the value in a game colour (currency, action points, experience). */
  tone?: FactTone;
}

export interface FactsProps {
  facts: readonly Fact[];
}

/**
 * Short labelled values (cost, duration, rewards) as a description list of chips: the quests', the adventures'
 * and another player's character's.
 */
export function Facts({ facts }: FactsProps) {
  return (
    <Box as="dl" className={styles.list}>
      {facts.map((fact) => (
        <Box key={fact.id} className={styles.item}>
          <Box as="dt" className={styles.term}>
            {fact.icon ? <img className={styles.icon} src={fact.icon} alt="" width={20} height={20} /> : null}
            {fact.labelHidden ? <VisuallyHidden>{fact.label}</VisuallyHidden> : `${fact.label}:`}
          </Box>
          <Box as="dd" className={styles.value[fact.tone ?? 'neutral']}>
            {fact.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A duration in minutes as words of the language ("12 minut", "1 Stunde 5 Minuten"), through Intl. */
export function formatMinutes(minutes: number, language: string): string {
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}
