import { describe, expect, it } from 'vitest';
import { clampMeter } from './clamp-meter.ts';

describe('clampMeter', () => {
  it('keeps values inside 0..max', () => {
    expect(clampMeter(80, 115)).toEqual({ value: 80, max: 115, percent: (80 / 115) * 100 });
  });
  it('clamps values above max and below 0', () => {
    expect(clampMeter(150, 100)).toEqual({ value: 100, max: 100, percent: 100 });
    expect(clampMeter(-5, 100)).toEqual({ value: 0, max: 100, percent: 0 });
  });
  it('renders an empty meter for a max of 0, a negative max or NaN', () => {
    expect(clampMeter(10, 0)).toEqual({ value: 0, max: 0, percent: 0 });
    expect(clampMeter(10, -3)).toEqual({ value: 0, max: 0, percent: 0 });
    expect(clampMeter(Number.NaN, 10)).toEqual({ value: 0, max: 10, percent: 0 });
    expect(clampMeter(5, Number.NaN)).toEqual({ value: 0, max: 0, percent: 0 });
  });
});
