import { describe, expect, it } from 'vitest';
import { layoutOf } from './layouts.ts';

describe('layoutOf', () => {
  it.each([
    ['/', 'default'],
    ['/en', 'default'],
    ['/iphone', 'default'],
    ['/en/product/iphone-17_12', 'default'],
    ['/k-12', 'education'],
    ['/en/k-12/', 'education'],
    ['/education-k12-detail', 'education'],
    ['/education-for-university', 'universityStore'],
    ['/en/ustore', 'universityStore'],
    ['/preorder/checkout', 'preorder'],
    ['/confirmation/pay/42', 'empty'],
    ['/k-120', 'default'],
    ['/education', 'default'],
  ] as const)('%s uses the %s layout', (path, layout) => {
    expect(layoutOf(path)).toBe(layout);
  });
});
