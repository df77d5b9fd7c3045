import { describe, expect, it } from 'vitest';
import { figuresOf, misses } from './lighthouse.mjs';

const lhr = {
  categories: { performance: { score: 0.951 }, accessibility: { score: 1 }, 'best-practices': { score: 0.93 } },
  audits: {
    'first-contentful-paint': { numericValue: 1020.4 },
    'largest-contentful-paint': { numericValue: 1499.6 },
    'total-blocking-time': { numericValue: 120.2 },
    'cumulative-layout-shift': { numericValue: 0.00412 },
    'speed-index': { numericValue: 1300 },
  },
};

describe('lighthouse figures', () => {
  it('reads scores as 0-100 and rounds the metrics (CLS to 3 places)', () => {
    expect(figuresOf(lhr)).toEqual({
      performance: 95,
      accessibility: 100,
      'best-practices': 93,
      fcp: 1020,
      lcp: 1500,
      tbt: 120,
      cls: 0.004,
      si: 1300,
    });
  });

  it('names each target a run misses, and a figure it could not measure', () => {
    expect(misses(figuresOf(lhr))).toEqual(['best-practices 93 < 100', 'tbt 120 ms > 100 ms']);
    expect(misses({ ...figuresOf(lhr), 'best-practices': 100, tbt: 100, lcp: null })).toEqual(['lcp not measured']);
  });
});
