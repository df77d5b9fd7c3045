import { useId } from 'react';
import { Box } from '../Box/Box.tsx';
import { cx } from '../private/cx.ts';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import { clampMeter } from './clamp-meter.ts';
import {
  fill,
  header,
  label as labelClass,
  type meterSizes,
  type meterTones,
  root,
  track,
  valueText as valueTextClass,
} from './Meter.css.ts';

export type MeterTone = (typeof meterTones)[number];
export type MeterSize = (typeof meterSizes)[number];

export interface MeterProps {
  /** What is measured (e.g. "Health"): the meter's accessible name. Required; hide it with `labelHidden`. */
  label: string;
  /** Keep the label for screen readers only (e.g. when a heading or icon already says it). */
  labelHidden?: boolean;
  /** The current amount; clamped to 0..max. */
  value: number;
  /** The full amount. 0 (or less) renders an empty bar. */
  max?: number;
  /** The value as people read it (e.g. "80 / 115"): shown beside the label and read out instead of the number. */
  valueText?: string;
  /** Meaning: `health`, `experience` and `actionPoints` use the game's colours; the others are the tones. */
  tone?: MeterTone;
  /** Height of the bar. */
  size?: MeterSize;
  id?: string;
}

/** A bar showing an amount out of a maximum (health, experience): role=meter with its value for screen readers. */
export function Meter({
  label,
  labelHidden = false,
  value,
  max = 100,
  valueText,
  tone = 'brand',
  size = 'standard',
  id: idProp,
}: MeterProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const labelId = `${id}-label`;
  const clamped = clampMeter(value, max);
  const labelElement = (
    <span id={labelId} className={cx(labelClass, labelHidden && visuallyHidden)}>
      {label}
    </span>
  );
  return (
    <Box className={root}>
      {labelHidden && valueText === undefined ? (
        labelElement
      ) : (
        <Box className={header}>
          {labelElement}
          {valueText !== undefined ? (
            // Read out through aria-valuetext; hidden here so it is not read twice.
            <span className={valueTextClass} aria-hidden="true">
              {valueText}
            </span>
          ) : null}
        </Box>
      )}
      <Box
        id={id}
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={clamped.max}
        aria-valuenow={clamped.value}
        aria-valuetext={valueText}
        className={track({ size })}
      >
        <Box className={fill({ tone })} style={{ width: `${clamped.percent}%` }} />
      </Box>
    </Box>
  );
}
