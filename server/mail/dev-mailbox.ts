import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { outboxMails } from '../db/schema.ts';
import type { Services } from '../services.ts';
import { escapeHtml } from '../html-escape.ts';

/**
 * Development mailbox: the mail the shop would have sent (activation and reset links), newest first.
 * Mounted only outside production, and only useful when no SMTP server is configured.
 */
export function devMailboxRoutes({ db, mailer }: Services) {
  return new Hono().get('/', async (c) => {
    const mails = await db.select().from(outboxMails).orderBy(desc(outboxMails.id)).limit(50);
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p>
<iframe sandbox srcdoc="${escapeHtml(m.html)}" title="${escapeHtml(m.subject)}"></iframe></article>`,
      )
      .join('\n');
    const note = mailer.mode === 'smtp' ? '<p>SMTP is configured: new mail goes to the SMTP server, not here.</p>' : '';
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font-family:system-ui;max-width:860px;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}iframe{width:100%;height:320px;border:1px solid #eee}</style>
</head><body><h1>Development mailbox</h1>${note}${items || '<p>No mail yet.</p>'}</body></html>`);
  });
}
