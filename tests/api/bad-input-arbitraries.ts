import fc from 'fast-check';

/** The pieces of malformed requests that every bad-input property test draws from. */

/** Printable ASCII, for header values and tokens. */
export const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((n) => String.fromCharCode(n)), maxLength: 40 });

const safeEncode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return s; // lone surrogates: sent raw, the URL parser replaces them
  }
};

/** A path segment from `text`, percent-encoded or raw (raw ones may add slashes, queries and dot segments). */
export const segmentOf = (text: fc.Arbitrary<string>) => fc.tuple(fc.boolean(), text).map(([encode, s]) => (encode ? safeEncode(s) : s));

/** Bodies that are not what an endpoint takes: any JSON, the endpoint's field names with any values, binary, broken and deep. */
export const malformedBody = (fields: readonly string[], extremes: readonly string[], maxDepth = 4) =>
  fc.oneof(
    fc.jsonValue({ maxDepth }).map((j) => JSON.stringify(j)),
    fc.dictionary(fc.constantFrom(...fields), fc.jsonValue({ maxDepth: 2 })).map((o) => JSON.stringify(o)),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.constantFrom('', '{', 'null', '[]', ...extremes, `${'['.repeat(4000)}${']'.repeat(4000)}`),
  );
