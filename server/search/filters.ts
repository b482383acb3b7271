import type { FilterList } from '../../contract/search.ts';
import { HttpError, say } from '../http/errors.ts';
import { FACET_ATTRIBUTES, type FacetAttribute, type FacetValues, isFacetAttribute, NUMERIC_FACETS } from './facets.ts';

/*
 * Algolia's facetFilters and numericFilters: a list of conditions that must all hold, where a nested list
 * holds when any of its conditions does. The string form writes the same as "a:b,(c:d,e:f)".
 */

export const NUMERIC_ATTRIBUTES = ['price', 'priceRangeMin', 'priceRangeMax', 'standardPriceMin', 'standardPriceMax', 'productId'] as const;
export type NumericAttribute = (typeof NUMERIC_ATTRIBUTES)[number];

/** What filters look at: facet values lower-cased ('true', 'iphone', 'silver'; see facets.ts), and numbers. */
export interface Filterable {
  facets: FacetValues;
  numbers: Record<NumericAttribute, number>;
}

export type Operator = '<' | '<=' | '=' | '!=' | '>=' | '>';
export type Condition =
  | { kind: 'facet'; attribute: FacetAttribute; value: string; negated: boolean }
  | { kind: 'numeric'; attribute: NumericAttribute; operator: Operator; value: number; negated: boolean }
  | { kind: 'range'; attribute: NumericAttribute; from: number; to: number; negated: boolean }
  /** `_tags:x` (or a bare word in `filters`): the records have no `_tags`, so it holds only negated */
  | { kind: 'tag'; value: string; negated: boolean };
/** Every group must hold; a group holds when one of its conditions does. */
export type Conditions = Condition[][];

export const invalidFilter = (th: string, en: string) => new HttpError(400, 'INVALID_FILTER', say(th, en));

const isNumericAttribute = (name: string): name is NumericAttribute => (NUMERIC_ATTRIBUTES as readonly string[]).includes(name);

/** A facet attribute's name, checked; `prefix` names the parameter in the message ("filters: "). */
export function facetAttributeOf(name: string, prefix = ''): FacetAttribute {
  if (isFacetAttribute(name)) return name;
  throw invalidFilter(
    `${prefix}กรองตาม "${name}" ไม่ได้ (ใช้ได้: ${FACET_ATTRIBUTES.join(', ')})`,
    `${prefix}Cannot filter on "${name}" (facets: ${FACET_ATTRIBUTES.join(', ')})`,
  );
}

export function numericAttributeOf(name: string, prefix = ''): NumericAttribute {
  if (isNumericAttribute(name)) return name;
  throw invalidFilter(
    `${prefix}กรองตัวเลขตาม "${name}" ไม่ได้ (ใช้ได้: ${NUMERIC_ATTRIBUTES.join(', ')})`,
    `${prefix}Cannot filter numbers on "${name}" (numeric attributes: ${NUMERIC_ATTRIBUTES.join(', ')})`,
  );
}

