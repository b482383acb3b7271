import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { AppleBody, FacebookTokenBody, LoginBody, LogoutBody, RefreshBody, type SocialProviders } from '../../contract/auth.ts';
import { validForm } from '../customer/account-form.ts';
import { customers, refreshTokens } from '../db/schema.ts';
import { type AuthEnv, requireCustomer } from '../http/auth.ts';
import { HttpError } from '../http/errors.ts';
import { demoReachable } from '../http/loopback.ts';
import { clientIp } from '../http/rate-limit.ts';
import { valid } from '../http/validate.ts';
import type { Services } from '../services.ts';
import { verifyAppleIdToken } from './apple.ts';
import { captchaConfigured, checkCaptcha } from './captcha.ts';
import { invalidRefresh, providerUnavailable, socialTokenRefused } from './auth-errors.ts';
import { verifyFacebookToken } from './facebook.ts';
import { attemptLimits, failedLogins } from './limits.ts';
import { passwordLogin } from './login.ts';
import { preparePasswordCheck } from './password.ts';
import { ProviderUnavailableError } from './provider-unavailable.ts';
import { sandboxRoutes } from './sandbox-routes.ts';
import { revokeFamily, rotateSession, sha256, summaryOf } from './sessions.ts';
import { socialLogin } from './social-login.ts';
import { type SocialIdentity, verifySocialToken } from './social-token.ts';

/** /authen/api: login with a password, Facebook or Apple; token refresh with rotation; logout. */
export function authenRoutes(services: Services) {
  const { db, config, now } = services;
  const sandbox = config.socialSandbox && !config.production;
  const limit = attemptLimits(services);
  const failures = failedLogins(services);
  preparePasswordCheck();

  /** A provider that did not answer is a 503; a token it refused a 401. */
  async function verified(provider: SocialIdentity['provider'], check: () => Promise<SocialIdentity | null>) {
    try {
      const identity = await check();
      if (!identity) throw socialTokenRefused(provider);
      return identity;
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      console.error(error.message);
      throw providerUnavailable();
    }
  }
  /** In the sandbox, a token from GET /auth/sandbox/{provider} stands in for the provider's own. */
  const sandboxIdentity = (provider: SocialIdentity['provider'], token: string) =>
    sandbox ? verifySocialToken(config, 'social-sandbox', token, now(), provider) : Promise.resolve(null);

  /**
   * How the login page signs in with each provider: its SDK (with the public id), the sandbox (for those who may
   * reach it), or not at all.
   */
  const providersFor = (withSandbox: boolean): SocialProviders => ({
    facebook: config.facebook.appId ? { mode: 'sdk', appId: config.facebook.appId } : withSandbox ? { mode: 'sandbox' } : null,
    apple: config.apple.clientId ? { mode: 'sdk', appId: config.apple.clientId } : withSandbox ? { mode: 'sandbox' } : null,
  });

  const app = new Hono<AuthEnv>()
    .get('/auth/providers', (c) => {
      // with the sandbox on, the answer depends on who asks: no shared cache may keep it
      c.header('cache-control', `${sandbox ? 'private' : 'public'}, max-age=300`);
      return c.json({ data: providersFor(sandbox && demoReachable(c, config)) });
    })
    .post('/auth/login', validForm.json(LoginBody), async (c) => {
      const { username, password, captchaToken } = c.req.valid('json');
      await limit(c, 'password', username);
      const guarded = captchaConfigured(config.captcha);
      if (guarded && (await failures.needsCaptcha(username))) await checkCaptcha(config.captcha, captchaToken, 'login', clientIp(c, config));
      try {
        return c.json({ data: await passwordLogin(services, username, password) });
      } catch (error) {
        if (guarded && error instanceof HttpError && error.code === 'INVALID_CREDENTIALS') await failures.record(username);
        throw error;
      }
    })
    .post('/auth/refresh', valid.json(RefreshBody), async (c) => {
      const { accessToken, refreshToken } = c.req.valid('json');
      const session = await rotateSession(services, accessToken, refreshToken);
      if (!session) throw invalidRefresh();
      return c.json({ data: session });
    })
    .post('/auth/logout', valid.json(LogoutBody), async (c) => {
      const { refreshToken } = c.req.valid('json');
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
      if (row) await revokeFamily(db, row.familyId, now());
      return c.json({ data: {} });
    })
    .get('/auth/session', requireCustomer(services), async (c) => {
      const [customer] = await db
        .select()
        .from(customers)
        .where(eq(customers.id, c.get('customerId')));
      return c.json({ data: { customer: summaryOf(customer!) } });
    })
    .post('/auth/facebook/token', valid.json(FacebookTokenBody), async (c) => {
      const { accessToken } = c.req.valid('json');
      const identity = await verified('facebook', async () => (await sandboxIdentity('facebook', accessToken)) ?? verifyFacebookToken(config, accessToken));
      return c.json({ data: await socialLogin(services, identity) });
    })
    .post('/auth/apple', valid.json(AppleBody), async (c) => {
      const { idToken, firstName, lastName } = c.req.valid('json');
      const identity = await verified('apple', async () => {
        const found = (await sandboxIdentity('apple', idToken)) ?? (await verifyAppleIdToken(config, idToken, now()));
        return found && { firstName: '', lastName: '', ...found, ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) };
      });
      return c.json({ data: await socialLogin(services, identity) });
    });
  if (sandbox) app.route('/', sandboxRoutes(services));
  return app;
}
