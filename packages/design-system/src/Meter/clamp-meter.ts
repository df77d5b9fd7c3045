/** Clamps a meter's value into 0..max; a non-positive or non-finite max gives an empty 0..0 meter. */
export function clampMeter(value: number, max: number): { value: number; max: number; percent: number } {
  const safeMax = Number.isFinite(max) && max > 0 ? max : 0;
  const safeValue = Number.isFinite(value) ? Math.min(Math.max(value, 0), safeMax) : 0;
  return { value: safeValue, max: safeMax, percent: safeMax === 0 ? 0 : (safeValue / safeMax) * 100 };
}
