/** The two shops a shopper can be in: the texts each test looks for, exactly as the catalogues give them. */
export const LANGUAGES = [
  {
    locale: 'th',
    prefix: '',
    text: {
      addToBag: 'เพิ่มลงถุง',
      storage: 'ความจุ',
      added: 'เพิ่มลงถุงช้อปปิ้งแล้ว',
      lowStock: (n: number) => `เหลือเพียง ${n} ชิ้น`,
      remove: 'ลบ',
      removeTitle: 'ลบสินค้า',
      removeQuestion: 'คุณแน่ใจหรือไม่ว่าต้องการลบ',
      sure: 'ยืนยัน',
      cancel: 'ยกเลิก',
      increase: 'เพิ่มจำนวน',
      empty: 'ถุงช้อปปิ้งของคุณว่างอยู่',
      notFound: 'ไม่พบหน้าที่คุณต้องการ',
      pageNotFound: 'ไม่พบหน้านี้',
      returnHome: 'กลับสู่หน้าหลัก',
      list: 'รายการ',
      grid: 'ตาราง',
      sale: 'ลดราคา',
      accessories: 'อุปกรณ์เสริม',
    },
  },
  {
    locale: 'en',
    prefix: '/en',
    text: {
      addToBag: 'Add to bag',
      storage: 'Storage',
      added: 'Added to your bag.',
      lowStock: (n: number) => `Only ${n} items left`,
      remove: 'Remove',
      removeTitle: 'Remove item',
      removeQuestion: 'Are you sure you want to remove',
      sure: 'Sure',
      cancel: 'Cancel',
      increase: 'Increase quantity',
      empty: 'Your bag is empty',
      notFound: 'This page could not be found',
      pageNotFound: 'Page not found',
      returnHome: 'Return home',
      list: 'List',
      grid: 'Grid',
      sale: 'Sale',
      accessories: 'Accessories',
    },
  },
] as const;

/** When something happened, as each language writes it: '26 พ.ย. 2569 19:43' (the Buddhist year), '26 Nov 2026, 19:43', '5 Sept 2026, 09:03'. */
export const MOMENT = { th: /^\d{1,2} [ก-๙]+\.[ก-๙]+\. 25\d{2} \d{2}:\d{2}$/, en: /^\d{1,2} [A-Z][a-z]{2,3} 20\d{2}, \d{2}:\d{2}$/ } as const;

/** Money as the shop shows it: whole baht without digits, otherwise both satang digits ('฿778.50'). */
export const formatBaht = (n: number) =>
  `฿${n.toLocaleString('en-US', Number.isInteger(Math.round(n * 100) / 100) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The screen a test run once per language takes, in pairs: Thai on the phone (most of the shop's shoppers), English
 * on the desktop. What the phone changes is the layout, which both languages share; what the language changes is the
 * text, which both screens share; so each flow meets both languages and both screens in half the runs. The
 * accessibility sweep (`a11y.spec.ts`) measures every page in both languages at 320 and 390 px. A test whose point is
 * one screen says so itself (`@phone-only`, or no tag for the desktop).
 */
export const screenTag = (locale: string) => (locale === 'th' ? ' @phone-only' : '');
