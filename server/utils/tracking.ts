import { eq } from 'drizzle-orm';
import type { SendEventBody } from '../../contract/tracking.ts';
import { trackingEvents } from '../db/schema.ts';
import type { Services } from '../services.ts';
import { conversionsConfigured, conversionsEvent, forwardEvent } from './conversions-api.ts';

/** Stores the event, then forwards it to the Conversions API when a pixel and token are configured. */
export async function recordEvent({ db, config, now }: Services, body: SendEventBody): Promise<{ id: number; forwarded: boolean }> {
  const [row] = await db.insert(trackingEvents).values({ eventName: body.eventName, payload: body, createdAt: now() }).returning({ id: trackingEvents.id });
  const id = row!.id;
  if (!conversionsConfigured(config)) return { id, forwarded: false };

  const error = await forwardEvent(config, conversionsEvent(body, body.eventId ?? `tracking-${id}`, now()));
  await db
    .update(trackingEvents)
    .set(error === null ? { forwardedAt: now(), forwardError: null } : { forwardError: error })
    .where(eq(trackingEvents.id, id));
  return { id, forwarded: error === null };
}
