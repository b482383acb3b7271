import { type Bilingual, productId, productImage, productLink, productName, t } from '../seed-values.ts';

/** The education landing page (/education): banners and highlighted products. */

export const educationHighlightBanners = [
  {
    id: 'edu-back-to-school-2026',
    title: t('Back to School 2026 ซื้อ Mac หรือ iPad ในราคาเพื่อการศึกษา', 'Back to School 2026: Mac and iPad at education prices'),
    image: productImage('macbook-air-13-m4', 'sky-blue'),
    link: '/education-for-university',
    alt: t('MacBook Air 13 นิ้ว (M4) สีฟ้าสกาย', 'MacBook Air 13-inch (M4) in Sky Blue'),
  },
  {
    id: 'edu-ipad-classroom',
    title: t('iPad สำหรับห้องเรียน ราคาพิเศษสำหรับโรงเรียนและคุณครู', 'iPad for the classroom, priced for schools and teachers'),
    image: productImage('ipad-a16', 'blue'),
    link: '/k-12',
    alt: t('iPad (A16) สีฟ้า', 'iPad (A16) in Blue'),
  },
  {
    id: 'edu-macbook-pro-m5',
    title: t('MacBook Pro (M5) พลังสำหรับงานออกแบบ ตัดต่อ และเขียนโค้ด', 'MacBook Pro (M5) for design, editing and code'),
    image: productImage('macbook-pro-14-m5', 'space-black'),
    link: productLink('macbook-pro-14-m5'),
    alt: t('MacBook Pro 14 นิ้ว (M5) สีดำสเปซแบล็ค', 'MacBook Pro 14-inch (M5) in Space Black'),
  },
];

export const educationContentBannersTop = [
  {
    id: 'edu-choose-mac',
    title: t('เลือก MacBook รุ่นไหนดี ให้เหมาะกับคณะที่เรียน', 'Which MacBook suits your degree?'),
    image: productImage('macbook-air-15-m4', 'midnight'),
    link: '/blog/choose-macbook-for-university',
    alt: t('MacBook Air 15 นิ้ว สีมิดไนท์', 'MacBook Air 15-inch in Midnight'),
  },
  {
    id: 'edu-pricing-explained',
    title: t('ราคาเพื่อการศึกษาคืออะไร ใครมีสิทธิ์ และใช้อย่างไร', 'Education pricing: who qualifies and how it works'),
    image: productImage('ipad-air-11-m3', 'purple'),
    link: '/blog/education-pricing-explained',
    alt: t('iPad Air 11 นิ้ว สีม่วง', 'iPad Air 11-inch in Purple'),
  },
  {
    id: 'edu-pencil-notes',
    title: t('จดเลกเชอร์บน iPad ด้วย Apple Pencil Pro', 'Take lecture notes on iPad with Apple Pencil Pro'),
    image: productImage('apple-pencil-pro', 'white'),
    link: productLink('apple-pencil-pro'),
    alt: 'Apple Pencil Pro',
  },
];

export const educationContentBannersBottom = [
  {
    id: 'edu-applecare',
    title: t('AppleCare+ คุ้มไหมสำหรับนักศึกษา', 'Is AppleCare+ worth it for students?'),
    image: productImage('macbook-air-13-m4', 'starlight'),
    link: '/blog/applecare-plus-worth-it',
    alt: t('MacBook Air 13 นิ้ว สีสตาร์ไลท์', 'MacBook Air 13-inch in Starlight'),
  },
  {
    id: 'edu-trade-in',
    title: t('นำเครื่องเก่ามาแลก รับส่วนลดเครื่องใหม่', 'Trade in your old device for credit'),
    image: productImage('iphone-17', 'sage'),
    link: '/blog/trade-in-your-old-device',
    alt: t('iPhone 17 สีเขียวเสจ', 'iPhone 17 in Sage'),
  },
  {
    id: 'edu-our-stores',
    title: t('สาขาใกล้มหาวิทยาลัย ลองเครื่องจริงก่อนซื้อ', 'Stores near campus: try before you buy'),
    image: productImage('imac-m4', 'blue'),
    link: '/ourstore',
    alt: t('iMac (M4) สีฟ้า', 'iMac (M4) in Blue'),
  },
];

const highlight = (slug: string, colour: string, tagline: Bilingual) => ({
  id: `highlight-${slug}`,
  productId: productId(slug),
  slug,
  productName: productName(slug),
  tagline,
  image: productImage(slug, colour),
  link: productLink(slug),
});

export const educationProductHighlight = [
  highlight('macbook-air-13-m4', 'sky-blue', t('เบา พกพาง่าย แบตเตอรี่ใช้ได้ทั้งวัน', 'Light, and lasts all day on one charge')),
  highlight('macbook-air-15-m4', 'midnight', t('จอใหญ่ขึ้นสำหรับงานหลายหน้าต่าง', 'A bigger screen for side-by-side work')),
  highlight('macbook-pro-14-m5', 'space-black', t('สำหรับสายออกแบบ ตัดต่อ และวิศวกรรม', 'For design, video and engineering')),
  highlight('ipad-air-11-m3', 'blue', t('จดโน้ตและอ่านชีทได้ในเครื่องเดียว', 'Notes and readings in one device')),
  highlight('ipad-a16', 'pink', t('iPad รุ่นเริ่มต้นที่คุ้มที่สุดสำหรับการเรียน', 'The best-value iPad for study')),
  highlight('apple-pencil-pro', 'white', t('เขียนลื่น แม่นยำ เหมือนจดบนกระดาษ', 'Writes as naturally as pen on paper')),
  highlight('imac-m4', 'silver', t('คอมพิวเตอร์ตั้งโต๊ะสำหรับหอพักและห้องแล็บ', 'The desktop for dorms and labs')),
];
