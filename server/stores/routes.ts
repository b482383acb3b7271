import { and, asc, count, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  AppointmentBody,
  BranchListQuery,
  BranchParams,
  CancelBody,
  CancelQuery,
  PROVINCES,
  type Appointment,
  type Branch,
  type SupportType,
} from '../../contract/stores.ts';
import { validForm } from '../customer/account-form.ts';
import { branches, supportAppointments } from '../db/schema.ts';
import { HttpError, notFound, say } from '../http/errors.ts';
import { cachedPerLanguage, langOf, pick, type Lang } from '../http/lang.ts';
import { attemptCounterFor, clientIp, rateLimiter } from '../http/rate-limit.ts';
import { valid } from '../http/validate.ts';
import { linkOrigin } from '../mail/link-origin.ts';
import type { Services } from '../services.ts';
import { appointmentMail } from './appointment-mail.ts';
import { appointmentOfToken, bookSeat, cancelAppointment } from './appointments.ts';
import { bangkokParts, bookingDates, instantOf, isBookable, slotDays } from './slots.ts';

type BranchRow = typeof branches.$inferSelect;
type AppointmentRow = typeof supportAppointments.$inferSelect;

const branchOf = (row: BranchRow, lang: Lang): Branch => ({
  slug: row.slug,
  brand: row.brand,
  province: { key: row.province as Branch['province']['key'], name: PROVINCES[row.province as Branch['province']['key']][lang] },
  name: pick(lang, row.nameTh, row.nameEn),
  address: pick(lang, row.addressTh, row.addressEn),
  phone: row.phone,
  hours: row.hours,
  services: row.services as Branch['services'],
  mapUrl: row.mapUrl,
  appointments: row.technicians > 0,
});

const appointmentOf = (row: AppointmentRow, branch: BranchRow, lang: Lang): Appointment => {
  const { date, time } = bangkokParts(row.startsAt);
  return {
    id: row.id,
    branch: { slug: branch.slug, name: pick(lang, branch.nameTh, branch.nameEn), address: pick(lang, branch.addressTh, branch.addressEn), phone: branch.phone },
    serviceType: row.serviceType as SupportType,
    date,
    time,
    email: row.email,
    cancelled: row.cancelledAt !== null,
  };
};

const branchNotFound = () => notFound('BRANCH', say('ไม่พบสาขานี้', 'This branch could not be found'));
const appointmentNotFound = () => notFound('APPOINTMENT', say('ลิงก์นี้ไม่ถูกต้อง หรือไม่พบการนัดหมาย', 'This link is not valid or the appointment could not be found'));

/** Bookings per hour (times ATTEMPT_LIMIT_SCALE): no one script holds a branch's every time. */
export const BOOKING_LIMITS = { perIp: 20, perEmail: 5 };

