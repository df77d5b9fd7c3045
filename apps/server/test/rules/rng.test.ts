import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, toSeed } from '../../src/rules/rng.ts';

describe('seeded rng (mulberry32)', () => {
  it('repeats the same sequence for the same seed, and differs for another', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 10 }, () => a.next());
    expect(Array.from({ length: 10 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 10 }, () => c.next())).not.toEqual(seqA);
    expect(a.seed).toBe(42);
  });

  it('normalises seeds to 32-bit unsigned integers', () => {
    expect(toSeed(-1)).toBe(0xffff_ffff);
    expect(toSeed(2 ** 32 + 5)).toBe(5);
    expect(toSeed(Number.NaN)).toBe(0);
  });

  it('int stays within bounds, chance and percent respect the extremes', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 100 }),
        (seed, min, span) => {
          const rng = createRng(seed);
          const value = rng.int(min, min + span);
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(min + span);
          expect(Number.isInteger(value)).toBe(true);
          expect(rng.chance(0)).toBe(false);
          expect(rng.chance(1)).toBe(true);
          expect(rng.percent(100)).toBe(true);
        },
      ),
    );
  });

  it('sample gives distinct elements; weighted never picks a zero weight', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = createRng(seed);
        const sample = rng.sample([1, 2, 3, 4, 5, 6, 7], 3);
        expect(new Set(sample).size).toBe(3);
        expect(rng.sample([1, 2], 5)).toHaveLength(2);
        expect(rng.weighted([0, 5, 0, 1])).toBeOneOf([1, 3]);
        expect(rng.pick(['x'])).toBe('x');
      }),
    );
    expect(() => createRng(1).pick([])).toThrow();
  });
});
