import { Hono } from 'hono';
import { BusinessQuoteBody } from '../../contract/business-quote.ts';
import { validForm } from '../customer/account-form.ts';
import { businessQuotes } from '../db/schema.ts';
import { langOf } from '../http/lang.ts';
import { attemptCounterFor, clientIp, rateLimiter } from '../http/rate-limit.ts';
import type { Services } from '../services.ts';
import { quoteForSalesMail, quoteReceivedMail } from './mail.ts';

/** Quote requests per 15 minutes (times ATTEMPT_LIMIT_SCALE): each mails the address given. */
export const QUOTE_LIMITS = { perIp: 10, perEmail: 3 };
const WINDOW_MS = 15 * 60_000;

/** POST /utils/api/business-quotes: the small-business page's quote request, stored, mailed to sales and acknowledged. */
export function businessRoutes(services: Services) {
  const { db, config, now } = services;
  const counter = attemptCounterFor(services);
  const limiter = (name: string, limit: number) =>
    rateLimiter(counter, { name, limit: limit * config.attemptLimitScale, windowMs: WINDOW_MS, now: () => now().getTime() });
  const perIp = limiter('business-quote-ip', QUOTE_LIMITS.perIp);
  const perEmail = limiter('business-quote-email', QUOTE_LIMITS.perEmail);

  return new Hono().post('/business-quotes', validForm.json(BusinessQuoteBody), async (c) => {
    const lang = langOf(c);
    const quote = c.req.valid('json');
    await perIp.hit([clientIp(c, config)]);
    await perEmail.hit([quote.email]);
    // the request and both mails in one transaction: sales hears of every stored request
    const reference = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(businessQuotes)
        .values({ ...quote, lang, createdAt: now() })
        .returning({ id: businessQuotes.id });
      const reference = `BQ${String(row!.id).padStart(6, '0')}`;
      await services.mailer.send({ to: config.salesEmail, ...quoteForSalesMail(reference, quote, lang) }, tx);
      await services.mailer.send({ to: quote.email, ...quoteReceivedMail(reference, quote, lang) }, tx);
      return reference;
    });
    return c.json({ data: { reference, email: quote.email } }, 201);
  });
}
