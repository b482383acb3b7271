import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CompareSearch, chooseModel, comparedModels, differs, modelIds } from './compare-search';

describe('CompareSearch', () => {
  it('reads the family and the chosen ids, dropping what it cannot read', () => {
    expect(v.parse(CompareSearch, { type: 'mac', models: '1,2,x,3' })).toEqual({ type: 'mac', models: '1,2,3' });
    expect(v.parse(CompareSearch, { models: 7 })).toEqual({ type: 'iphone', models: 7 });
    expect(v.parse(CompareSearch, { models: '1001' })).toEqual({ type: 'iphone', models: 1001 });
    expect(v.parse(CompareSearch, { models: [4, 5] })).toEqual({ type: 'iphone', models: '4,5' });
    expect(v.parse(CompareSearch, { type: 'ipod', models: { a: 1 } })).toEqual({ type: 'iphone', models: '' });
  });
});

describe('modelIds', () => {
  it('reads ids from a list, a number or a comma-separated text', () => {
    expect(modelIds('1001,x,0,1002')).toEqual([1001, 1002]);
    expect(modelIds([3, '4'])).toEqual([3, 4]);
    expect(modelIds(undefined)).toEqual([]);
  });
});

describe('comparedModels', () => {
  it('keeps the chosen models the table has, each once, and fills three columns with the table’s others', () => {
    expect(comparedModels([1, 2, 3, 4, 5], [5, 5, 9, 2])).toEqual([5, 2, 1]);
    expect(comparedModels([1, 2, 3, 4, 5], [4])).toEqual([4, 1, 2]);
    expect(comparedModels([1, 2, 3, 4, 5], [1, 2, 3, 4])).toEqual([1, 2, 3]);
    expect(comparedModels([1, 2, 3, 4], [])).toEqual([1, 2, 3]);
    expect(comparedModels([1, 2], [])).toEqual([1, 2]);
  });
});

describe('differs', () => {
  it('tells a row whose values are not all the same', () => {
    expect(differs(['M4', 'M4 '])).toBe(false);
    expect(differs(['M4', 'M5'])).toBe(true);
  });
});

describe('chooseModel', () => {
  it('puts the model in the column, swapping with the column that showed it', () => {
    expect(chooseModel([1, 2, 3], 0, 4)).toEqual([4, 2, 3]);
    expect(chooseModel([1, 2, 3], 0, 3)).toEqual([3, 2, 1]);
  });
});
