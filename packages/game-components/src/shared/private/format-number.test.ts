import { describe, expect, it } from 'vitest';
import { formatAmount, formatNumber } from './format-number.ts';

describe('formatAmount', () => {
  it('groups digits the way each language does', () => {
    expect(formatAmount(1234, 'en')).toEqual({ full: '1,234', compact: undefined });
    expect(formatAmount(12345, 'pl').full).toBe('12\u00a0345');
    expect(formatAmount(12345, 'de').full).toBe('12.345');
  });

  it('stays whole below one million and turns compact from it', () => {
    expect(formatAmount(999_999, 'en').compact).toBeUndefined();
    expect(formatAmount(1_000_000, 'en').compact).toBe('1M');
    expect(formatAmount(1_234_567_890, 'en')).toEqual({ full: '1,234,567,890', compact: '1.2B' });
    expect(formatAmount(1_234_567_890, 'pl').compact).toBe('1,2\u00a0mld');
  });

  it('formats zero', () => {
    expect(formatNumber(0, 'fr')).toBe('0');
  });
});
