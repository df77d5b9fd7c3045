import { describe, expect, it } from 'vitest';
import {
  figuresOf,
  lighthouseTable,
  median,
  medianRunIndex,
  misses,
  pagesOf,
  productPaths,
  resolvePath,
  selectPages,
  summarize,
  targetsFor,
} from './lighthouse.mjs';

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
});

describe('lighthouse misses by kind of page', () => {
  const figures = { ...figuresOf(lhr), 'best-practices': 100, performance: 92, lcp: 1200, tbt: 200, cls: 0.02 };

  it('holds a signed-out page to 95 and 150 ms of blocking', () => {
    expect(misses(figures, targetsFor('signed-out'))).toEqual(['performance 92 < 95', 'tbt 200 ms > 150 ms']);
  });

  it('lets a signed-in page score 90 and block 300 ms', () => {
    expect(misses(figures, targetsFor('signed-in'))).toEqual([]);
    expect(misses({ ...figures, cls: 0.06, lcp: 2600 }, targetsFor('signed-in'))).toEqual([
      'lcp 2600 ms > 2500 ms',
      'cls 0.06 > 0.05',
    ]);
  });

  it('wants a repeat view’s LCP within a second', () => {
    expect(misses(figures, targetsFor('repeat-view'))).toEqual(['lcp 1200 ms > 1000 ms']);
  });

  it('names a figure it could not measure', () => {
    expect(misses({ ...figures, lcp: null }, targetsFor('signed-in'))).toEqual(['lcp not measured']);
  });
});

describe('lighthouse runs as one', () => {
  const runs = [
    { performance: 88, lcp: 2600, cls: 0 },
    { performance: 93, lcp: 2100, cls: 0.012 },
    { performance: 90, lcp: 2400, cls: 0.003 },
  ];

  it('takes the median, the middle two’s mean for an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5])).toBe(5);
    expect(median([])).toBeNull();
  });

  it('gives each figure its median and [min, max]', () => {
    expect(summarize(runs)).toEqual({
      median: { performance: 90, lcp: 2400, cls: 0.003 },
      range: { performance: [88, 93], lcp: [2100, 2600], cls: [0, 0.012] },
    });
    expect(summarize(runs.slice(0, 2)).median).toEqual({ performance: 90.5, lcp: 2350, cls: 0.006 });
  });

  it('reports the run nearest the median score, then LCP', () => {
    expect(medianRunIndex(runs, summarize(runs).median)).toBe(2);
    const tied = [{ performance: 90, lcp: 3000 }, { performance: 90, lcp: 2500 }, runs[0]];
    expect(medianRunIndex(tied, { performance: 90, lcp: 2450 })).toBe(1);
  });

  it('prints medians with their ranges, a range only where the runs differ', () => {
    const same = { accessibility: 100, 'best-practices': 100, fcp: 1800, tbt: 120 };
    const row = {
      name: '/shop/:id',
      runs: 3,
      ...summarize(runs).median,
      ...same,
      range: { ...summarize(runs).range, accessibility: [100, 100], fcp: [1800, 1800], tbt: [90, 150] },
      misses: [],
    };
    const table = lighthouseTable({ results: [row, { name: '/battles/:id', error: 'no fight' }] }).split('\n');
    expect(table[2]).toBe(
      '| /shop/:id | 90 [88-93] | 100 | 100 | 1800 | 2400 [2100-2600] | 120 [90-150] | 0.003 [0-0.012] | none |',
    );
    expect(table[3]).toBe('| /battles/:id | | | | | | | | not measured: no fight |');
  });
});

describe('lighthouse pages', () => {
  const source = `export const paths = {
  home: '/',
  login: '/account/login',
  createCharacter: '/create-character',
  myCharacter: '/my-character',
  vendor: '/shop/:id',
  devToken: '/dev/token',
} as const;`;

  it('reads every product path of paths.ts, leaving /dev/* out', () => {
    expect(productPaths(source)).toEqual(['/', '/account/login', '/create-character', '/my-character', '/shop/:id']);
  });

  it('opens each page with its account and targets, and adds the repeat view', () => {
    expect(pagesOf(productPaths(source)).map(({ name, kind, account }) => [name, kind, account])).toEqual([
      ['/', 'signed-out', 'visitor'],
      ['/account/login', 'signed-out', 'visitor'],
      ['/create-character', 'signed-in', 'newcomer'],
      ['/my-character', 'signed-in', 'player'],
      ['/shop/:id', 'signed-in', 'player'],
      ['/my-character (repeat view)', 'repeat-view', 'player'],
    ]);
  });

  it('keeps the pages --routes names, by path or by name', () => {
    const pages = pagesOf(productPaths(source));
    expect(selectPages(pages, ['/my-character']).map((page) => page.name)).toEqual([
      '/my-character',
      '/my-character (repeat view)',
    ]);
    expect(selectPages(pages, ['/my-character (repeat view)', '/'])).toHaveLength(2);
    expect(selectPages(pages, undefined)).toBe(pages);
  });

  it('fills a route’s id, or says there is none', () => {
    expect(resolvePath('/shop/:id', { '/shop/:id': 7 })).toBe('/shop/7');
    expect(resolvePath('/battles/:id', {})).toBeNull();
    expect(resolvePath('/ranking', {})).toBe('/ranking');
  });
});
