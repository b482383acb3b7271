import { describe, expect, it } from 'vitest';
import { messageIdsIn, registration } from './thai-messages.ts';

const CATALOGUE = { zmwvG2: ['โทรศัพท์'], 'znIg+z': ['ชำระเงิน'], 'a/b9Q1': ['เมนู'] };

describe('messageIdsIn', () => {
  it('finds the ids the Lingui macro leaves in calls, descriptors and Trans elements', () => {
    const code = 'i18n._({ id: "zmwvG2" }); const d = { id: \'znIg+z\' }; <Trans id={"a/b9Q1"} />;';
    expect(messageIdsIn(code, CATALOGUE)).toEqual(['a/b9Q1', 'zmwvG2', 'znIg+z']);
  });

  it('leaves out ids the catalogue does not have and strings that only look like ids', () => {
    expect(messageIdsIn('const x = { id: "nothin" }; call("zmwvG2");', CATALOGUE)).toEqual([]);
  });
});

describe('registration', () => {
  it('loads exactly the named Thai texts into Lingui', () => {
    const code = registration(['zmwvG2'], CATALOGUE);
    expect(code).toContain("from '@lingui/core'");
    const json = /JSON\.parse\((".*")\)/.exec(code)![1]!;
    expect(JSON.parse(JSON.parse(json) as string)).toEqual({ zmwvG2: ['โทรศัพท์'] });
  });
});