export function storeRoutes(services: Services) {
  const { db, config } = services;
  const counter = attemptCounterFor(services);
  const limiter = (name: string, limit: number) =>
    rateLimiter(counter, { name, limit: limit * config.attemptLimitScale, windowMs: 60 * 60_000, now: () => services.now().getTime() });
  const perIp = limiter('appointment-ip', BOOKING_LIMITS.perIp);
  const perEmail = limiter('appointment-email', BOOKING_LIMITS.perEmail);

  async function serviceBranch(slug: string) {
    const [row] = await db.select().from(branches).where(eq(branches.slug, slug));
    if (!row) throw branchNotFound();
    return row;
  }

  return new Hono()
    .get('/branches', valid.query(BranchListQuery), async (c) => {
      const lang = langOf(c);
      const { province, brand } = c.req.valid('query');
      const where: SQL[] = [];
      if (province) where.push(eq(branches.province, province));
      if (brand) where.push(eq(branches.brand, brand));
      const rows = await db
        .select()
        .from(branches)
        .where(and(...where))
        .orderBy(asc(branches.sortOrder));
      cachedPerLanguage(c, 300);
      return c.json({ data: { items: rows.map((row) => branchOf(row, lang)) } });
    })
    .get('/branches/:slug', valid.param(BranchParams), async (c) => {
      const lang = langOf(c);
      const { slug } = c.req.valid('param');
      const row = await serviceBranch(slug);
      cachedPerLanguage(c, 300);
      return c.json({ data: branchOf(row, lang) });
    })
    .get('/branches/:slug/slots', valid.param(BranchParams), async (c) => {
      const { slug } = c.req.valid('param');
      const branch = await serviceBranch(slug);
      if (branch.technicians === 0) throw branchNotFound();
      const now = services.now();
      const dates = bookingDates(now);
      const taken = await db
        .select({ startsAt: supportAppointments.startsAt, n: count() })
        .from(supportAppointments)
        .where(
          and(
            eq(supportAppointments.branchSlug, slug),
            isNull(supportAppointments.cancelledAt),
            gte(supportAppointments.startsAt, instantOf(dates[0]!, '00:00')),
            lt(supportAppointments.startsAt, instantOf(dates.at(-1)!, '23:59')),
          ),
        )
        .groupBy(supportAppointments.startsAt);
      const seats = new Map(taken.map((row) => [row.startsAt.getTime(), row.n]));
      c.header('cache-control', 'no-store');
      return c.json({ data: { branch: slug, days: slotDays(branch.hours, branch.technicians, now, seats) } });
    })
    .post('/appointments', validForm.json(AppointmentBody), async (c) => {
      const lang = langOf(c);
      const booking = c.req.valid('json');
      await perIp.hit([clientIp(c, config)]);
      await perEmail.hit([booking.email]);
      const [branch] = await db.select().from(branches).where(eq(branches.slug, booking.branch));
      if (!branch || branch.technicians === 0) {
        throw new HttpError(400, 'INVALID_BRANCH', say('สาขานี้ไม่รับนัดหมาย กรุณาเลือกสาขาอื่น', 'This branch takes no appointments: please choose another'));
      }
      const now = services.now();
      if (!isBookable(branch.hours, booking.date, booking.time, now)) {
        throw new HttpError(400, 'INVALID_TIME', say('ไม่สามารถนัดหมายในเวลานี้ได้ กรุณาเลือกเวลาอื่น', 'This time cannot be booked: please choose another'));
      }
      // the booking and its confirmation mail are written together: a crash right after the answer loses neither
      const booked = await db.transaction(async (tx) => {
        const seat = await bookSeat(tx, branch, booking, lang, now);
        if (!seat) return null;
        const cancelLink = `${linkOrigin(c, config)}${lang === 'en' ? '/en' : ''}/online-schedule-support/cancel?token=${seat.token}`;
        const mail = appointmentMail(lang, {
          name: booking.firstName,
          branchName: pick(lang, branch.nameTh, branch.nameEn),
          branchAddress: pick(lang, branch.addressTh, branch.addressEn),
          branchPhone: branch.phone,
          serviceType: booking.serviceType,
          date: booking.date,
          time: booking.time,
          deviceModel: booking.deviceModel,
          cancelLink,
        });
        await services.mailer.send({ to: booking.email, ...mail }, tx);
        return seat;
      });
      if (!booked) {
        throw new HttpError(
          409,
          'SLOT_TAKEN',
          say('ขออภัย เวลานี้เพิ่งถูกจองเต็มแล้ว กรุณาเลือกเวลาอื่น', 'Sorry, this time has just been fully booked: please choose another'),
        );
      }
      const [row] = await db.select().from(supportAppointments).where(eq(supportAppointments.id, booked.id));
      return c.json({ data: appointmentOf(row!, branch, lang) }, 201);
    })
    .get('/appointments/cancel', valid.query(CancelQuery), async (c) => {
      const { token } = c.req.valid('query');
      const found = await appointmentOfToken(db, token);
      if (!found) throw appointmentNotFound();
      c.header('cache-control', 'no-store');
      return c.json({ data: appointmentOf(found.appointment, found.branch, langOf(c)) });
    })
    .post('/appointments/cancel', validForm.json(CancelBody), async (c) => {
      const { token } = c.req.valid('json');
      if (!(await cancelAppointment(db, token, services.now()))) {
        const found = await appointmentOfToken(db, token);
        if (!found) throw appointmentNotFound();
        throw new HttpError(409, 'ALREADY_CANCELLED', say('การนัดหมายนี้ถูกยกเลิกไปแล้ว', 'This appointment was already cancelled'));
      }
      const found = await appointmentOfToken(db, token);
      return c.json({ data: appointmentOf(found!.appointment, found!.branch, langOf(c)) });
    });
}
