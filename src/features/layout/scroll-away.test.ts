import { describe, expect, it } from 'vitest';
import { hiddenAfterScroll } from './scroll-away';

describe('hiddenAfterScroll', () => {
  it('steps aside while the page is scrolled down and comes back when it is scrolled up', () => {
    expect(hiddenAfterScroll(false, 400, 480, 3000)).toBe(true);
    expect(hiddenAfterScroll(true, 480, 300, 3000)).toBe(false);
  });

  it('ignores a finger’s jitter either way', () => {
    expect(hiddenAfterScroll(false, 400, 404, 3000)).toBe(false);
    expect(hiddenAfterScroll(true, 400, 396, 3000)).toBe(true);
  });

  it('always shows near the top of the page and at its end, however it got there', () => {
    expect(hiddenAfterScroll(true, 0, 100, 3000)).toBe(false);
    expect(hiddenAfterScroll(false, 20, 110, 3000)).toBe(false);
    expect(hiddenAfterScroll(false, 2000, 3000, 3000)).toBe(false);
    expect(hiddenAfterScroll(true, 2990, 2999, 3000)).toBe(false);
  });
});
