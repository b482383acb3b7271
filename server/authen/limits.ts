import type { Context } from 'hono';
import { attemptCounterFor, clientIp, rateLimiter } from '../http/rate-limit.ts';
import type { Services } from '../services.ts';

const WINDOW_MS = 15 * 60_000;

/**
 * Attempts per 15 minutes. `password`: login and change-password (guessing). `mail`: register,
 * request-activate and forgot-password together (each may send mail to the address). An account is
 * counted by the address typed, whether or not it exists, so a 429 tells nothing about it.
 */
export const ATTEMPT_LIMITS = {
  password: { perAccount: 10, perIp: 100 },
  mail: { perAccount: 5, perIp: 30 },
} as const;

export function attemptLimits(services: Pick<Services, 'db' | 'config' | 'now'>) {
  const { config, now } = services;
  const counter = attemptCounterFor(services);
  const limiter = (name: string, limit: number) =>
    rateLimiter(counter, { name, limit: limit * config.attemptLimitScale, windowMs: WINDOW_MS, now: () => now().getTime() });
  const limiters = Object.fromEntries(
    Object.entries(ATTEMPT_LIMITS).map(([kind, { perAccount, perIp }]) => [
      kind,
      { account: limiter(`${kind}-account`, perAccount), ip: limiter(`${kind}-ip`, perIp) },
    ]),
  ) as Record<keyof typeof ATTEMPT_LIMITS, { account: ReturnType<typeof rateLimiter>; ip: ReturnType<typeof rateLimiter> }>;

  /** Counts one attempt of `kind` for the client's address and the account; 429 when either is over. */
  return async (c: Context, kind: keyof typeof ATTEMPT_LIMITS, account: string) => {
    await limiters[kind].ip.hit([clientIp(c, config)]);
    await limiters[kind].account.hit([account]);
  };
}

/** Failed password logins of an account in 15 minutes after which its logins need reCAPTCHA (when the shop has keys). */
export const CAPTCHA_AFTER_FAILED_LOGINS = 3;

/** Wrong passwords counted per account (the address typed), across instances on PostgreSQL like the limits. */
export function failedLogins(services: Pick<Services, 'db' | 'config' | 'now'>) {
  const counter = attemptCounterFor(services);
  const key = (account: string) => `login-failed:${account}`;
  const at = () => services.now().getTime();
  return {
    needsCaptcha: async (account: string) => (await counter.count(key(account), WINDOW_MS, at())) >= CAPTCHA_AFTER_FAILED_LOGINS,
    record: (account: string) => counter.add(key(account), WINDOW_MS, at()),
  };
}
