import { Hono } from 'hono';
import { SandboxParams, SandboxQuery } from '../../contract/auth.ts';
import { valid } from '../http/validate.ts';
import type { Services } from '../services.ts';
import { sha256 } from './sessions.ts';
import { signSocialToken } from './social-token.ts';

/**
 * A stand-in social provider for shops without Facebook or Apple credentials (SOCIAL_SANDBOX, never in
 * production): it hands out a token for any email that POST /auth/facebook/token (as `accessToken`) or
 * POST /auth/apple (as `idToken`) accept while the sandbox is on. The same email always gets the same
 * social subject, so a second login finds the linked account.
 */
export function sandboxRoutes({ config, now }: Services) {
  return new Hono().get('/auth/sandbox/:provider', valid.param(SandboxParams), valid.query(SandboxQuery), async (c) => {
    const { provider } = c.req.valid('param');
    const { email, firstName = '', lastName = '' } = c.req.valid('query');
    const subject = `sandbox-${sha256(`${provider}:${email}`).slice(0, 24)}`;
    const token = await signSocialToken(config, 'social-sandbox', { provider, subject, email, firstName, lastName }, now());
    return c.json({ data: { provider, token } });
  });
}
