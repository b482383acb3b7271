import * as v from 'valibot';
import type { ServerConfig } from '../config.ts';
import { fetchProviderJson, ProviderUnavailableError } from './provider-unavailable.ts';
import type { SocialIdentity } from './social-token.ts';

const Me = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,32}$/)),
  name: v.optional(v.string(), ''),
  email: v.optional(v.string()),
  first_name: v.optional(v.string(), ''),
  last_name: v.optional(v.string(), ''),
});

const DebugToken = v.object({
  data: v.object({ is_valid: v.boolean(), app_id: v.optional(v.string()), user_id: v.optional(v.string()) }),
});

/** Facebook returns only confirmed addresses, so a well-formed one counts as verified. */
export function providerEmail(email: string | undefined): string | null {
  const normalised = email?.trim().toLowerCase() ?? '';
  return v.is(v.pipe(v.string(), v.maxLength(254), v.email()), normalised) ? normalised : null;
}

/**
 * Who a Facebook user access token belongs to, per the Graph API; null when Facebook refuses the token
 * or, with the app's secret configured, the token was issued to another app. Without the app (FACEBOOK_APP_ID),
 * Facebook is not asked at all.
 */
export async function verifyFacebookToken(config: Pick<ServerConfig, 'facebook'>, accessToken: string): Promise<SocialIdentity | null> {
  if (!config.facebook.appId) throw new ProviderUnavailableError('Facebook login is not configured (FACEBOOK_APP_ID)');
  const base = config.facebook.graphUrl.replace(/\/+$/, '');
  const meUrl = new URL(`${base}/me`);
  meUrl.searchParams.set('fields', 'id,name,email,first_name,last_name');
  meUrl.searchParams.set('access_token', accessToken);
  const me = await fetchProviderJson(meUrl);
  const profile = me.ok ? v.safeParse(Me, me.body) : null;
  if (!profile?.success) return null;
  const { appId, appSecret } = config.facebook;
  if (appId && appSecret) {
    const debugUrl = new URL(`${base}/debug_token`);
    debugUrl.searchParams.set('input_token', accessToken);
    debugUrl.searchParams.set('access_token', `${appId}|${appSecret}`);
    const debug = await fetchProviderJson(debugUrl);
    const token = debug.ok ? v.safeParse(DebugToken, debug.body) : null;
    if (!token?.success) return null;
    const { is_valid, app_id, user_id } = token.output.data;
    if (!is_valid || app_id !== appId || user_id !== profile.output.id) return null;
  }
  const { id, name, email, first_name, last_name } = profile.output;
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return {
    provider: 'facebook',
    subject: id,
    email: providerEmail(email),
    firstName: first_name || first,
    lastName: last_name || rest.join(' '),
  };
}
