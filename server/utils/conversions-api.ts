import type { SendEventBody } from '../../contract/tracking.ts';
import type { ServerConfig } from '../config.ts';

const FORWARD_TIMEOUT_MS = 5_000;
const ERROR_TEXT_MAX = 1_000;

/** One event in Facebook's Conversions API format (snake case, unix seconds). */
export function conversionsEvent(body: SendEventBody, eventId: string, eventTime: Date) {
  return {
    event_name: body.eventName,
    event_time: Math.floor(eventTime.getTime() / 1000),
    action_source: 'website',
    event_id: eventId,
    event_source_url: body.eventSourceUrl,
    user_data: { client_ip_address: body.userData.clientIpAddress, client_user_agent: body.userData.clientUserAgent },
    custom_data: {
      currency: body.currency,
      value: body.value,
      content_ids: body.contentIds,
      contents: body.contents.map((c) => ({ id: c.id, quantity: c.quantity, item_price: c.itemPrice })),
      content_name: body.contentName,
      content_type: body.contentType,
      content_category: body.contentCategory,
      num_items: body.numItems,
      status: body.status,
    },
  };
}

export const conversionsConfigured = ({ conversions }: Pick<ServerConfig, 'conversions'>) => Boolean(conversions.pixelId && conversions.accessToken);

/**
 * Posts one event to {graphUrl}/{pixelId}/events. Resolves to null when Facebook took it, or to what went
 * wrong; it never throws, because a tracking failure must not fail the shopper's request.
 */
export async function forwardEvent(config: Pick<ServerConfig, 'conversions'>, event: ReturnType<typeof conversionsEvent>): Promise<string | null> {
  const { graphUrl, pixelId, accessToken } = config.conversions;
  try {
    const res = await fetch(`${graphUrl.replace(/\/+$/, '')}/${encodeURIComponent(pixelId ?? '')}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: [event], access_token: accessToken }),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    if (res.ok) {
      await res.body?.cancel();
      return null;
    }
    const text = await res.text().catch(() => '');
    return `HTTP ${res.status}: ${text}`.slice(0, ERROR_TEXT_MAX);
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return reason.slice(0, ERROR_TEXT_MAX);
  }
}
