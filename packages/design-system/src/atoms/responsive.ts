import { type BreakpointName, breakpointNames } from '../tokens/breakpoints.ts';

/** A value that may change at the breakpoints: `'small'`, `['small', 'large']` or `{ phone: 'small', desktop: 'large' }`. */
export type ResponsiveValue<Value extends string | number> =
  | Value
  | Partial<Record<BreakpointName, Value>>
  | readonly [Value | null, (Value | null)?, (Value | null)?];

/** The object form ({ phone, tablet, desktop }) of any responsive value. */
export function normalizeResponsiveValue<Value extends string | number>(
  value: ResponsiveValue<Value>,
): Partial<Record<BreakpointName, Value>> {
  if (typeof value === 'string' || typeof value === 'number') {
    return { phone: value };
  }
  if (Array.isArray(value)) {
    const result: Partial<Record<BreakpointName, Value>> = {};
    breakpointNames.forEach((name, index) => {
      const item = (value as ReadonlyArray<Value | null | undefined>)[index];
      if (item !== null && item !== undefined) result[name] = item;
    });
    return result;
  }
  return value as Partial<Record<BreakpointName, Value>>;
}

/** Maps a responsive value value by value, keeping its breakpoints. */
export function mapResponsiveValue<Value extends string | number, Result extends string | number>(
  value: ResponsiveValue<Value>,
  map: (item: Value) => Result,
): Partial<Record<BreakpointName, Result>> {
  const normalized = normalizeResponsiveValue(value);
  const result: Partial<Record<BreakpointName, Result>> = {};
  for (const name of breakpointNames) {
    const item = normalized[name];
    if (item !== undefined) result[name] = map(item);
  }
  return result;
}
