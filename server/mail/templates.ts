import { SELLER } from '../../contract/company.ts';
import type { Lang } from '../http/lang.ts';
import type { Mail } from './mailer.ts';
import { escapeHtml } from '../html-escape.ts';

/** The texts of the mail the shop sends, Thai by default and English; `to` is added by the sender. */
export type MailContent = Omit<Mail, 'to'>;

const SHOP = { th: 'Apple Premium Reseller ออนไลน์สโตร์', en: 'Apple Premium Reseller online store' };

export interface Parts {
  subject: string;
  greeting: string;
  lines: string[];
  /** label and amount, e.g. an order's lines and totals; the last row is the total */
  rows?: [string, string][];
  button?: { label: string; url: string };
  after: string[];
}

function table(rows: [string, string][]) {
  const cells = rows.map(([label, amount], i) => {
    const total = i === rows.length - 1 ? 'font-weight:600;border-top:1px solid #d2d2d7;' : '';
    return `<tr><td style="${total}padding:6px 12px 6px 0">${escapeHtml(label)}</td><td style="${total}padding:6px 0;text-align:right;white-space:nowrap">${escapeHtml(amount)}</td></tr>`;
  });
  return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 12px">${cells.join('')}</table>`;
}

export function render(lang: Lang, { subject, greeting, lines, rows = [], button, after }: Parts): MailContent {
  const shop = SHOP[lang];
  const text = [
    greeting,
    '',
    ...lines,
    ...(rows.length ? ['', ...rows.map(([label, amount]) => `${label}   ${amount}`)] : []),
    ...(button ? ['', `${button.label}: ${button.url}`] : []),
    '',
    ...after,
    '',
    shop,
  ].join('\n');
  // an address written in a sentence is a link too, as in the text part a mail reader makes it one
  const linked = (line: string) => escapeHtml(line).replace(/https?:\/\/[^\s<]*[^\s<.,;:!?)]/g, (url) => `<a href="${url}" style="color:#0066cc">${url}</a>`);
  const paragraphs = (list: string[]) => list.map((l) => `<p style="margin:0 0 12px">${linked(l)}</p>`).join('');
  const link = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="background:#0071e3;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(button.label)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(button.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:-apple-system,'Segoe UI',Tahoma,sans-serif;color:#1d1d1f;max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>${paragraphs(lines)}${rows.length ? table(rows) : ''}${link}${paragraphs(after)}
