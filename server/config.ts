import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { EXAMPLE_SECRETS, parseEnv } from './config-schema.ts';

/** Everything the server reads from its environment, with the embedded defaults (see .env.example). */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string;
  distDir: string;
  imageCacheDir: string;
  production: boolean;
  /**
   * who may reach the demo's sandboxes (social login, payment gateway) and the mailbox: 'loopback' (the default),
   * or 'open' to anyone (DEMO_SANDBOXES=open); production has none of them
   */
  sandboxAccess: 'loopback' | 'open';
  /** the development mailbox at /dev/mailbox (never in production) */
  mailbox: boolean;
  /** the demo catalogue, content, schools and promotions seeded into an empty database (never in production) */
  seedDemoData: boolean;
  /** origin used in links sent by email; the request's origin when unset */
  publicUrl: string | null;
  /** HS256 key for access tokens */
  jwtSecret: Uint8Array;
  accessTokenSeconds: number;
  refreshTokenDays: number;
  /** multiplies the login and mail attempt limits (benchmarks raise it; 1 in normal use) */
  attemptLimitScale: number;
  /** honour X-Forwarded-For (only behind a proxy that sets it) */
  trustProxy: boolean;
  corsOrigins: string[];
  bodyLimitBytes: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** this instance sends the outbox's mail (MAIL_WORKER=off leaves it to the other instances) */
  mailWorker: boolean;
  /** the lowest level logged (one JSON line each); tests log nothing unless LOG_LEVEL asks */
  logLevel: 'info' | 'warn' | 'error' | 'silent';
  /** where the small-business page's quote requests are mailed */
  salesEmail: string;
  facebook: { graphUrl: string; appId: string | null; appSecret: string | null };
  apple: { jwksUrl: string; issuer: string; clientId: string | null };
  /** a sandbox social provider for shops without provider credentials; never in production */
  socialSandbox: boolean;
  aaesApiKey: string;
  algolia: { appId: string | null; adminKey: string | null; indexName: string };
  conversions: { graphUrl: string; pixelId: string | null; accessToken: string | null };
  /** the public IP-lookup service the browser asks for its address before a Conversions API event; none: no events */
  ipLookupUrl: string | null;
  /**
   * reCAPTCHA on registration and the mailed-link forms, when both keys are set: version 3 (scored) or 2 (invisible);
   * `verifyUrl` and `scriptUrl` point at Google unless a stand-in is configured
   */
  captcha: { siteKey: string | null; secret: string | null; version: 2 | 3; verifyUrl: string; scriptUrl: string; minScore: number };
  /** key of the staff endpoints (order status changes, bank-transfer checks); they answer 403 without one */
  adminApiKey: string | null;
  /** minutes an unpaid order holds its stock before it expires */
  orderPaymentMinutes: number;
  /** how often an instance looks for unpaid orders past their time (one instance at a time sweeps) */
  expirySweepSeconds: number;
  payment: {
    /** the card gateway's hosted payment page; the built-in sandbox gateway when unset */
    gatewayUrl: string | null;
    /** HMAC-SHA256 key shared with the gateway: it signs every callback with it */
    gatewaySecret: string;
    /** the shop's PromptPay id (phone number or tax id) the QR pays to */
    promptPayId: string;
    /** the sandbox gateway (a local stand-in for the card gateway); never in production */
    sandbox: boolean;
  };
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The signing key: JWT_SECRET (required in production), else a random key kept beside the embedded database so tokens survive a
 * restart; an in-memory database gets a key of its own.
 */
