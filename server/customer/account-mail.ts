import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ServerConfig } from '../config.ts';
import type { Tx } from '../db/client.ts';
import { customers } from '../db/schema.ts';
import { type Lang, langOf } from '../http/lang.ts';
import { activationMail, alreadyRegisteredMail, type MailContent, passwordChangedMail, resetPasswordMail } from '../mail/templates.ts';
import { linkOrigin } from '../mail/link-origin.ts';
import type { Services } from '../services.ts';
import { createLinkToken, type LinkPurpose } from './account-tokens.ts';
import { backgroundSlots } from './background-slots.ts';

/** The language of the mail and the origin its links point to. */
export interface MailContext {
  lang: Lang;
  origin: string;
}

/**
 * Links in mail point at PUBLIC_URL. Without it they point at the request's origin, which in production
 * would come from a Host header anyone can set (a reset link to the attacker's site): refused there.
 */
export function assertLinkOrigin(config: Pick<ServerConfig, 'production' | 'publicUrl'>) {
  if (config.production && !config.publicUrl) throw new Error('Set PUBLIC_URL in production: links in account emails are built from it');
}

export const mailContext = (c: Context, config: Pick<ServerConfig, 'publicUrl'>): MailContext => ({
  lang: langOf(c),
  origin: linkOrigin(c, config),
});

const pageUrl = ({ lang, origin }: MailContext, page: string, token?: string) =>
  `${origin}${lang === 'en' ? '/en' : ''}/${page}${token ? `?token=${token}` : ''}`;

/**
 * A link asked for again (activation, password reset) is made after the answer: an address with an account
 * and one without must answer alike, also in time. Four are made at a time in this process; a request beyond them
 * waits for a slot before it answers, whatever the address. A failure is logged; the shopper can ask again.
 */
export const inBackground = backgroundSlots(4, (error) => console.error('Account mail failed:', error));

interface Recipient {
  id: number;
  email: string;
  firstName: string;
}

async function sendLink(
  services: Services,
  ctx: MailContext,
  to: Recipient,
  purpose: LinkPurpose,
  compose: (lang: Lang, p: { firstName: string; link: string }) => MailContent,
  tx: Tx,
) {
  const token = await createLinkToken(tx, to.id, purpose, services.now());
  const page = purpose === 'activate' ? 'activate-account' : 'reset-password';
  await services.mailer.send({ to: to.email, ...compose(ctx.lang, { firstName: to.firstName, link: pageUrl(ctx, page, token) }) }, tx);
}

/** The link's token and its mail (into the outbox) are written in `tx`: both or neither. */
export const sendActivationLink = (services: Services, ctx: MailContext, to: Recipient, tx: Tx) => sendLink(services, ctx, to, 'activate', activationMail, tx);
export const sendResetLink = (services: Services, ctx: MailContext, to: Recipient, tx: Tx) =>
  sendLink(services, ctx, to, 'reset-password', resetPasswordMail, tx);

/** The password changed: its owner is told, with the way to reset it if it was not them. */
export const sendPasswordChanged = (services: Services, ctx: MailContext, to: Recipient, keptHere: boolean, tx: Tx) =>
  services.mailer.send({ to: to.email, ...passwordChangedMail(ctx.lang, { firstName: to.firstName, link: pageUrl(ctx, 'forgot-password'), keptHere }) }, tx);

/** Someone registered with a taken address: a pending owner gets a fresh activation link, anyone else a warning. */
export async function notifyAddressTaken(services: Services, ctx: MailContext, email: string, tx: Tx) {
  const [owner] = await tx.select().from(customers).where(eq(customers.email, email));
  if (!owner) return;
  if (owner.status === 'pending') return sendActivationLink(services, ctx, owner, tx);
  const mail = alreadyRegisteredMail(ctx.lang, { firstName: owner.firstName, loginLink: pageUrl(ctx, 'login'), forgotLink: pageUrl(ctx, 'forgot-password') });
  await services.mailer.send({ to: owner.email, ...mail }, tx);
}
