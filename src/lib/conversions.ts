import { CURRENCY, REQUEST_TIMEOUT_MS } from '@contract/constants';
import { IpLookupAnswer, type SendEventBody, TrackingSetupResponse } from '@contract/tracking';
import * as v from 'valibot';

/** What a page reports; the sender adds who the shopper is to the ad platform (address, browser), the currency and the page. */
export type Conversion = Omit<SendEventBody, 'userData' | 'currency' | 'eventSourceUrl'>;

/** The shopper's address as the IP-lookup service saw it (spec section 3), with when it was looked up. */
const CLIENT_IP_STORAGE_KEY = 'clientIp';
/** An address looked up longer ago is looked up again: a phone's address changes as it moves. */
const IP_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const StoredIp = v.object({ ip: IpLookupAnswer.entries.ip, at: v.number() });

async function getJson(url: string, init?: RequestInit): Promise<unknown> {
  const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
  return answer.json();
}

function cachedIp(): string | null {
  try {
    const stored = v.safeParse(StoredIp, JSON.parse(localStorage.getItem(CLIENT_IP_STORAGE_KEY) ?? 'null'));
    return stored.success && Date.now() - stored.output.at < IP_MAX_AGE_MS ? stored.output.ip : null;
  } catch {
    return null;
  }
}

async function lookUpIp(lookupUrl: string): Promise<string> {
  const cached = cachedIp();
  if (cached) return cached;
  // the lookup service learns nothing but the address it answers: no cookies, no page address
  const { ip } = v.parse(IpLookupAnswer, await getJson(lookupUrl, { credentials: 'omit', referrerPolicy: 'no-referrer' }));
  try {
    localStorage.setItem(CLIENT_IP_STORAGE_KEY, JSON.stringify({ ip, at: Date.now() }));
  } catch {
    // storage may be unavailable: the address is asked again on the next page load
  }
  return ip;
}

// each is asked once a page load; one that failed is not asked again before the next load
let setup: Promise<string | null> | undefined;
let clientIp: Promise<string | null> | undefined;
const lookupUrlOnce = () =>
  (setup ??= getJson('/utils/api/fb/setup')
    .then((answer) => v.parse(TrackingSetupResponse, answer).data?.ipLookupUrl ?? null)
    .catch(() => null));
const clientIpOnce = (lookupUrl: string) => (clientIp ??= lookUpIp(lookupUrl).catch(() => null));

/**
 * Posts one event to the shop's Conversions API endpoint (spec section 7) with the shopper's address from the
 * configured IP-lookup service; without one configured, nothing is sent. Resolves when done and never rejects:
 * callers do not wait for it, and a tracking failure is swallowed.
 */
export async function sendConversion(conversion: Conversion): Promise<void> {
  try {
    const lookupUrl = await lookupUrlOnce();
    const ip = lookupUrl && (await clientIpOnce(lookupUrl));
    if (!ip) return;
    const body: SendEventBody = {
      ...conversion,
      userData: { clientIpAddress: ip, clientUserAgent: navigator.userAgent.slice(0, 512) },
      currency: CURRENCY,
      eventSourceUrl: location.origin + location.pathname,
    };
    // keepalive: an event sent as the shopper leaves the page still arrives
    await fetch('/utils/api/fb/send-event', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true });
  } catch {
    // tracking failures are swallowed (spec section 7)
  }
}
