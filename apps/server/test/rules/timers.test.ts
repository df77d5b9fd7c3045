import { describe, expect, it } from 'vitest';
import { actionPointsAt, spendActionPoints } from '../../src/rules/action-points.ts';
import {
  buyPremiumTime,
  healthAfterFight,
  healthAt,
  isPremium,
  monsterRollsAt,
  spendMonsterRoll,
  utcDayStart,
  waitUntilDue,
} from '../../src/rules/timers.ts';

const t0 = new Date('2026-01-01T12:00:00Z');
const minute = 60_000;
const after = (ms: number) => new Date(t0.getTime() + ms);

describe('action points with premium time (1 per 2 minutes while it lasts)', () => {
  it('regenerates at the premium rate up to the end of premium time, then at the normal rate', () => {
    expect(actionPointsAt({ points: 10, updatedAt: t0 }, after(10 * minute), after(60 * minute))).toEqual({
      points: 15,
      updatedAt: after(10 * minute),
    });
    // 6 premium minutes (3 points) then 9 normal minutes (3 points).
    expect(actionPointsAt({ points: 10, updatedAt: t0 }, after(15 * minute), after(6 * minute))).toEqual({
      points: 16,
      updatedAt: after(15 * minute),
    });
    // Expired premium time changes nothing.
    expect(actionPointsAt({ points: 10, updatedAt: t0 }, after(10 * minute), after(-minute)).points).toBe(13);
  });

  it('keeps the partial progress across the end of premium time', () => {
    // 5 premium minutes = 2.5 points; the third completes 1.5 normal minutes later.
    const read = actionPointsAt({ points: 0, updatedAt: t0 }, after(7 * minute), after(5 * minute));
    expect(read).toEqual({ points: 3, updatedAt: after(6.5 * minute) });
  });

  it('spends points read at now, or refuses when too few', () => {
    expect(spendActionPoints({ points: 100, updatedAt: t0 }, 10, after(minute))).toEqual({
      points: 90,
      updatedAt: after(minute),
    });
    expect(spendActionPoints({ points: 9, updatedAt: t0 }, 10, after(2 * minute))).toBeNull();
    expect(spendActionPoints({ points: 9, updatedAt: t0 }, 10, after(3 * minute))).toEqual({
      points: 0,
      updatedAt: after(3 * minute),
    });
  });
});

describe('health regeneration (1% of max per minute)', () => {
  it('gains 1% of max per minute, keeps partial progress and stops at max', () => {
    expect(healthAt({ current: 10, updatedAt: t0 }, 200, after(5 * minute))).toEqual({
      current: 20,
      updatedAt: after(5 * minute),
    });
    expect(healthAt({ current: 10, updatedAt: t0 }, 100, after(90_000))).toEqual({
      current: 11,
      updatedAt: after(minute),
    });
    expect(healthAt({ current: 1, updatedAt: t0 }, 115, after(100 * minute))).toEqual({
      current: 115,
      updatedAt: after(100 * minute),
    });
    expect(healthAt({ current: 50, updatedAt: t0 }, 100, after(-minute)).current).toBe(50);
  });

  it('leaves 1 HP after a lost fight', () => {
    expect(healthAfterFight(0, true)).toBe(1);
    expect(healthAfterFight(40, true)).toBe(1);
    expect(healthAfterFight(40, false)).toBe(40);
  });
});

describe('premium time (100 premium for 7 days)', () => {
  const week = 7 * 24 * 60 * minute;
  it('starts now, or extends a running one', () => {
    expect(buyPremiumTime(150, null, t0)).toEqual({ premiumCurrency: 50, premiumUntil: after(week), price: 100 });
    expect(buyPremiumTime(100, after(minute), t0)).toEqual({
      premiumCurrency: 0,
      premiumUntil: after(week + minute),
      price: 100,
    });
    expect(buyPremiumTime(100, after(-minute), t0)?.premiumUntil).toEqual(after(week));
    expect(buyPremiumTime(99, null, t0)).toBeNull();
  });

  it('is active until its end', () => {
    expect(isPremium(after(1), t0)).toBe(true);
    expect(isPremium(t0, t0)).toBe(false);
    expect(isPremium(null, t0)).toBe(false);
  });
});

describe('daily monster rolls (5, refilled at midnight UTC)', () => {
  it('refills after a midnight UTC, not after 24 hours', () => {
    const lateEvening = new Date('2026-01-01T23:59:00Z');
    const justAfterMidnight = new Date('2026-01-02T00:00:00Z');
    expect(monsterRollsAt({ rolls: 0, refilledAt: lateEvening }, new Date('2026-01-01T23:59:59Z')).rolls).toBe(0);
    expect(monsterRollsAt({ rolls: 0, refilledAt: lateEvening }, justAfterMidnight)).toEqual({
      rolls: 5,
      refilledAt: justAfterMidnight,
    });
    expect(utcDayStart(new Date('2026-03-05T17:30:00+05:00'))).toEqual(new Date('2026-03-05T00:00:00Z'));
  });

  it('spends one roll, none when used up', () => {
    expect(spendMonsterRoll({ rolls: 5, refilledAt: t0 }, after(minute))).toEqual({ rolls: 4, refilledAt: t0 });
    expect(spendMonsterRoll({ rolls: 0, refilledAt: t0 }, after(minute))).toBeNull();
    expect(spendMonsterRoll({ rolls: 0, refilledAt: t0 }, after(24 * 60 * minute))?.rolls).toBe(4);
  });

  it('waitUntilDue counts down to the next allowed time', () => {
    expect(waitUntilDue(null, minute, t0)).toBe(0);
    expect(waitUntilDue(t0, minute, after(20_000))).toBe(40_000);
    expect(waitUntilDue(t0, minute, after(minute))).toBe(0);
  });
});
