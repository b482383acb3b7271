import type { BusinessQuote } from '../../contract/business-quote.ts';
import type { Lang } from '../http/lang.ts';
import { type MailContent, render } from '../mail/templates.ts';

const FAMILY_NAMES: Record<keyof BusinessQuote['quantities'], string> = {
  iphone: 'iPhone',
  ipad: 'iPad',
  mac: 'Mac',
  watch: 'Apple Watch',
  airpods: 'AirPods',
  'apple-accessories': 'Accessories',
};

/** The families asked for, as 'label', 'quantity' rows. */
const productRows = (quote: BusinessQuote): [string, string][] =>
  Object.entries(quote.quantities)
    .filter(([, n]) => n > 0)
    .map(([family, n]) => [FAMILY_NAMES[family as keyof BusinessQuote['quantities']], String(n)]);

/** The request as sales reads it, in English whatever the requester's language; the reply goes to the requester. */
export function quoteForSalesMail(reference: string, quote: BusinessQuote, lang: Lang): MailContent {
  return render('en', {
    subject: `Quote request ${reference}: ${quote.companyName}`,
    greeting: 'New small-business quote request',
    lines: [
      `Company: ${quote.companyName} (tax ID ${quote.taxId})`,
      `Business type: ${quote.businessType}, employees: ${quote.employees}`,
      `Contact: ${quote.contactName}, ${quote.email}, ${quote.phone} (prefers ${lang === 'en' ? 'English' : 'Thai'})`,
      ...(quote.message ? [`Message: ${quote.message}`] : []),
    ],
    rows: [...productRows(quote), ['Devices in total', String(Object.values(quote.quantities).reduce((a, b) => a + b, 0))]],
    after: ['Please reply within one business day.'],
  });
}

export function quoteReceivedMail(reference: string, quote: BusinessQuote, lang: Lang): MailContent {
  const total = String(Object.values(quote.quantities).reduce((a, b) => a + b, 0));
  return lang === 'en'
    ? render(lang, {
        subject: `We received your quote request ${reference}`,
        greeting: `Hello ${quote.contactName},`,
        lines: [`Thank you for your interest. Our business team will contact you within one business day with a quote for ${quote.companyName}.`],
        rows: [...productRows(quote), ['Devices in total', total]],
        after: [`Your reference is ${reference}.`],
      })
    : render(lang, {
        subject: `เราได้รับคำขอใบเสนอราคา ${reference} แล้ว`,
        greeting: `เรียน คุณ${quote.contactName}`,
        lines: [`ขอบคุณที่สนใจ ทีมธุรกิจของเราจะติดต่อกลับพร้อมใบเสนอราคาสำหรับ ${quote.companyName} ภายใน 1 วันทำการ`],
        rows: [...productRows(quote), ['รวมทั้งหมด (เครื่อง)', total]],
        after: [`หมายเลขอ้างอิงของท่านคือ ${reference}`],
      });
}
