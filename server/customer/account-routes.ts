import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { ActivateBody, ChangePasswordBody, LINK_INVALID_TEXT, RegisterBody, ResetLinkQuery, ResetPasswordBody, UsernameBody } from '../../contract/account.ts';
import { verifyAccessToken } from '../authen/access-token.ts';
import { captchaSetup, checkCaptcha } from '../authen/captcha.ts';
import { attemptLimits } from '../authen/limits.ts';
import { hashPassword, verifyPassword } from '../authen/password.ts';
import { revokeCustomerSessions } from '../authen/sessions.ts';
import { customers } from '../db/schema.ts';
import { type AuthEnv, bearerOf, requireCustomer } from '../http/auth.ts';
import { HttpError, say } from '../http/errors.ts';
import { clientIp } from '../http/rate-limit.ts';
import type { Services } from '../services.ts';
import { validForm } from './account-form.ts';
import { assertLinkOrigin, inBackground, mailContext, sendActivationLink, sendPasswordChanged, sendResetLink } from './account-mail.ts';
import { register } from './account-register.ts';
import { consumeLinkToken, expireLinkTokens, linkTokenUsable } from './account-tokens.ts';

const linkInvalid = () => new HttpError(400, 'INVALID_TOKEN', LINK_INVALID_TEXT);

/**
 * The account life cycle under /customer/api: register, activate, forgotten and changed passwords.
 * Whether an address has an account shows in no answer: the owner learns what happened by mail.
 */
export function accountRoutes(services: Services) {
  const { db, config, now } = services;
  assertLinkOrigin(config);
  const limit = attemptLimits(services);

  const captcha = (c: Context, token: string | undefined, action: string) => checkCaptcha(config.captcha, token, action, clientIp(c, config));

  return new Hono<AuthEnv>()
    .get('/captcha', (c) => c.json({ data: captchaSetup(config.captcha) }))
    .post('/register', validForm.json(RegisterBody), async (c) => {
      const body = c.req.valid('json');
      await limit(c, 'mail', body.email);
      await captcha(c, body.captchaToken, 'register');
      return c.json({ data: await register(services, mailContext(c, config), body) }, 201);
    })
    .post('/request-activate', validForm.json(UsernameBody), async (c) => {
      const { username, captchaToken } = c.req.valid('json');
      await limit(c, 'mail', username);
      await captcha(c, captchaToken, 'request_activate');
      const ctx = mailContext(c, config);
      await inBackground(() =>
        db.transaction(async (tx) => {
          const [customer] = await tx
            .select()
            .from(customers)
            .where(and(eq(customers.email, username), eq(customers.status, 'pending')));
          if (customer) await sendActivationLink(services, ctx, customer, tx);
        }),
      );
      return c.json({ data: { email: username } });
    })
    .post('/activate', validForm.json(ActivateBody), async (c) => {
      const { token } = c.req.valid('json');
      const email = await db.transaction(async (tx) => {
        const customerId = await consumeLinkToken(tx, token, 'activate', now());
        if (customerId === null) return null;
        const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
        if (customer?.status === 'pending') await tx.update(customers).set({ status: 'active', activatedAt: now() }).where(eq(customers.id, customerId));
        return customer?.status === 'cancelled' ? null : (customer?.email ?? null);
      });
      if (!email) throw linkInvalid();
      return c.json({ data: { email } });
    })
    .post('/forgot-password', validForm.json(UsernameBody), async (c) => {
      const { username, captchaToken } = c.req.valid('json');
      await limit(c, 'mail', username);
      await captcha(c, captchaToken, 'forgot_password');
      const ctx = mailContext(c, config);
      await inBackground(() =>
        db.transaction(async (tx) => {
          const [customer] = await tx.select().from(customers).where(eq(customers.email, username));
          // a shopper who never activated gets the activation link: a reset would not let them log in
          if (customer?.status === 'active') await sendResetLink(services, ctx, customer, tx);
          else if (customer?.status === 'pending') await sendActivationLink(services, ctx, customer, tx);
        }),
      );
      return c.json({ data: { email: username } });
    })
    .get('/reset-password/status', validForm.query(ResetLinkQuery), async (c) => {
      c.header('cache-control', 'no-store');
      return c.json({ data: { usable: await linkTokenUsable(db, c.req.valid('query').token, 'reset-password', now()) } });
    })
    .post('/reset-password', validForm.json(ResetPasswordBody), async (c) => {
      const { newPassword, token } = c.req.valid('json');
      const passwordHash = await hashPassword(newPassword);
      const email = await db.transaction(async (tx) => {
        const at = now();
        const customerId = await consumeLinkToken(tx, token, 'reset-password', at);
        if (customerId === null) return null;
        const [customer] = await tx
          .update(customers)
          .set({ passwordHash })
          .where(and(eq(customers.id, customerId), eq(customers.status, 'active')))
          .returning();
        if (!customer) return null;
        await expireLinkTokens(tx, customerId, 'reset-password', at);
        await revokeCustomerSessions(tx, customerId, at);
        await sendPasswordChanged(services, mailContext(c, config), customer, false, tx);
        return customer.email;
      });
      if (!email) throw linkInvalid();
      return c.json({ data: { email } });
    })
    .post('/change-password', requireCustomer(services), validForm.json(ChangePasswordBody), async (c) => {
      const customerId = c.get('customerId');
      const { oldPassword, newPassword } = c.req.valid('json');
      await limit(c, 'password', `customer:${customerId}`);
      const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
      if (!(await verifyPassword(customer?.passwordHash, oldPassword)))
        throw new HttpError(400, 'WRONG_PASSWORD', say('รหัสผ่านเดิมไม่ถูกต้อง', 'Your current password is not correct'));
      const claims = await verifyAccessToken(config, bearerOf(c.req.header('authorization'))!, now());
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customerId));
        await revokeCustomerSessions(tx, customerId, now(), claims!.familyId);
        await sendPasswordChanged(services, mailContext(c, config), customer!, true, tx);
      });
      return c.json({ data: {} });
    });
}
