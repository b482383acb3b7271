import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FacebookUser {
  id: string;
  name?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

/**
 * The two Graph API calls the shop makes, on 127.0.0.1: GET /me for known user tokens and
 * GET /debug_token with the app token `{appId}|{appSecret}`. A token may be issued to another app.
 */
export async function startGraphStandIn({ appId, appSecret }: { appId: string; appSecret: string }) {
  const users = new Map<string, { user: FacebookUser; appId: string }>();
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://graph.local');
    calls.push(url.pathname);
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const oauthError = { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } };
    if (url.pathname === '/me') {
      const known = users.get(url.searchParams.get('access_token') ?? '');
      if (!known) return answer(400, oauthError);
      const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
      return answer(200, Object.fromEntries(fields.filter((f) => f in known.user).map((f) => [f, known.user[f as keyof FacebookUser]])));
    }
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${appId}|${appSecret}`) return answer(400, oauthError);
      const known = users.get(url.searchParams.get('input_token') ?? '');
      return answer(200, { data: known ? { is_valid: true, app_id: known.appId, user_id: known.user.id, type: 'USER' } : { is_valid: false } });
    }
    answer(404, { error: { message: 'Unknown path', code: 803 } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    /** a user token Facebook would accept; `forApp` names the app it was issued to (ours by default) */
    addUser(token: string, user: FacebookUser, forApp = appId) {
      users.set(token, { user, appId: forApp });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
