import type { Locale } from '@contract/constants';
import { format } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { th } from 'date-fns/locale/th';

/** Thailand keeps one offset all year; sessions are read at the store's clock wherever the shopper is. */
const BANGKOK_OFFSET_MINUTES = 7 * 60;

const inBangkok = (iso: string) => {
  const at = new Date(iso);
  return new Date(at.getTime() + (BANGKOK_OFFSET_MINUTES + at.getTimezoneOffset()) * 60_000);
};

/** 'วันเสาร์ที่ 28 พฤศจิกายน 2026' or 'Saturday 28 November 2026'. */
export const sessionDate = (iso: string, locale: Locale) =>
  locale === 'en' ? format(inBangkok(iso), 'EEEE d MMMM yyyy', { locale: enUS }) : format(inBangkok(iso), "'วัน'EEEE'ที่' d MMMM yyyy", { locale: th });

/** '10:00 น.' or '10:00'. */
export const sessionTime = (iso: string, locale: Locale) => format(inBangkok(iso), 'HH:mm') + (locale === 'en' ? '' : ' น.');
