import * as v from 'valibot';

/** The values .env.example ships with: a production shop that still has one of these has not set its own secret. */
export const EXAMPLE_SECRETS = { ADMIN_API_KEY: 'local-admin-key', PAYMENT_GATEWAY_SECRET: 'local-gateway-secret' } as const;

const integer = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, (issue) => `is not a whole number: "${issue.input}"`),
      v.transform(Number),
      v.minValue(min, `must be at least ${min}`),
      v.maxValue(max, `must be at most ${max}`),
    ),
  );

const decimal = (min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+(\.\d+)?$/, (issue) => `is not a number: "${issue.input}"`),
      v.transform(Number),
      v.minValue(min, `must be at least ${min}`),
      v.maxValue(max, `must be at most ${max}`),
    ),
  );

const oneOf = <const T extends readonly [string, ...string[]]>(options: T) =>
  v.optional(v.picklist(options, (issue) => `must be ${options.join(' or ')}, not "${issue.input}"`));

const url = (schemes: string[] = ['http', 'https']) =>
  v.optional(
    v.pipe(
      v.string(),
      v.url((issue) => `is not a URL: "${issue.input}"`),
      v.check((s) => !URL.canParse(s) || schemes.includes(new URL(s).protocol.slice(0, -1)), `must start with ${schemes.map((s) => `${s}://`).join(' or ')}`),
    ),
  );

/** A PostgreSQL URL, `memory://`, or a folder path (no scheme) for the embedded database. `pg://` is a typo, not a folder. */
const databaseUrl = v.optional(
  v.pipe(
    v.string(),
    v.check(
      (s) => !/^[a-z][a-z0-9+.-]*:/i.test(s) || /^(postgres|postgresql):\/\/./.test(s) || s === 'memory://',
      (issue) => {
        const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(String(issue.input))?.[0] ?? '';
        return `must be postgres://, postgresql://, memory:// or a folder path, not "${scheme}//…"`;
      },
    ),
    v.check((s) => !/^postgres/.test(s) || URL.canParse(s), 'is not a valid postgres:// URL'),
  ),
);

const text = v.optional(v.string());

/**
 * Every variable the server reads, as strings from the environment (empty ones count as unset), checked at
 * once: one issue per variable, all of them reported together.
 */
const EnvObject = v.object({
  NODE_ENV: oneOf(['production', 'development', 'test']),
  DEMO_SANDBOXES: oneOf(['loopback', 'open']),
  PORT: integer(0, 65535),
  HOST: text,
  DATABASE_URL: databaseUrl,
  PGLITE_DIR: text,
  DIST_DIR: text,
  IMAGE_CACHE_DIR: text,
  PUBLIC_URL: url(),
  JWT_SECRET: text,
  ACCESS_TOKEN_SECONDS: integer(1),
  REFRESH_TOKEN_DAYS: integer(1),
  ATTEMPT_LIMIT_SCALE: decimal(1, 1_000_000),
  TRUST_PROXY: oneOf(['true', 'false']),
  CORS_ORIGINS: text,
  BODY_LIMIT_BYTES: integer(1024),
  SMTP_URL: url(['smtp', 'smtps']),
  MAIL_FROM: text,
  MAIL_WORKER: oneOf(['on', 'off']),
  LOG_LEVEL: oneOf(['info', 'warn', 'error', 'silent']),
  SALES_EMAIL: v.optional(
    v.pipe(
      v.string(),
      v.email((issue) => `is not an email address: "${issue.input}"`),
    ),
  ),
  FACEBOOK_GRAPH_URL: url(),
  FACEBOOK_APP_ID: text,
  FACEBOOK_APP_SECRET: text,
  APPLE_JWKS_URL: url(),
  APPLE_ISSUER: url(),
  APPLE_CLIENT_ID: text,
  SOCIAL_SANDBOX: oneOf(['true', 'false']),
  AAES_API_KEY: text,
  ALGOLIA_APP_ID: text,
  ALGOLIA_ADMIN_KEY: text,
  ALGOLIA_INDEX: text,
  RECAPTCHA_SITE_KEY: text,
  RECAPTCHA_SECRET_KEY: text,
  RECAPTCHA_VERSION: oneOf(['2', '3']),
  RECAPTCHA_VERIFY_URL: url(),
  RECAPTCHA_SCRIPT_URL: url(),
  RECAPTCHA_MIN_SCORE: decimal(0, 1),
  FB_CONVERSIONS_URL: url(),
  FB_PIXEL_ID: text,
  FB_ACCESS_TOKEN: text,
  IP_LOOKUP_URL: url(),
  ADMIN_API_KEY: text,
  ORDER_PAYMENT_MINUTES: integer(1),
  EXPIRY_SWEEP_SECONDS: integer(1, 3600),
  PAYMENT_GATEWAY_URL: url(),
  PAYMENT_GATEWAY_SECRET: text,
  PAYMENT_SANDBOX: oneOf(['true', 'false']),
  PROMPTPAY_ID: text,
});

type EnvFields = v.InferOutput<typeof EnvObject>;

/** What production must set itself: its secrets (not missing, not the example, not short) and PUBLIC_URL. */
function productionProblems(env: EnvFields): [keyof EnvFields, string][] {
  if (env.NODE_ENV !== 'production') return [];
  const secrets = [
    ['JWT_SECRET', undefined],
    ['PAYMENT_GATEWAY_SECRET', EXAMPLE_SECRETS.PAYMENT_GATEWAY_SECRET],
    ['ADMIN_API_KEY', EXAMPLE_SECRETS.ADMIN_API_KEY],
  ] as const;
  const problems = secrets.flatMap(([name, example]): [keyof EnvFields, string][] => {
    const value = env[name];
    if (value === undefined) return [[name, 'is required in production']];
    if (value === example) return [[name, 'still has the example value from .env.example; set a secret of your own in production']];
    return value.length < 16 ? [[name, 'is too short for production (16 characters at least)']] : [];
  });
  if (env.PUBLIC_URL === undefined) problems.push(['PUBLIC_URL', 'is required in production: links in mail are built from it, never from the Host header']);
  return problems;
}

/** The variables and, in production, what production must set (checked even when other variables are wrong). */
export const EnvSchema = v.pipe(
  EnvObject,
  v.rawCheck(({ dataset, addIssue }) => {
    const env = dataset.value as EnvFields;
    for (const [key, message] of productionProblems(env)) addIssue({ message, path: [{ type: 'object', origin: 'value', input: env, key, value: env[key] }] });
  }),
);

export type Env = v.InferOutput<typeof EnvSchema>;

/** Settings that are wrong, one line each ("PORT is not a whole number: …"), all of them at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/** Variables whose empty value means something (PROMPTPAY_ID= turns PromptPay off); elsewhere empty is unset. */
const EMPTY_MEANS_SOMETHING = new Set(['PROMPTPAY_ID']);

/** The environment checked against `EnvSchema`; throws a `ConfigError` listing every problem. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const input = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => value !== undefined && (value.trim() !== '' || EMPTY_MEANS_SOMETHING.has(key))),
  );
  const result = v.safeParse(EnvSchema, input);
  if (result.success) return result.output;
  throw new ConfigError(result.issues.map((issue) => `${issue.path?.map((p) => String(p.key)).join('.') ?? 'configuration'} ${issue.message}`));
}
