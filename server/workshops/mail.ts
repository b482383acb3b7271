import type { Lang } from '../http/lang.ts';
import { type MailContent, render } from '../mail/templates.ts';

export interface WorkshopMailFacts {
  name: string;
  title: string;
  /** the date and time as the shopper reads them */
  when: string;
  durationMinutes: number;
  /** null: online, the joining link follows before the session */
  location: string | null;
  seats: number;
  cancelLink: string;
}

/**
 * A date and time in Bangkok as a Thai (Buddhist year) or English reader writes it, as the appointment mails do:
 * 'วันเสาร์ที่ 5 ธันวาคม พ.ศ. 2569 เวลา 10:00 น.' or 'Saturday, 5 December 2026 at 10:00'.
 */
export function bangkokDateTime(at: Date, lang: Lang) {
  const day = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'th-TH', { dateStyle: 'full', timeZone: 'Asia/Bangkok' }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Bangkok' }).format(at);
  return lang === 'en' ? `${day} at ${time}` : `${day} เวลา ${time} น.`;
}

export function workshopRegisteredMail(lang: Lang, f: WorkshopMailFacts): MailContent {
  return lang === 'en'
    ? render(lang, {
        subject: `You are registered: ${f.title}`,
        greeting: `Hello ${f.name},`,
        lines: [
          `Your ${f.seats === 1 ? 'seat is' : `${f.seats} seats are`} booked for ${f.title}.`,
          `When: ${f.when} (${f.durationMinutes} minutes)`,
          f.location ? `Where: ${f.location}` : 'Where: online. We email you the link to join the day before.',
        ],
        button: { label: 'Cancel my registration', url: f.cancelLink },
        after: ['If you cannot come, please cancel so that someone else can take your seat.'],
      })
    : render(lang, {
        subject: `ลงทะเบียนสำเร็จ: ${f.title}`,
        greeting: `เรียน คุณ${f.name}`,
        lines: [
          `ท่านได้ลงทะเบียนเวิร์กช็อป ${f.title} จำนวน ${f.seats} ที่นั่ง`,
          `วันและเวลา: ${f.when} (${f.durationMinutes} นาที)`,
          f.location ? `สถานที่: ${f.location}` : 'สถานที่: ออนไลน์ เราจะส่งลิงก์เข้าร่วมทางอีเมลก่อนวันเวิร์กช็อป 1 วัน',
        ],
        button: { label: 'ยกเลิกการลงทะเบียน', url: f.cancelLink },
        after: ['หากท่านไม่สะดวกเข้าร่วม กรุณายกเลิกเพื่อให้ผู้อื่นได้ใช้ที่นั่ง'],
      });
}
