import type { ServerConfig } from './config.ts';

/** Which of the demo's sandboxes are on, and who may reach them. */
function sandboxesLine(config: ServerConfig): string {
  if (config.production) return 'Production mode: no sandboxes, no mailbox, no demo data seeded';
  const on = [
    config.socialSandbox && 'social login sandbox',
    config.payment.sandbox && !config.payment.gatewayUrl && 'sandbox payment gateway (/sandbox-gateway)',
    config.mailbox && 'mailbox (/dev/mailbox)',
  ].filter(Boolean);
  if (!on.length) return 'Demo mode: no sandboxes on';
  const who =
    config.sandboxAccess === 'open' ? 'open to every client (DEMO_SANDBOXES=open)' : 'for requests from this machine only (DEMO_SANDBOXES=open opens them)';
  return `Demo mode: ${on.join(', ')} on, ${who}`;
}

/** What the server prints once it answers: where, on which database, and what of the demo is on. */
export function startupBanner(config: ServerConfig, port: number, { seeded, ms }: { seeded: boolean; ms: number }): string {
  const where = config.databaseUrl.startsWith('postgres') ? 'PostgreSQL' : `PGlite (${config.databaseUrl})`;
  return [`Storefront at http://localhost:${port} on ${where}${seeded ? ', catalogue seeded' : ''}, ready in ${ms} ms`, sandboxesLine(config)].join('\n');
}
