import { describe, expect, it } from 'vitest';
import { clampPage } from './clamp-page.ts';

describe('clampPage', () => {
  it('keeps a page inside 1..totalPages', () => {
    expect(clampPage(2, 7)).toEqual({ page: 2, totalPages: 7 });
    expect(clampPage(0, 7)).toEqual({ page: 1, totalPages: 7 });
    expect(clampPage(9, 7)).toEqual({ page: 7, totalPages: 7 });
  });
  it('treats 0, negative or invalid totals as one page', () => {
    expect(clampPage(3, 0)).toEqual({ page: 1, totalPages: 1 });
    expect(clampPage(3, -2)).toEqual({ page: 1, totalPages: 1 });
    expect(clampPage(Number.NaN, Number.NaN)).toEqual({ page: 1, totalPages: 1 });
  });
  it('rounds fractions down', () => {
    expect(clampPage(2.7, 7.9)).toEqual({ page: 2, totalPages: 7 });
  });
});
