import * as v from 'valibot';
import { CURRENCY } from './constants.ts';
import { envelope } from './error.ts';

/** The Conversions API events the app sends (spec section 7). */
export const TRACKING_EVENT_NAMES = ['AddToCart', 'CompleteRegistration', 'InitiateCheckout', 'ViewContent', 'Purchase'] as const;

const Text = (max: number) => v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(max, `must be at most ${max} characters`));
const Money = v.pipe(v.number(), v.minValue(0, 'must not be negative'), v.maxValue(1_000_000_000));
const HttpUrl = v.pipe(v.string(), v.maxLength(2048), v.url('must be a URL'), v.regex(/^https?:\/\//i, 'must be an http(s) URL'));

export const TrackingContent = v.strictObject({
  id: Text(64),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9999)),
  itemPrice: v.optional(Money),
});

/** POST /utils/api/fb/send-event. Prices here are only reported to the ad platform, never trusted. */
export const SendEventBody = v.strictObject({
  eventName: v.picklist(TRACKING_EVENT_NAMES),
  userData: v.strictObject({
    clientIpAddress: v.pipe(v.string(), v.ip('must be an IPv4 or IPv6 address')),
    clientUserAgent: Text(512),
  }),
  contentIds: v.pipe(v.array(Text(64)), v.maxLength(100, 'at most 100 ids')),
  contents: v.pipe(v.array(TrackingContent), v.maxLength(100, 'at most 100 contents')),
  contentName: v.optional(Text(200)),
  contentType: v.optional(v.picklist(['product', 'product_group'])),
  contentCategory: v.optional(Text(200)),
  numItems: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000))),
  currency: v.literal(CURRENCY),
  value: v.optional(Money),
  status: v.optional(Text(64)),
  /** shared with the browser pixel so Facebook can drop the duplicate */
  eventId: v.optional(v.pipe(v.string(), v.regex(/^[\w.:-]{1,100}$/, 'must be 1-100 letters, digits or ._:-'))),
  eventSourceUrl: v.optional(HttpUrl),
});
export type SendEventBody = v.InferOutput<typeof SendEventBody>;

export const SendEventResponse = envelope(v.object({ id: v.number(), forwarded: v.boolean() }));

/**
 * GET /utils/api/fb/setup: the public IP-lookup service the browser asks for its address (IP_LOOKUP_URL), or null:
 * without one the app sends no Conversions API events.
 */
export const TrackingSetup = v.nullable(v.object({ ipLookupUrl: v.string() }));
export type TrackingSetup = v.InferOutput<typeof TrackingSetup>;
export const TrackingSetupResponse = envelope(TrackingSetup);

/** What the IP-lookup service answers (ipify's JSON format): the address the shopper's browser is seen from. */
export const IpLookupAnswer = v.object({ ip: v.pipe(v.string(), v.ip()) });
