import type { Text } from './validation-rules.ts';

/** Where the store pages are, without the language prefix. */
export const STORE_PAGE_PATHS = ['/ourstore', '/icenter', '/istudio', '/isolutions', '/mobi', '/online-schedule-support/'] as const;
export type StorePagePath = (typeof STORE_PAGE_PATHS)[number] | '/online-schedule-support/cancel';

/**
 * The store pages' titles (before ' | Apple Premium Reseller') and descriptions, which the server writes into the
 * first page and the routes' heads show after a client navigation: one text for both.
 */
export const STORE_PAGE_HEADS: Record<StorePagePath, { title: Text; description: Text }> = {
  '/ourstore': {
    title: { th: 'สาขาของเรา', en: 'Our stores' },
    description: {
      th: 'ค้นหาสาขา iStudio ศูนย์บริการ iCenter iSolutions และ Mobi ทั่วประเทศไทย พร้อมที่อยู่ เวลาทำการ เบอร์โทรศัพท์ และบริการ',
      en: 'Find iStudio, iCenter service centres, iSolutions and Mobi across Thailand, with address, opening hours, phone and services.',
    },
  },
  '/icenter': {
    title: { th: 'iCenter ศูนย์บริการ', en: 'iCenter service centre' },
    description: {
      th: 'ศูนย์บริการ Apple ที่ได้รับอนุญาต ซ่อม iPhone, iPad, Mac และ Apple Watch ด้วยอะไหล่แท้ จองนัดหมายออนไลน์ได้',
      en: 'Apple Authorised Service Provider: iPhone, iPad, Mac and Apple Watch repairs with genuine parts. Book an appointment online.',
    },
  },
  '/istudio': {
    title: { th: 'iStudio', en: 'iStudio' },
    description: {
      th: 'ร้าน Apple Premium Reseller ทดลองและเลือกซื้อ iPhone, iPad, Mac และ Apple Watch พร้อมราคาเพื่อการศึกษา',
      en: 'Apple Premium Reseller stores: try and buy iPhone, iPad, Mac and Apple Watch, with education pricing.',
    },
  },
  '/isolutions': {
    title: { th: 'iSolutions สำหรับองค์กร', en: 'iSolutions for business' },
    description: {
      th: 'อุปกรณ์ Apple สำหรับองค์กรและสถาบัน ใบเสนอราคา การติดตั้งใช้งาน และบริการหลังการขาย',
      en: 'Apple devices for businesses and institutions: quotations, deployment and support.',
    },
  },
  '/mobi': {
    title: { th: 'Mobi', en: 'Mobi' },
    description: {
      th: 'ร้าน Mobi ใกล้บ้านคุณ iPhone, iPad และอุปกรณ์เสริม ในศูนย์การค้าทั่วกรุงเทพฯ และต่างจังหวัด',
      en: 'Mobi stores near you: iPhone, iPad and accessories in shopping centres across Bangkok and the provinces.',
    },
  },
  '/online-schedule-support/': {
    title: { th: 'นัดหมายรับบริการ', en: 'Book a support appointment' },
    description: {
      th: 'จองเวลารับบริการที่ศูนย์บริการ iCenter ซ่อมฮาร์ดแวร์ เปลี่ยนแบตเตอรี่ แก้ปัญหาซอฟต์แวร์ และย้ายข้อมูล ภายใน 14 วันข้างหน้า',
      en: 'Book a time at an iCenter service centre: hardware repair, battery replacement, software issues and data transfer, in the next 14 days.',
    },
  },
  '/online-schedule-support/cancel': {
    title: { th: 'ยกเลิกการนัดหมาย', en: 'Cancel your appointment' },
    description: { th: 'ยกเลิกการนัดหมายรับบริการจากลิงก์ในอีเมล', en: 'Cancel a support appointment from the link in its mail.' },
  },
};

/** A branch page's description: its address, then what the page tells. */
export const branchDescription = (lang: 'th' | 'en', address: string) =>
  lang === 'en' ? `${address}. Opening hours, phone and services of the branch.` : `${address} เวลาทำการ เบอร์โทรศัพท์ และบริการของสาขา`;
