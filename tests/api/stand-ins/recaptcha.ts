import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * reCAPTCHA's siteverify on 127.0.0.1. A token `human:{action}` passes with score 0.9 for that action, `bot:{action}`
 * is a valid token with score 0.1, anything else is refused; a wrong secret is refused too (as Google does).
 */
export async function startRecaptchaStandIn(secret: string) {
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const [kind, action] = (form.get('response') ?? '').split(':');
      const known = form.get('secret') === secret && (kind === 'human' || kind === 'bot');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          known
            ? { success: true, score: kind === 'human' ? 0.9 : 0.1, action, challenge_ts: new Date().toISOString(), hostname: '127.0.0.1' }
            : { success: false, 'error-codes': [form.get('secret') === secret ? 'invalid-input-response' : 'invalid-input-secret'] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
