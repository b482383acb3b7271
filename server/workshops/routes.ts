import { Hono } from 'hono';
import * as v from 'valibot';
import { WorkshopCancelBody, WorkshopListQuery, WorkshopRegistrationBody, WorkshopSessionParams, WORKSHOP_TEXTS } from '../../contract/workshops.ts';
import { parseForm } from '../customer/account-form.ts';
import { HttpError } from '../http/errors.ts';
import { type Lang, langOf, pick } from '../http/lang.ts';
import { attemptCounterFor, clientIp, rateLimiter } from '../http/rate-limit.ts';
import { jsonBody, parse } from '../http/validate.ts';
import { linkOrigin } from '../mail/link-origin.ts';
import type { Services } from '../services.ts';
import { bangkokDateTime, workshopRegisteredMail } from './mail.ts';
import { cancelRegistration, register, sessionOf, upcomingSessions } from './sessions.ts';

/** Registrations per 15 minutes (times ATTEMPT_LIMIT_SCALE): each sends a mail to the address given. */
export const REGISTRATION_LIMITS = { perIp: 30, perEmail: 5 };
const WINDOW_MS = 15 * 60_000;

/** The workshop pages' sessions under /utils/api/workshops: list, register, cancel by the mailed link. */
export function workshopRoutes(services: Services) {
  const { db, config, now } = services;
  const counter = attemptCounterFor(services);
  const limiter = (name: string, limit: number) =>
    rateLimiter(counter, { name, limit: limit * config.attemptLimitScale, windowMs: WINDOW_MS, now: () => now().getTime() });
  const perIp = limiter('workshop-registration-ip', REGISTRATION_LIMITS.perIp);
  const perEmail = limiter('workshop-registration-email', REGISTRATION_LIMITS.perEmail);

  return new Hono()
    .get('/workshops', async (c) => {
      const { kind } = parse(WorkshopListQuery, c.req.query());
      return c.json({ data: await upcomingSessions(db, kind, now(), langOf(c)) });
    })
    .post('/workshops/cancel', async (c) => {
      const lang = langOf(c);
      const { token } = parseForm(WorkshopCancelBody, await jsonBody(c), lang);
      const cancelled = await cancelRegistration(db, token, now());
      if (!cancelled) throw new HttpError(400, 'INVALID_TOKEN', pick(lang, 'ลิงก์นี้ถูกใช้ไปแล้วหรือไม่ถูกต้อง', 'This link has already been used or is not valid'));
      const session = sessionOf(cancelled.session, lang);
      return c.json({ data: { title: session.title, startsAt: session.startsAt, seats: cancelled.seats } });
    })
    .post('/workshops/:sessionId/registrations', async (c) => {
      const lang = langOf(c);
      const sessionId = sessionIdOf(c.req.param('sessionId'), lang);
      const body = parseForm(WorkshopRegistrationBody, await jsonBody(c), lang);
      await perIp.hit([clientIp(c, config)]);
      await perEmail.hit([body.email]);
      const origin = linkOrigin(c, config);
      const session = await register(db, sessionId, body, now(), lang, async (tx, taken, token) => {
        const shown = sessionOf(taken, lang);
        const mail = workshopRegisteredMail(lang, {
          name: body.name,
          title: shown.title,
          when: bangkokDateTime(taken.startsAt, lang),
          durationMinutes: taken.durationMinutes,
          location: shown.location,
          seats: body.seats,
          cancelLink: `${origin}${lang === 'en' ? '/en' : ''}/workshop-cancel?token=${token}`,
        });
        await services.mailer.send({ to: body.email, ...mail }, tx);
      });
      return c.json({ data: { sessionId: session.id, seats: body.seats, seatsLeft: session.capacity - session.seatsTaken, email: body.email } }, 201);
    });
}

/** A session id that is not a positive number is a session that does not exist. */
function sessionIdOf(sessionId: string, lang: Lang) {
  const parsed = v.safeParse(WorkshopSessionParams, { sessionId });
  if (parsed.success) return parsed.output.sessionId;
  throw new HttpError(404, 'WORKSHOP_NOT_FOUND', pick(lang, WORKSHOP_TEXTS.sessionId.th, WORKSHOP_TEXTS.sessionId.en));
}
