const camel = (key: string) => key.replace(/[_-]([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Response keys in camel case, whatever the backend writes (spec section 7). */
export function camelizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeKeys);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [camel(k), camelizeKeys(v)]));
  }
  return value;
}
