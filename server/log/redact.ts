/** Query parameters whose values are logged as they are; every other value is replaced. */
const PLAIN_QUERY = new Set(['offset', 'limit', 'page', 'pageSize', 'sort', 'family', 'category', 'lang', 'locale']);

/** Field names whose values never reach a log line. */
const SECRET_FIELD = /pass|token|secret|authorization|cookie|email|address|phone|signature|api-?key|national|^to$/i;

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const BEARER = /\b(bearer)\s+[\w.~+/=-]+/gi;
/** drizzle's "Failed query: … params: …" carries the statement's values (addresses, hashes, tokens) */
const QUERY_PARAMS = /(\bparams:)[^\n]*/g;

/** A text with email addresses, tokens and query parameters cut out. */
export const redactText = (text: string) =>
  text.replace(QUERY_PARAMS, '$1 [redacted]').replace(EMAIL, '[email]').replace(JWT, '[token]').replace(BEARER, '$1 [token]');

/** A request's path and query as logged: the path, and the query's values only where they are harmless. */
export function loggedPath(url: string) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const query = [...searchParams].map(([key, value]) => `${encodeURIComponent(key)}=${PLAIN_QUERY.has(key) ? encodeURIComponent(value) : '…'}`);
  return redactText(query.length ? `${pathname}?${query.join('&')}` : pathname);
}

export interface LoggedError {
  name: string;
  message: string;
  stack?: string;
  code?: string;
  cause?: LoggedError | string;
}

/** An error with its stack and causes, redacted, for a log line. */
export function loggedError(error: unknown, depth = 0): LoggedError | string {
  if (!(error instanceof Error)) return redactText(String(error));
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message: redactText(error.message),
    ...(error.stack ? { stack: redactText(error.stack) } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.cause !== undefined && depth < 5 ? { cause: loggedError(error.cause, depth + 1) } : {}),
  };
}

/** Log fields with secret-named fields replaced and texts redacted, errors written out. */
export function redactFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => {
      if (SECRET_FIELD.test(key)) return [key, '[redacted]'];
      if (value instanceof Error) return [key, loggedError(value)];
      if (typeof value === 'string') return [key, redactText(value)];
      if (value && typeof value === 'object' && !Array.isArray(value)) return [key, redactFields(value as Record<string, unknown>)];
      return [key, value];
    }),
  );
}
