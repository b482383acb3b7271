import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export const APPLE_ISSUER = 'https://appleid.apple.com';

/**
 * Apple's key set on 127.0.0.1 (GET /auth/keys) publishing an RS256 and an ES256 key, and a signer of
 * Apple-like id_tokens with them, or with a key Apple never published.
 */
export async function startAppleStandIn({ clientId }: { clientId: string }) {
  const keys = {
    rs: { kid: 'stand-in-rs', alg: 'RS256', pair: await generateKeyPair('RS256') },
    es: { kid: 'stand-in-es', alg: 'ES256', pair: await generateKeyPair('ES256') },
    forged: { kid: 'stand-in-forged', alg: 'RS256', pair: await generateKeyPair('RS256') },
  };
  const published = await Promise.all([keys.rs, keys.es].map(async (k) => ({ ...(await exportJWK(k.pair.publicKey)), kid: k.kid, alg: k.alg, use: 'sig' })));
  const server: Server = createServer((req, res) => {
    if (req.url === '/auth/keys') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: published }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    jwksUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/keys`,
    /** an id_token as Apple signs it; `options` bend it to test the checks */
    async idToken(
      claims: JWTPayload & { sub: string; email?: string; email_verified?: boolean | string },
      options: { key?: keyof typeof keys; audience?: string; issuer?: string; expiresInSeconds?: number } = {},
    ) {
      const key = keys[options.key ?? 'rs'];
      const iat = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: key.alg, kid: key.kid })
        .setIssuer(options.issuer ?? APPLE_ISSUER)
        .setAudience(options.audience ?? clientId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + (options.expiresInSeconds ?? 600))
        .sign(key.pair.privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
