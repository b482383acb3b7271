import { describe, expect, it } from 'vitest';
import { countForm } from './count-form';

describe('countForm', () => {
  it('is one for a single thing only, as English counts', () => {
    expect(countForm(1)).toBe('one');
    for (const count of [0, 2, 11, 21, 101]) expect(countForm(count)).toBe('other');
  });
});
