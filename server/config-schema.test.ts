import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './config-schema.ts';

const problemsOf = (env: Record<string, string>) => {
  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example.co.th',
  JWT_SECRET: 'a-long-random-signing-key-0123456789',
  PAYMENT_GATEWAY_SECRET: 'the-gateway-shared-secret-0123',
  ADMIN_API_KEY: 'a-staff-key-of-our-own-0123',
};

describe('parseEnv', () => {
  it('takes the demo with nothing set, and empty values as unset', () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ PORT: '', DATABASE_URL: '', PUBLIC_URL: '' })).toEqual([]);
  });

  it('names each wrong variable on a line of its own', () => {
    const wrong = {
      PORT: '3000x',
      NODE_ENV: 'prod',
      DEMO_SANDBOXES: 'yes',
      DATABASE_URL: 'mysql://shop@db/shop',
      PUBLIC_URL: 'not a url',
      ACCESS_TOKEN_SECONDS: '0',
      TRUST_PROXY: 'yes',
      SMTP_URL: 'https://mail.example.com',
      RECAPTCHA_MIN_SCORE: '2',
      PAYMENT_GATEWAY_URL: 'ftp://gateway.example.com',
    };
    const problems = problemsOf(wrong);
    expect(problems.map((line) => line.split(' ')[0]).sort()).toEqual(Object.keys(wrong).sort());
  });

  it('accepts PostgreSQL URLs, memory:// and folder paths, and refuses a mistyped scheme', () => {
    for (const url of ['postgres://shop:pw@127.0.0.1:5432/shop', 'postgresql://db/shop', 'memory://', '.data/pglite', '/var/lib/shop']) {
      expect(problemsOf({ DATABASE_URL: url }), url).toEqual([]);
    }
    expect(problemsOf({ DATABASE_URL: 'pg://shop@db/shop' })).toEqual([
      'DATABASE_URL must be postgres://, postgresql://, memory:// or a folder path, not "pg://…"',
    ]);
  });

  it('refuses production without its secrets and PUBLIC_URL, or with the example values, naming each', () => {
    expect(problemsOf(PRODUCTION)).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'production' }).map((line) => line.split(' ')[0])).toEqual([
      'JWT_SECRET',
      'PAYMENT_GATEWAY_SECRET',
      'ADMIN_API_KEY',
      'PUBLIC_URL',
    ]);
    expect(problemsOf({ ...PRODUCTION, ADMIN_API_KEY: 'local-admin-key', PAYMENT_GATEWAY_SECRET: 'local-gateway-secret', JWT_SECRET: 'short' })).toEqual([
      'JWT_SECRET is too short for production (16 characters at least)',
      'PAYMENT_GATEWAY_SECRET still has the example value from .env.example; set a secret of your own in production',
      'ADMIN_API_KEY still has the example value from .env.example; set a secret of your own in production',
    ]);
  });

  it('lists production problems together with wrong values elsewhere', () => {
    expect(problemsOf({ NODE_ENV: 'production', PORT: 'x' }).map((line) => line.split(' ')[0])).toEqual([
      'PORT',
      'JWT_SECRET',
      'PAYMENT_GATEWAY_SECRET',
      'ADMIN_API_KEY',
      'PUBLIC_URL',
    ]);
  });
});
