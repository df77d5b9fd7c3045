/**
 * A small seeded random number generator (mulberry32): the same seed gives the same
 * sequence, so every random outcome can be stored with its seed and replayed.
 * Seeds are unsigned 32-bit integers; the caller (a route) draws a fresh one and
 * stores it with the result.
 */
export type Rng = {
  /** The seed this generator started from. */
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included (min when max < min). */
  int(min: number, max: number): number;
  /** True with probability p (0..1). */
  chance(p: number): boolean;
  /** True with a chance given in percent (0..100). */
  percent(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** An index chosen by weight (weights >= 0, at least one > 0). */
  weighted(weights: readonly number[]): number;
  /** `count` distinct elements (all of them when the list is shorter), in random order. */
  sample<T>(list: readonly T[], count: number): T[];
  /** A new 32-bit seed drawn from this generator (to seed a sub-generator). */
  nextSeed(): number;
};

export const maxSeed = 0xffff_ffff;

/** Normalises any number to a 32-bit unsigned seed. */
export const toSeed = (value: number): number => (Number.isFinite(value) ? Math.trunc(value) >>> 0 : 0);

export const createRng = (seed: number): Rng => {
  let state = toSeed(seed);
  const start = state;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => (max <= min ? min : min + Math.floor(next() * (max - min + 1)));
  const rng: Rng = {
    seed: start,
    next,
    int,
    chance: (p) => next() < p,
    percent: (p) => next() * 100 < p,
    pick: <T>(list: readonly T[]): T => {
      if (list.length === 0) throw new RangeError('pick from an empty list');
      return list[int(0, list.length - 1)] as T;
    },
    weighted: (weights) => {
      const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
      if (total <= 0) throw new RangeError('weighted pick needs a positive weight');
      let roll = next() * total;
      for (let i = 0; i < weights.length; i++) {
        roll -= Math.max(0, weights[i] ?? 0);
        if (roll < 0) return i;
      }
      return weights.length - 1;
    },
    sample: <T>(list: readonly T[], count: number): T[] => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, Math.max(0, count));
    },
    nextSeed: () => Math.floor(next() * 4294967296) >>> 0,
  };
  return rng;
};
