import { Hono } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import {
  WorkshopCancelBody,
  WorkshopListQuery,
  WorkshopRegistrationBody,
  WorkshopRegistrationQuery,
  WorkshopSessionParams,
  WORKSHOP_TEXTS,
} from '../../contract/workshops.ts';
import { validForm } from '../customer/account-form.ts';
import { HttpError, say } from '../http/errors.ts';
import { langOf } from '../http/lang.ts';
import { attemptCounterFor, clientIp, rateLimiter } from '../http/rate-limit.ts';
import { valid } from '../http/validate.ts';
import { linkOrigin } from '../mail/link-origin.ts';
import type { Services } from '../services.ts';
import { bangkokDateTime, workshopRegisteredMail } from './mail.ts';
import { cancelRegistration, register, registrationOf, sessionOf, upcomingSessions } from './sessions.ts';

/** Registrations per 15 minutes (times ATTEMPT_LIMIT_SCALE): each sends a mail to the address given. */
export const REGISTRATION_LIMITS = { perIp: 30, perEmail: 5 };
const WINDOW_MS = 15 * 60_000;

/** A session id that is not a positive number is a session that does not exist: 404, where `valid.param` would answer 400. */
const sessionParam = validator('param', (params) => {
  const parsed = v.safeParse(WorkshopSessionParams, params);
  if (parsed.success) return parsed.output;
  throw new HttpError(404, 'WORKSHOP_NOT_FOUND', WORKSHOP_TEXTS.sessionId);
});

/** The workshop pages' sessions under /utils/api/workshops: list, register, cancel by the mailed link. */
export function workshopRoutes(services: Services) {
  const { db, config, now } = services;
  const counter = attemptCounterFor(services);
  const limiter = (name: string, limit: number) =>
    rateLimiter(counter, { name, limit: limit * config.attemptLimitScale, windowMs: WINDOW_MS, now: () => now().getTime() });
  const perIp = limiter('workshop-registration-ip', REGISTRATION_LIMITS.perIp);
  const perEmail = limiter('workshop-registration-email', REGISTRATION_LIMITS.perEmail);

  return new Hono()
    .get('/workshops', valid.query(WorkshopListQuery), async (c) => {
      const { kind } = c.req.valid('query');
      return c.json({ data: await upcomingSessions(db, kind, now(), langOf(c)) });
    })
    .post('/workshops/cancel', validForm.json(WorkshopCancelBody), async (c) => {
      const lang = langOf(c);
      const { token } = c.req.valid('json');
      const cancelled = await cancelRegistration(db, token, now());
      if (!cancelled) throw new HttpError(400, 'INVALID_TOKEN', say('ลิงก์นี้ถูกใช้ไปแล้วหรือไม่ถูกต้อง', 'This link has already been used or is not valid'));
      const session = sessionOf(cancelled.session, lang);
      return c.json({ data: { kind: session.kind, title: session.title, startsAt: session.startsAt, seats: cancelled.seats } });
    })
    .get('/workshops/registration', validForm.query(WorkshopRegistrationQuery), async (c) => {
      const found = await registrationOf(db, c.req.valid('query').token);
      if (!found) throw new HttpError(404, 'REGISTRATION_NOT_FOUND', WORKSHOP_TEXTS.token);
      const session = sessionOf(found.session, langOf(c));
      return c.json({
        data: {
          kind: session.kind,
          title: session.title,
          startsAt: session.startsAt,
          seats: found.registration.seats,
          cancelled: found.registration.cancelledAt !== null,
          started: found.session.startsAt <= now(),
        },
      });
    })
    .post('/workshops/:sessionId/registrations', sessionParam, validForm.json(WorkshopRegistrationBody), async (c) => {
      const lang = langOf(c);
      const { sessionId } = c.req.valid('param');
      const body = c.req.valid('json');
      await perIp.hit([clientIp(c, config)]);
      await perEmail.hit([body.email]);
      const origin = linkOrigin(c, config);
      const session = await register(db, sessionId, body, now(), async (tx, taken, token) => {
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
