import type { SupportType } from '../../contract/stores.ts';
import type { Lang } from '../http/lang.ts';
import { hello, type MailContent, render } from '../mail/templates.ts';
import { instantOf } from './slots.ts';

export const SUPPORT_TYPE_NAMES: Record<SupportType, { th: string; en: string }> = {
  'hardware-repair': { th: 'ซ่อมฮาร์ดแวร์', en: 'Hardware repair' },
  battery: { th: 'เปลี่ยนแบตเตอรี่', en: 'Battery replacement' },
  software: { th: 'ปัญหาซอฟต์แวร์', en: 'Software issues' },
  'data-transfer': { th: 'ย้ายข้อมูลและตั้งค่าเครื่อง', en: 'Data transfer and setup' },
};

export interface AppointmentFacts {
  name: string;
  branchName: string;
  branchAddress: string;
  branchPhone: string;
  serviceType: SupportType;
  date: string;
  time: string;
  deviceModel: string;
  cancelLink: string;
}

/** e.g. 'วันพฤหัสบดีที่ 26 พฤศจิกายน 2569 เวลา 10:30 น.' or 'Thursday, 26 November 2026 at 10:30' */
export function appointmentWhen(lang: Lang, date: string, time: string) {
  const day = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'th-TH', { dateStyle: 'full', timeZone: 'Asia/Bangkok' }).format(instantOf(date, time));
  return lang === 'en' ? `${day} at ${time}` : `${day} เวลา ${time} น.`;
}

/** The booking's details, one line each: an address is too long for the table of amounts. */
const details = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`);

export function appointmentMail(lang: Lang, facts: AppointmentFacts): MailContent {
  const when = appointmentWhen(lang, facts.date, facts.time);
  const service = SUPPORT_TYPE_NAMES[facts.serviceType][lang];
  return lang === 'en'
    ? render(lang, {
        subject: `Your support appointment: ${when}`,
        greeting: hello(lang, facts.name),
        lines: [
          'Your appointment at our service centre is booked.',
          ...details([
            ['Branch', facts.branchName],
            ['Address', facts.branchAddress],
            ['Phone', facts.branchPhone],
            ['Service', service],
            ['Device', facts.deviceModel],
            ['Date and time', when],
          ]),
        ],
        button: { label: 'Cancel the appointment', url: facts.cancelLink },
        after: ['Please come 10 minutes early with your device and its passcode or Apple Account password, and back up your data first.'],
      })
    : render(lang, {
        subject: `ยืนยันการนัดหมายรับบริการ ${when}`,
        greeting: hello(lang, facts.name),
        lines: [
          'การนัดหมายรับบริการที่ศูนย์บริการของท่านเรียบร้อยแล้ว',
          ...details([
            ['สาขา', facts.branchName],
            ['ที่อยู่', facts.branchAddress],
            ['โทรศัพท์', facts.branchPhone],
            ['บริการ', service],
            ['อุปกรณ์', facts.deviceModel],
            ['วันและเวลา', when],
          ]),
        ],
        button: { label: 'ยกเลิกการนัดหมาย', url: facts.cancelLink },
        after: ['กรุณามาถึงก่อนเวลานัด 10 นาที พร้อมอุปกรณ์และรหัสผ่านเครื่องหรือรหัสผ่าน Apple Account และสำรองข้อมูลก่อนเข้ารับบริการ'],
      });
}
