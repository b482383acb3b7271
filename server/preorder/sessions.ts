import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { preorderCampaigns, preorderSessions } from '../db/schema.ts';
import { type Lang, pick } from '../http/lang.ts';
import { preorderErrors } from './messages.ts';

export type Campaign = typeof preorderCampaigns.$inferSelect;
export type Session = typeof preorderSessions.$inferSelect;

export const campaignOf = (lang: Lang, campaign: Campaign) => ({ id: campaign.id, name: pick(lang, campaign.nameTh, campaign.nameEn) });

/** The campaign running now (the latest started when several overlap); 404 when none is. */
export async function runningCampaign(db: Db, now: Date): Promise<Campaign> {
  const [campaign] = await db
    .select()
    .from(preorderCampaigns)
    .where(and(lte(preorderCampaigns.startsAt, now), gte(preorderCampaigns.endsAt, now)))
    .orderBy(desc(preorderCampaigns.startsAt))
    .limit(1);
  if (!campaign) throw preorderErrors.noCampaign();
  return campaign;
}

/**
 * Opens a pre-order session for the email in the campaign running now. It lasts the campaign's
 * session minutes, never past the campaign's end.
 */
export async function startSession(db: Db, lang: Lang, email: string, now: Date) {
  const campaign = await runningCampaign(db, now);
  const expiresAt = new Date(Math.min(now.getTime() + campaign.sessionMinutes * 60_000, campaign.endsAt.getTime()));
  const [session] = await db.insert(preorderSessions).values({ campaignId: campaign.id, email, createdAt: now, expiresAt }).returning();
  return { sessionId: session!.id, expiredAt: expiresAt.toISOString(), campaign: campaignOf(lang, campaign) };
}

/** The session and its campaign; an unknown session is 404. */
export async function findSession(tx: Tx, sessionId: string): Promise<{ session: Session; campaign: Campaign }> {
  const [row] = await tx
    .select({ session: preorderSessions, campaign: preorderCampaigns })
    .from(preorderSessions)
    .innerJoin(preorderCampaigns, eq(preorderCampaigns.id, preorderSessions.campaignId))
    .where(eq(preorderSessions.id, sessionId));
  if (!row) throw preorderErrors.sessionNotFound();
  return row;
}

/** A session past its time is refused like an unknown one (the app then starts over). */
export function ensureLive(session: Session, now: Date) {
  if (session.expiresAt.getTime() <= now.getTime()) throw preorderErrors.sessionExpired();
}

export async function liveSession(db: Db, sessionId: string, now: Date) {
  const found = await findSession(db, sessionId);
  ensureLive(found.session, now);
  return found;
}