/** Splits the string form at top-level commas; a parenthesised part is one OR group. */
function groupsOfText(text: string): string[][] {
  const groups: string[][] = [];
  let depth = 0;
  let start = 0;
  const push = (part: string) => {
    const trimmed = part.trim();
    if (!trimmed) return;
    if (trimmed.startsWith('(') && trimmed.endsWith(')')) groups.push(trimmed.slice(1, -1).split(','));
    else groups.push([trimmed]);
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    if (depth < 0 || depth > 1) throw invalidFilter(`วงเล็บในตัวกรอง "${text}" ไม่ถูกต้อง`, `Unbalanced or nested parentheses in filter "${text}"`);
    if (char === ',' && depth === 0) {
      push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0) throw invalidFilter(`วงเล็บในตัวกรอง "${text}" ไม่ถูกต้อง`, `Unbalanced or nested parentheses in filter "${text}"`);
  push(text.slice(start));
  return groups;
}

function groupsOf(input: FilterList | undefined): string[][] {
  if (input === undefined) return [];
  if (typeof input === 'string') return groupsOfText(input);
  return input.map((item) => (typeof item === 'string' ? [item] : item));
}

function facetCondition(text: string): Condition {
  const colon = text.indexOf(':');
  if (colon < 0) throw invalidFilter(`ตัวกรอง "${text}" ต้องเขียนเป็น ชื่อ:ค่า`, `Facet filter "${text}" must read attribute:value`);
  const attribute = facetAttributeOf(text.slice(0, colon).trim());
  let value = text.slice(colon + 1).trim();
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  return { kind: 'facet', attribute, value: facetValue(attribute, value), negated };
}

/** A value as the facet's values are kept: lower case, or a number written the way String(number) does. */
export function facetValue(attribute: FacetAttribute, value: string): string {
  if (!NUMERIC_FACETS.includes(attribute)) return value.toLowerCase();
  const number = value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(number) ? String(number) : value;
}

const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;
const COMPARISON = new RegExp(String.raw`^\s*([A-Za-z]\w*)\s*(<=|>=|!=|<|>|=)\s*${NUMBER}\s*$`);
const RANGE = new RegExp(String.raw`^\s*([A-Za-z]\w*)\s*:\s*${NUMBER}\s+TO\s+${NUMBER}\s*$`);

function numericCondition(text: string): Condition {
  const comparison = COMPARISON.exec(text);
  const range = comparison ? null : RANGE.exec(text);
  const name = (comparison ?? range)?.[1];
  if (!name) {
    throw invalidFilter(
      `ตัวกรองตัวเลข "${text}" ต้องเขียนเป็น ชื่อ>=ค่า หรือ ชื่อ:ค่า TO ค่า`,
      `Numeric filter "${text}" must read attribute>=number or attribute:number TO number`,
    );
  }
  const attribute = numericAttributeOf(name);
  if (comparison) return { kind: 'numeric', attribute, operator: comparison[2] as Operator, value: Number(comparison[3]), negated: false };
  return { kind: 'range', attribute, from: Number(range![2]), to: Number(range![3]), negated: false };
}

export const parseFacetFilters = (input: FilterList | undefined): Conditions => groupsOf(input).map((group) => group.map((text) => facetCondition(text)));

/** tagFilters: tags in the same list form; `-tag` negates. */
export const parseTagFilters = (input: FilterList | undefined): Conditions =>
  groupsOf(input).map((group) =>
    group.map((text): Condition => {
      const tag = text.trim();
      return tag.startsWith('-') ? { kind: 'tag', value: tag.slice(1), negated: true } : { kind: 'tag', value: tag.replace(/^\\-/, '-'), negated: false };
    }),
  );

export const parseNumericFilters = (input: FilterList | undefined): Conditions => groupsOf(input).map((group) => group.map((text) => numericCondition(text)));

function compare(n: number, operator: Operator, value: number): boolean {
  switch (operator) {
    case '<':
      return n < value;
    case '<=':
      return n <= value;
    case '=':
      return n === value;
    case '!=':
      return n !== value;
    case '>=':
      return n >= value;
    case '>':
      return n > value;
  }
}

function holds(condition: Condition, item: Filterable): boolean {
  switch (condition.kind) {
    case 'facet':
      return item.facets[condition.attribute].includes(condition.value) !== condition.negated;
    case 'range': {
      const n = item.numbers[condition.attribute];
      return (n >= condition.from && n <= condition.to) !== condition.negated;
    }
    case 'numeric':
      return compare(item.numbers[condition.attribute], condition.operator, condition.value) !== condition.negated;
    case 'tag':
      return condition.negated;
  }
}

export const matchesAll = (conditions: Conditions, item: Filterable): boolean => conditions.every((group) => group.some((condition) => holds(condition, item)));