<p style="margin:24px 0 0;color:#86868b;font-size:13px">${escapeHtml(shop)}</p></body></html>`;
  return { subject, text, html };
}

export const hello = (lang: Lang, firstName: string) => (lang === 'en' ? `Hello ${firstName},` : `เรียน คุณ${firstName}`);

export function activationMail(lang: Lang, { firstName, link }: { firstName: string; link: string }): MailContent {
  return lang === 'en'
    ? render(lang, {
        subject: 'Activate your account',
        greeting: hello(lang, firstName),
        lines: ['Thank you for registering. Please confirm your email address to activate your account.'],
        button: { label: 'Activate my account', url: link },
        after: ['The link works once and expires in 48 hours. If you did not register, you can ignore this email.'],
      })
    : render(lang, {
        subject: 'ยืนยันอีเมลเพื่อเปิดใช้งานบัญชีของท่าน',
        greeting: hello(lang, firstName),
        lines: ['ขอบคุณที่สมัครสมาชิก กรุณายืนยันอีเมลของท่านเพื่อเปิดใช้งานบัญชี'],
        button: { label: 'เปิดใช้งานบัญชี', url: link },
        after: ['ลิงก์นี้ใช้ได้ครั้งเดียวและจะหมดอายุภายใน 48 ชั่วโมง หากท่านไม่ได้สมัครสมาชิก ท่านสามารถละเว้นอีเมลฉบับนี้ได้'],
      });
}

export function resetPasswordMail(lang: Lang, { firstName, link }: { firstName: string; link: string }): MailContent {
  return lang === 'en'
    ? render(lang, {
        subject: 'Reset your password',
        greeting: hello(lang, firstName),
        lines: ['We received a request to reset the password of your account.'],
        button: { label: 'Set a new password', url: link },
        after: ['The link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays as it is.'],
      })
    : render(lang, {
        subject: 'ตั้งรหัสผ่านใหม่',
        greeting: hello(lang, firstName),
        lines: ['เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของท่าน'],
        button: { label: 'ตั้งรหัสผ่านใหม่', url: link },
        after: ['ลิงก์นี้ใช้ได้ครั้งเดียวและจะหมดอายุภายใน 1 ชั่วโมง หากท่านไม่ได้ทำรายการนี้ กรุณาละเว้นอีเมลฉบับนี้ รหัสผ่านของท่านจะยังคงเดิม'],
      });
}

/**
 * Sent when the password changed: the owner learns of it, and how to take the account back. A reset ends every
 * session; a change keeps the one it was made in (`keptHere`).
 */
export function passwordChangedMail(lang: Lang, { firstName, link, keptHere }: { firstName: string; link: string; keptHere: boolean }): MailContent {
  return lang === 'en'
    ? render(lang, {
        subject: 'Your password was changed',
        greeting: hello(lang, firstName),
        lines: [
          keptHere
            ? 'The password of your account was changed just now. Every other device logged in with the old password has been logged out.'
            : 'The password of your account was changed just now. Every device logged in with the old password has been logged out.',
        ],
        button: { label: 'Reset my password', url: link },
        after: [`If you changed it, there is nothing to do. If you did not, reset your password now and call us on ${SELLER.phone}.`],
      })
    : render(lang, {
        subject: 'รหัสผ่านของท่านถูกเปลี่ยนแล้ว',
        greeting: hello(lang, firstName),
        lines: [
          keptHere
            ? 'รหัสผ่านของบัญชีของท่านเพิ่งถูกเปลี่ยน อุปกรณ์เครื่องอื่นทุกเครื่องที่เข้าสู่ระบบด้วยรหัสผ่านเดิมได้ออกจากระบบแล้ว'
            : 'รหัสผ่านของบัญชีของท่านเพิ่งถูกเปลี่ยน อุปกรณ์ทุกเครื่องที่เข้าสู่ระบบด้วยรหัสผ่านเดิมได้ออกจากระบบแล้ว',
        ],
        button: { label: 'ตั้งรหัสผ่านใหม่', url: link },
        after: [`หากท่านเป็นผู้เปลี่ยนเอง ไม่ต้องดำเนินการใด ๆ หากไม่ใช่ท่าน กรุณาตั้งรหัสผ่านใหม่ทันทีและติดต่อเราที่โทร ${SELLER.phone}`],
      });
}

/** Sent instead of an activation link when someone registers with an address that has an account. */
export function alreadyRegisteredMail(
  lang: Lang,
  { firstName, loginLink, forgotLink }: { firstName: string; loginLink: string; forgotLink: string },
): MailContent {
  return lang === 'en'
    ? render(lang, {
        subject: 'Someone tried to register with your email address',
        greeting: hello(lang, firstName),
        lines: [
          'Someone tried to create an account with this email address, but you already have one.',
          `If it was you, log in at ${loginLink}, or reset your password if you have forgotten it.`,
        ],
        button: { label: 'Reset my password', url: forgotLink },
        after: ['If it was not you, you can ignore this email: nothing has changed in your account.'],
      })
    : render(lang, {
        subject: 'มีการพยายามสมัครสมาชิกด้วยอีเมลของท่าน',
        greeting: hello(lang, firstName),
        lines: ['มีผู้พยายามสมัครสมาชิกด้วยอีเมลนี้ แต่ท่านมีบัญชีอยู่แล้ว', `หากเป็นท่าน กรุณาเข้าสู่ระบบที่ ${loginLink} หรือตั้งรหัสผ่านใหม่หากท่านจำรหัสผ่านไม่ได้`],
        button: { label: 'ตั้งรหัสผ่านใหม่', url: forgotLink },
        after: ['หากไม่ใช่ท่าน ท่านสามารถละเว้นอีเมลฉบับนี้ได้ บัญชีของท่านไม่มีการเปลี่ยนแปลงใด ๆ'],
      });
}
