import * as v from 'valibot';
import { FacetQueryEntries, SearchParamsEntries } from '../../contract/search.ts';

const SCHEMAS: Record<string, v.GenericSchema> = { ...SearchParamsEntries, ...FacetQueryEntries };

function json(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/**
 * A value of the `params` string typed as its parameter takes it: `distinct=0` is the number 0,
 * `optionalWords=["a"]` a list, `attributesToRetrieve=a,b` stays text. A value no reading fits stays text,
 * for the schema to refuse with its message.
 */
export function typedParamValue(key: string, text: string): unknown {
  const schema = Object.hasOwn(SCHEMAS, key) ? SCHEMAS[key] : undefined;
  if (!schema) return text;
  const parsed = json(text);
  if (parsed && /^\s*[[{]/.test(text) && v.is(schema, parsed.value)) return parsed.value;
  if (v.is(schema, text)) return text;
  return parsed && v.is(schema, parsed.value) ? parsed.value : text;
}