function jwtSecret(secret: string | undefined, databaseUrl: string): Uint8Array {
  if (secret) return new TextEncoder().encode(secret);
  if (databaseUrl === 'memory://' || /^postgres/.test(databaseUrl)) return randomBytes(32);
  const file = join(dirname(databaseUrl), 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/**
 * The configuration from `env` (the environment, with `.env` beneath it: see env-file.ts), checked against
 * `EnvSchema`: throws a `ConfigError` naming every wrong variable at once.
 */
export function readConfig(raw: NodeJS.ProcessEnv = process.env): ServerConfig {
  const env = parseEnv(raw);
  const databaseUrl = env.DATABASE_URL ?? env.PGLITE_DIR ?? '.data/pglite';
  const production = env.NODE_ENV === 'production';
  return {
    port: env.PORT ?? 3000,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    distDir: env.DIST_DIR ?? 'dist',
    imageCacheDir: env.IMAGE_CACHE_DIR ?? '.cache/images',
    production,
    sandboxAccess: env.DEMO_SANDBOXES ?? 'loopback',
    mailbox: !production,
    seedDemoData: !production,
    publicUrl: env.PUBLIC_URL ?? null,
    jwtSecret: jwtSecret(env.JWT_SECRET, databaseUrl),
    accessTokenSeconds: env.ACCESS_TOKEN_SECONDS ?? 900,
    refreshTokenDays: env.REFRESH_TOKEN_DAYS ?? 30,
    trustProxy: env.TRUST_PROXY === 'true',
    attemptLimitScale: env.ATTEMPT_LIMIT_SCALE ?? 1,
    corsOrigins: list(env.CORS_ORIGINS),
    bodyLimitBytes: env.BODY_LIMIT_BYTES ?? 256 * 1024,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? 'Apple Premium Reseller <no-reply@shop.local>',
    mailWorker: env.MAIL_WORKER !== 'off',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    salesEmail: env.SALES_EMAIL ?? 'sales@shop.local',
    facebook: {
      graphUrl: env.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com',
      appId: env.FACEBOOK_APP_ID ?? null,
      appSecret: env.FACEBOOK_APP_SECRET ?? null,
    },
    apple: {
      jwksUrl: env.APPLE_JWKS_URL ?? 'https://appleid.apple.com/auth/keys',
      issuer: env.APPLE_ISSUER ?? 'https://appleid.apple.com',
      clientId: env.APPLE_CLIENT_ID ?? null,
    },
    socialSandbox: !production && env.SOCIAL_SANDBOX !== 'false',
    aaesApiKey: env.AAES_API_KEY ?? 'local-aaes-key',
    algolia: { appId: env.ALGOLIA_APP_ID ?? null, adminKey: env.ALGOLIA_ADMIN_KEY ?? null, indexName: env.ALGOLIA_INDEX ?? 'products' },
    captcha: {
      siteKey: env.RECAPTCHA_SITE_KEY ?? null,
      secret: env.RECAPTCHA_SECRET_KEY ?? null,
      version: env.RECAPTCHA_VERSION === '2' ? 2 : 3,
      verifyUrl: env.RECAPTCHA_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify',
      scriptUrl: env.RECAPTCHA_SCRIPT_URL ?? 'https://www.google.com/recaptcha/api.js',
      minScore: env.RECAPTCHA_MIN_SCORE ?? 0.5,
    },
    conversions: {
      graphUrl: env.FB_CONVERSIONS_URL ?? 'https://graph.facebook.com/v21.0',
      pixelId: env.FB_PIXEL_ID ?? null,
      accessToken: env.FB_ACCESS_TOKEN ?? null,
    },
    ipLookupUrl: env.IP_LOOKUP_URL ?? null,
    adminApiKey: env.ADMIN_API_KEY ?? (production ? null : EXAMPLE_SECRETS.ADMIN_API_KEY),
    orderPaymentMinutes: env.ORDER_PAYMENT_MINUTES ?? 30,
    expirySweepSeconds: env.EXPIRY_SWEEP_SECONDS ?? 60,
    payment: {
      gatewayUrl: env.PAYMENT_GATEWAY_URL ?? null,
      gatewaySecret: env.PAYMENT_GATEWAY_SECRET ?? (production ? '' : EXAMPLE_SECRETS.PAYMENT_GATEWAY_SECRET),
      promptPayId: env.PROMPTPAY_ID ?? '0105536000000',
      sandbox: !production && env.PAYMENT_SANDBOX !== 'false',
    },
  };
}
