import { describe, expect, it } from 'vitest';
import { preloadPolicy } from './prefetch-policy';

describe('preloadPolicy', () => {
  it('preloads on intent when the browser says nothing about the connection', () => {
    expect(preloadPolicy(undefined)).toBe('intent');
    expect(preloadPolicy({})).toBe('intent');
  });

  it.each(['4g', '3g'])('preloads on intent on %s', (effectiveType) => {
    expect(preloadPolicy({ effectiveType, saveData: false })).toBe('intent');
  });

  it.each(['2g', 'slow-2g'])('does not preload on %s', (effectiveType) => {
    expect(preloadPolicy({ effectiveType })).toBe(false);
  });

  it('does not preload with data saving on, however fast the connection', () => {
    expect(preloadPolicy({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
