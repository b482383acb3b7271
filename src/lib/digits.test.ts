import { describe, expect, it } from 'vitest';
import { asciiDigits } from './digits';

describe('asciiDigits', () => {
  it('reads Thai digits as 0-9', () => expect(asciiDigits('๐๘๑๒๓๔๕๖๗๘')).toBe('0812345678'));
  it('leaves other text as it is', () => expect(asciiDigits('SO100001 ถนน ๙ ซอย 2')).toBe('SO100001 ถนน 9 ซอย 2'));
});
