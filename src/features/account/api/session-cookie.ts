import type { Tokens } from '@machines/session/session.machine';
import Cookies from 'js-cookie';

/** The session cookie (spec section 3): access and refresh token joined by a separator. */
export const SESSION_COOKIE = 'session';
const SEPARATOR = '|';

export function storedTokens(): Tokens | null {
  const [accessToken, refreshToken] = (Cookies.get(SESSION_COOKIE) ?? '').split(SEPARATOR);
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

export function storeTokens(tokens: Tokens | null, days: number) {
  if (tokens)
    Cookies.set(SESSION_COOKIE, `${tokens.accessToken}${SEPARATOR}${tokens.refreshToken}`, {
      expires: days,
      path: '/',
      sameSite: 'lax',
      secure: location.protocol === 'https:',
    });
  else Cookies.remove(SESSION_COOKIE, { path: '/' });
}
