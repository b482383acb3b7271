import type { Locale } from '@contract/constants';
import { format } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

/** Thailand keeps one offset all year; sessions are read at the store's clock wherever the shopper is. */
const BANGKOK_OFFSET_MINUTES = 7 * 60;

const inBangkok = (iso: string) => {
  const at = new Date(iso);
  return new Date(at.getTime() + (BANGKOK_OFFSET_MINUTES + at.getTimezoneOffset()) * 60_000);
};

/** 'วันเสาร์ที่ 28 พฤศจิกายน 2569' (the Buddhist year, as the shop's other Thai dates in words) or 'Saturday 28 November 2026'. */
export const sessionDate = (iso: string, locale: Locale) =>
  locale === 'en'
    ? format(inBangkok(iso), 'EEEE d MMMM yyyy', { locale: enUS })
    : new Intl.DateTimeFormat('th-TH', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Bangkok' }).format(new Date(iso));

/** '10:00 น.' or '10:00'. */
export const sessionTime = (iso: string, locale: Locale) => format(inBangkok(iso), 'HH:mm') + (locale === 'en' ? '' : ' น.');
