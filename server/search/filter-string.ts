import { type Localized, say } from '../http/errors.ts';
import { isFacetAttribute } from './facets.ts';
import {
  type Condition,
  type Conditions,
  facetAttributeOf,
  facetValue,
  invalidFilter,
  NUMERIC_ATTRIBUTES,
  numericAttributeOf,
  type Operator,
} from './filters.ts';

/*
 * Algolia's `filters` parameter: `attr:value`, `attr:"quoted value"`, `attr:lo TO hi`, `attr < 30000`,
 * `attr:true`, `_tags:x` or a bare `x` (tags), combined with AND, OR, NOT (capitals) and parentheses.
 * Like Algolia, the whole must be an AND of ORs: `(A AND B) OR C` and `NOT (A OR B)` are refused.
 */

type Keyword = 'AND' | 'OR' | 'NOT' | 'TO';
type Token =
  | { type: 'word' | 'string'; text: string; col: number }
  | { type: 'operator'; text: Operator | ':'; col: number }
  | { type: '(' | ')' | Keyword | 'end'; col: number };

type Node =
  { type: 'and' | 'or'; items: Node[]; col: number } | { type: 'not'; item: Node; col: number } | { type: 'condition'; condition: Condition; col: number };

/* What the parser wanted where it found something else, in both languages. */
const A_FILTER = say('ตัวกรอง', 'filter');
const END = say('จบตัวกรอง', 'end of filter');
const VALUE = say('ค่า', 'value');
const NUMBER = say('ตัวเลข', 'numeric');
const CLOSING = say("')'", "')'");

/** Parentheses and NOTs deeper than this are refused, so no input can exhaust the stack. */
const MAX_DEPTH = 32;
const SPECIAL = new Set(['(', ')', '"', "'", ':', '<', '>', '=', '!']);
const KEYWORDS = new Set<string>(['AND', 'OR', 'NOT', 'TO']);
const NUMERIC = /^-?\d+(?:\.\d+)?$/;
const PREFIX = 'filters: ';

const describe = (token: Token) => {
  switch (token.type) {
    case 'word':
    case 'string':
      return `string(${token.text})`;
    case 'operator':
      return `'${token.text}'`;
    case 'end':
      return 'end of filter';
    default:
      return `'${token.type}'`;
  }
};

function unexpected(token: Token, expected: Localized) {
  return invalidFilter(
    `${PREFIX}ไม่คาดว่าจะพบ ${describe(token)} ที่ตำแหน่ง ${token.col} (ต้องการ${expected.th})`,
    `${PREFIX}Unexpected token ${describe(token)} expected ${expected.en} at col ${token.col}`,
  );
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    const col = i + 1;
    if (/\s/.test(char)) {
      i++;
    } else if (char === '(' || char === ')') {
      tokens.push({ type: char, col });
      i++;
    } else if (char === '"' || char === "'") {
      let value = '';
      i++;
      while (i < text.length && text[i] !== char) {
        if (text[i] === '\\' && i + 1 < text.length) i++;
        value += text[i++];
      }
      if (i >= text.length) {
        throw invalidFilter(`${PREFIX}ไม่มี ${char} ปิดข้อความที่เริ่มที่ตำแหน่ง ${col}`, `${PREFIX}Unterminated string starting at col ${col}`);
      }
      i++;
      tokens.push({ type: 'string', text: value, col });
    } else if (char === ':' || char === '=') {
      tokens.push({ type: 'operator', text: char, col });
      i++;
    } else if (char === '<' || char === '>' || char === '!') {
      const operator = text[i + 1] === '=' ? `${char}=` : char;
      if (operator === '!') throw unexpected({ type: 'word', text: '!', col }, A_FILTER);
      tokens.push({ type: 'operator', text: operator as Operator, col });
      i += operator.length;
    } else {
      let end = i;
      while (end < text.length && !/\s/.test(text[end]!) && !SPECIAL.has(text[end]!)) end++;
      const word = text.slice(i, end);
      tokens.push(KEYWORDS.has(word) ? { type: word as Keyword, col } : { type: 'word', text: word, col });
      i = end;
    }
  }
  tokens.push({ type: 'end', col: text.length + 1 });
  return tokens;
}

