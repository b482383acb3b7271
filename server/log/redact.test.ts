import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { loggedError, loggedPath, redactFields, redactText } from './redact.ts';

describe('redactText', () => {
  it('cuts out email addresses, JSON web tokens, bearer tokens and the values of a failed query', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(redactText('mail to somchai.j+shop@example.co.th failed')).toBe('mail to [email] failed');
    expect(redactText(`token ${jwt} expired`)).toBe('token [token] expired');
    expect(redactText('Authorization: Bearer abc.def-123')).toBe('Authorization: Bearer [token]');
    expect(redactText('Failed query: insert into "customers" ("email") values ($1)\nparams: a@b.co,$argon2id$v=19$m=65536$hash')).toBe(
      'Failed query: insert into "customers" ("email") values ($1)\nparams: [redacted]',
    );
  });
});

describe('loggedPath', () => {
  it('keeps the path and harmless query values, and hides every other value', () => {
    expect(loggedPath('http://localhost/pim/api/products?offset=20&limit=10')).toBe('/pim/api/products?offset=20&limit=10');
    expect(loggedPath('http://localhost/activate-account?token=abc123&lang=en')).toBe('/activate-account?token=…&lang=en');
    expect(loggedPath('http://localhost/search?q=someone%40example.com')).toBe('/search?q=…');
    expect(loggedPath('http://localhost/customer/api/profile')).toBe('/customer/api/profile');
  });
});

describe('redactFields', () => {
  it('replaces passwords, tokens, addresses, phones, recipients and keys by name, however deep', () => {
    const fields = redactFields({
      password: 'Secret#123',
      accessToken: 'x',
      email: 'a@b.co',
      to: 'a@b.co',
      shippingAddress: { line: '1 ถนนสุขุมวิท' },
      phone: '0812345678',
      'x-api-key': 'k',
      status: 200,
      nested: { refreshToken: 'y', note: 'from a@b.co' },
    });
    expect(fields).toEqual({
      password: '[redacted]',
      accessToken: '[redacted]',
      email: '[redacted]',
      to: '[redacted]',
      shippingAddress: '[redacted]',
      phone: '[redacted]',
      'x-api-key': '[redacted]',
      status: 200,
      nested: { refreshToken: '[redacted]', note: 'from [email]' },
    });
  });

  it('writes an error out with its stack and causes, redacted', () => {
    const error = new Error('could not mail a@b.co', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    const logged = loggedError(error) as { message: string; stack: string; cause: { message: string; code: string } };
    expect(logged.message).toBe('could not mail [email]');
    expect(logged.stack).toContain('redact.test.ts');
    expect(logged.stack).not.toContain('a@b.co');
    expect(logged.cause).toMatchObject({ message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' });
  });
});

describe('createLogger', () => {
  it('writes one JSON line per event at or above its level, an error with its stack on that line', () => {
    const lines: [string, string][] = [];
    const log = createLogger('warn', (level, line) => lines.push([level, line]));
    log.info('request', { status: 200 });
    log.error('request failed', { requestId: 'r1', error: new Error('boom') });
    expect(lines).toHaveLength(1);
    const [level, line] = lines[0]!;
    expect(level).toBe('error');
    expect(line).not.toContain('\n');
    const parsed = JSON.parse(line) as { level: string; msg: string; requestId: string; error: { message: string; stack: string } };
    expect(parsed).toMatchObject({ level: 'error', msg: 'request failed', requestId: 'r1', error: { message: 'boom' } });
    expect(parsed.error.stack).toContain('\n    at ');
  });

  it('writes nothing when silent', () => {
    const lines: string[] = [];
    const log = createLogger('silent', (_, line) => lines.push(line));
    log.error('request failed');
    expect(lines).toEqual([]);
  });
});