function parseTree(text: string): Node | null {
  const tokens = tokenize(text);
  let at = 0;
  const peek = () => tokens[at]!;
  const next = () => tokens[at++]!;

  function deeper(depth: number, token: Token) {
    if (depth < MAX_DEPTH) return depth + 1;
    throw invalidFilter(`${PREFIX}วงเล็บหรือ NOT ซ้อนกันลึกเกินไปที่ตำแหน่ง ${token.col}`, `${PREFIX}Too deeply nested at col ${token.col}`);
  }

  function either(depth: number): Node {
    const first = both(depth);
    const items = [first];
    while (peek().type === 'OR') {
      next();
      items.push(both(depth));
    }
    return items.length === 1 ? first : { type: 'or', items, col: first.col };
  }

  function both(depth: number): Node {
    const first = unary(depth);
    const items = [first];
    while (peek().type === 'AND') {
      next();
      items.push(unary(depth));
    }
    return items.length === 1 ? first : { type: 'and', items, col: first.col };
  }

  function unary(depth: number): Node {
    const token = peek();
    if (token.type === 'NOT') {
      next();
      return { type: 'not', item: unary(deeper(depth, token)), col: token.col };
    }
    if (token.type === '(') {
      next();
      const inner = either(deeper(depth, token));
      const closing = next();
      if (closing.type !== ')') throw unexpected(closing, CLOSING);
      return inner;
    }
    return { type: 'condition', condition: condition(), col: token.col };
  }

  function numberAt(expected: Localized): number {
    const token = next();
    if (token.type !== 'word' || !NUMERIC.test(token.text)) throw unexpected(token, expected);
    return Number(token.text);
  }

  function condition(): Condition {
    const name = next();
    if (name.type !== 'word' && name.type !== 'string') throw unexpected(name, A_FILTER);
    const operator = peek();
    if (operator.type !== 'operator') return { kind: 'tag', value: name.text, negated: false };
    next();
    if (operator.text !== ':') {
      const attribute = numericAttributeOf(name.text, PREFIX);
      return { kind: 'numeric', attribute, operator: operator.text, value: numberAt(NUMBER), negated: false };
    }
    const value = next();
    if (value.type !== 'word' && value.type !== 'string') throw unexpected(value, VALUE);
    if (peek().type === 'TO') {
      const attribute = numericAttributeOf(name.text, PREFIX);
      if (value.type !== 'word' || !NUMERIC.test(value.text)) throw unexpected(value, NUMBER);
      next();
      return { kind: 'range', attribute, from: Number(value.text), to: numberAt(NUMBER), negated: false };
    }
    if (name.text === '_tags') return { kind: 'tag', value: value.text, negated: false };
    // a numeric attribute that is not a facet still answers `attr:number`, as equality
    if (!isFacetAttribute(name.text) && (NUMERIC_ATTRIBUTES as readonly string[]).includes(name.text) && NUMERIC.test(value.text)) {
      return { kind: 'numeric', attribute: numericAttributeOf(name.text), operator: '=', value: Number(value.text), negated: false };
    }
    const attribute = facetAttributeOf(name.text, PREFIX);
    return { kind: 'facet', attribute, value: facetValue(attribute, value.text), negated: false };
  }

  if (peek().type === 'end') return null;
  const tree = either(0);
  if (peek().type !== 'end') throw unexpected(peek(), END);
  return tree;
}

/** The ORs of one AND term; an AND inside an OR, or a NOT before parentheses, is refused like Algolia does. */
function disjunction(node: Node): Condition[] {
  switch (node.type) {
    case 'condition':
      return [node.condition];
    case 'or':
      return node.items.flatMap(disjunction);
    case 'not':
      if (node.item.type === 'condition') return [{ ...node.item.condition, negated: !node.item.condition.negated }];
      throw invalidFilter(
        `${PREFIX}NOT ใช้กับตัวกรองได้ทีละตัว ใช้กับวงเล็บไม่ได้ (ตำแหน่ง ${node.col})`,
        `${PREFIX}NOT applies to one filter, not to a group in parentheses (col ${node.col})`,
      );
    case 'and':
      throw invalidFilter(
        `${PREFIX}เขียน (X AND Y) OR Z ไม่ได้ ใช้ได้เฉพาะ (X OR Y) AND Z`,
        `${PREFIX}filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed`,
      );
  }
}

function conjunction(node: Node): Conditions {
  return node.type === 'and' ? node.items.flatMap(conjunction) : [disjunction(node)];
}

/** `filters` as conditions (an AND of ORs); an empty string filters nothing. Errors are 400 INVALID_FILTER. */
export function parseFilterString(text: string | undefined): Conditions {
  const tree = text === undefined ? null : parseTree(text);
  return tree ? conjunction(tree) : [];
}
