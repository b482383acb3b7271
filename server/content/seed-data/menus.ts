import { type Bilingual, type ProductLink, productLink, t } from '../seed-values.ts';

/** Menus of the header and footer, and the header logos, per layout variant (spec sections 2 and 3). */

interface SeedMenuEntry {
  name: Bilingual | string;
  /** raw as an editor types it; seeding normalises it and sets isExternal (server/content/links.ts) */
  link: string | Bilingual | ProductLink | null;
  isNew: boolean;
  isExternal: boolean;
  subMenu: SeedMenuEntry[];
}

const entry = (name: Bilingual | string, link: string | Bilingual | ProductLink | null, subMenu: SeedMenuEntry[] = []): SeedMenuEntry => ({
  name,
  link,
  isNew: false,
  isExternal: false,
  subMenu,
});
const isNew = (e: SeedMenuEntry): SeedMenuEntry => ({ ...e, isNew: true });
const product = (slug: string, name: Bilingual | string) => entry(name, productLink(slug));

/**
 * The offer links above the header: the promotions are on the promotions site, so external (some typed without a
 * scheme); the price list is a page of the shop.
 */
const offers: SeedMenuEntry[] = [
  entry(t('สินค้าลดราคา', 'On Sales'), 'www.aprshop.co.th/promotion/on-sales'),
  entry(t('โปรโมชันบัตรเครดิต (ออนไลน์)', 'Credit Card Promotion Online'), 'https://www.aprshop.co.th/promotion/credit-card-online'),
  entry(t('โปรโมชันบัตรเครดิต (หน้าร้าน)', 'Credit Card Promotion Store'), 'aprshop.co.th/promotion/credit-card-store'),
  entry(t('ราคาสินค้า Apple', 'Apple Pricelist'), '/apple-pricelist'),
];

const home = entry(t('หน้าแรก', 'Home'), '/home');

const iphone = entry('iPhone', '/iphone', [
  isNew(product('iphone-17-pro-max', 'iPhone 17 Pro Max')),
  isNew(product('iphone-17-pro', 'iPhone 17 Pro')),
  isNew(product('iphone-air', 'iPhone Air')),
  isNew(product('iphone-17', 'iPhone 17')),
  product('iphone-16e', 'iPhone 16e'),
  product('iphone-16', 'iPhone 16'),
  entry(t('เปรียบเทียบรุ่น iPhone', 'Compare iPhone models'), '/compare?type=iphone'),
  entry(t('iPhone ทุกรุ่น', 'All iPhone'), '/iphone'),
]);

const ipad = entry('iPad', '/ipad', [
  isNew(product('ipad-pro-11-m5', 'iPad Pro (M5)')),
  product('ipad-air-11-m3', 'iPad Air (M3)'),
  product('ipad-a16', 'iPad (A16)'),
  product('ipad-mini-a17-pro', 'iPad mini (A17 Pro)'),
  entry(t('เปรียบเทียบรุ่น iPad', 'Compare iPad models'), '/compare?type=ipad'),
  entry(t('iPad ทุกรุ่น', 'All iPad'), '/ipad'),
]);

const mac = entry('Mac', '/mac', [
  product('macbook-air-13-m4', 'MacBook Air 13"'),
  product('macbook-air-15-m4', 'MacBook Air 15"'),
  isNew(product('macbook-pro-14-m5', 'MacBook Pro 14" (M5)')),
  product('macbook-pro-16-m4-pro-max', 'MacBook Pro 16"'),
  product('imac-m4', 'iMac'),
  product('mac-mini-m4', 'Mac mini'),
  product('mac-studio', 'Mac Studio'),
  entry(t('เปรียบเทียบรุ่น Mac', 'Compare Mac models'), '/compare?type=mac'),
  entry(t('Mac ทุกรุ่น', 'All Mac'), '/mac'),
]);

const watch = entry('Watch', '/watch', [
  isNew(product('apple-watch-series-11', 'Apple Watch Series 11')),
  isNew(product('apple-watch-ultra-3', 'Apple Watch Ultra 3')),
  isNew(entry(t('สั่งจองล่วงหน้า Apple Watch Ultra 3', 'Pre-order Apple Watch Ultra 3'), '/preorder')),
  product('apple-watch-se-3', 'Apple Watch SE 3'),
  entry(t('เปรียบเทียบรุ่น Apple Watch', 'Compare Apple Watch models'), '/compare?type=watch'),
  entry(t('Apple Watch ทุกรุ่น', 'All Apple Watch'), '/watch'),
]);

// AirPods are sold as accessories: their own list is the accessories' results narrowed to them
const airpods = entry('AirPods', '/product-category/airpods', [
  product('airpods-4', 'AirPods 4'),
  product('airpods-4-anc', t('AirPods 4 ระบบตัดเสียงรบกวนแบบแอ็คทีฟ', 'AirPods 4 with Active Noise Cancellation')),
  isNew(product('airpods-pro-3', 'AirPods Pro 3')),
  product('airpods-max', 'AirPods Max'),
  entry(t('AirPods ทุกรุ่น', 'All AirPods'), '/product-category/airpods'),
]);

const accessories = entry(t('อุปกรณ์เสริม', 'Accessories'), '/apple-accessories', [
  product('apple-pencil-pro', 'Apple Pencil Pro'),
  product('magic-keyboard-ipad-pro-m5', t('Magic Keyboard สำหรับ iPad Pro', 'Magic Keyboard for iPad Pro')),
  product('airtag', 'AirTag'),
  product('magsafe-charger', t('ที่ชาร์จ MagSafe', 'MagSafe Charger')),
  entry(t('อุปกรณ์เสริมทั้งหมด', 'All accessories'), '/apple-accessories'),
]);

const education = entry(t('การศึกษา', 'Education'), '/education', [
  entry(t('ร้านค้าเพื่อการศึกษา K-12', 'K-12 education store'), '/k-12'),
  entry(t('ราคาพิเศษสำหรับนักศึกษาและบุคลากรมหาวิทยาลัย', 'University students and staff'), '/education-for-university'),
  entry(t('โซลูชันสำหรับสถานศึกษาและองค์กร', 'Solutions for schools and organisations'), '/isolutions'),
]);

const promotions = entry(t('โปรโมชัน', 'Promotions'), '/category/promotion', [
  entry(t('โปรโมชันทั้งหมด', 'All promotions'), '/category/promotion'),
  isNew(entry(t('ดีลสุดคุ้ม', 'Hot deals'), '/category/hot-deal-pakage')),
  entry(t('ผ่อน 0% กับบัตรเครดิต', '0% instalments by credit card'), '/promotion-credit-card-0'),
  entry(t('สำหรับธุรกิจ SMB และร้านค้าปลีก', 'For SMB and retail businesses'), '/campaign/smb-retail-business'),
]);

const services = entry(t('บริการ', 'Services'), '/ourstore', [
  entry(t('สาขาของเรา', 'Our stores'), '/ourstore'),
  entry(t('ศูนย์บริการ iCenter', 'iCenter service centre'), '/icenter'),
  entry(t('นัดหมายรับบริการออนไลน์', 'Book a support appointment'), '/online-schedule-support/'),
  entry(t('เวิร์กช็อปออนไลน์', 'Online workshops'), '/workshop-online'),
  entry(t('ติดตามคำสั่งซื้อ', 'Track your order'), '/order-tracking'),
  entry(t('บทความและรีวิว', 'Articles and reviews'), '/blog'),
]);

/** The university store: Mac and iPad first, priced for students. */
const ustoreMenu: SeedMenuEntry[] = [
  home,
  entry(t('Mac สำหรับนักศึกษา', 'Mac for students'), '/mac', [
    product('macbook-air-13-m4', 'MacBook Air 13"'),
    product('macbook-air-15-m4', 'MacBook Air 15"'),
    product('macbook-pro-14-m5', 'MacBook Pro 14" (M5)'),
    product('imac-m4', 'iMac'),
  ]),
  entry('iPad', '/ipad', [product('ipad-air-11-m3', 'iPad Air (M3)'), product('ipad-pro-11-m5', 'iPad Pro (M5)'), product('ipad-a16', 'iPad (A16)')]),
  iphone,
  entry(t('อุปกรณ์เสริม', 'Accessories'), '/apple-accessories'),
  entry(t('วิธีรับราคาเพื่อการศึกษา', 'How education pricing works'), '/blog/education-pricing-explained'),
  isNew(entry('U•Store', '/ustore')),
];

/** K-12: what schools and teachers buy. */
const educationMenu: SeedMenuEntry[] = [
  home,
  entry(t('iPad สำหรับห้องเรียน', 'iPad for the classroom'), '/ipad', [
    product('ipad-a16', 'iPad (A16)'),
    product('ipad-air-11-m3', 'iPad Air (M3)'),
    product('apple-pencil-usb-c', 'Apple Pencil (USB-C)'),
    product('magic-keyboard-folio-ipad-a16', 'Magic Keyboard Folio'),
  ]),
  entry(t('Mac สำหรับครู', 'Mac for teachers'), '/mac', [product('macbook-air-13-m4', 'MacBook Air 13"'), product('imac-m4', 'iMac')]),
  entry(t('ราคาเพื่อการศึกษา K-12', 'K-12 education pricing'), '/k-12'),
  entry(t('รายละเอียดโครงการ', 'Programme details'), '/education-k12-detail'),
  entry(t('โซลูชันสำหรับสถานศึกษา', 'Solutions for schools'), '/isolutions'),
  entry(t('เวิร์กช็อปสำหรับครู', 'Workshops for teachers'), '/yes-i-can-workshop'),
];

const footer: SeedMenuEntry[] = [
  entry(t('ผลิตภัณฑ์', 'Product'), null, [
    entry('iPhone', '/iphone'),
    entry('iPad', '/ipad'),
    entry('Mac', '/mac'),
    entry('Apple Watch', '/watch'),
    entry(t('AirPods และอุปกรณ์เสริม', 'AirPods and accessories'), '/apple-accessories'),
    entry(t('สินค้าทั้งหมด', 'All products'), '/products'),
  ]),
  entry(t('โปรโมชัน', 'Promotion'), null, [
    entry(t('โปรโมชันทั้งหมด', 'All promotions'), '/category/promotion'),
    entry(t('ดีลสุดคุ้ม', 'Hot deals'), '/category/hot-deal-pakage'),
    entry(t('ผ่อน 0% กับบัตรเครดิต', '0% instalments by credit card'), '/promotion-credit-card-0'),
    entry(t('ราคาพิเศษเพื่อการศึกษา', 'Education pricing'), '/education'),
    entry(t('สำหรับธุรกิจ SMB', 'For small businesses'), '/campaign/smb-retail-business'),
  ]),
  entry(t('บริการและการสนับสนุน', 'Service & Support'), null, [
    entry(t('สาขาของเรา', 'Our stores'), '/ourstore'),
    entry(t('ศูนย์บริการ iCenter', 'iCenter service centre'), '/icenter'),
    entry(t('นัดหมายรับบริการออนไลน์', 'Book a support appointment'), '/online-schedule-support/'),
    entry(t('เวิร์กช็อปออนไลน์', 'Online workshops'), '/workshop-online'),
    entry(t('ตรวจสอบความคุ้มครอง AppleCare+', 'Check AppleCare+ coverage'), t('checkcoverage.apple.com/?locale=th_TH', 'checkcoverage.apple.com/?locale=en_TH')),
    entry(t('บทความและรีวิว', 'Articles and reviews'), '/blog'),
  ]),
  entry(t('ช่วยเหลือการสั่งซื้อออนไลน์', 'Online Shop Support'), null, [
    entry(t('ติดตามคำสั่งซื้อ', 'Track your order'), '/order-tracking'),
    entry(t('นโยบายการคืนสินค้าและคืนเงิน', 'Refund and return policy'), '/online-refund-policy'),
    entry(t('นโยบายความเป็นส่วนตัว', 'Privacy policy'), '/private-policy'),
    entry(t('นโยบายคุกกี้', 'Cookie policy'), '/cookies-policy'),
    entry(t('ประกาศความเป็นส่วนตัวของบริษัท เอสพีวีไอ', 'SPVi privacy notice'), '/spvi-privacy-policy'),
    entry(t('แชทกับเราทาง LINE', 'Chat with us on LINE'), 'line.me/R/ti/p/@aprshop'),
    entry(t('โทร 02-026-9999', 'Call 02-026-9999'), 'tel:020269999'),
  ]),
];

export const MENU_VARIANTS = ['default', 'university-store', 'education'] as const;
type Variant = (typeof MENU_VARIANTS)[number];

export const topMenus: Record<Variant, SeedMenuEntry[]> = { default: offers, 'university-store': offers, education: offers };

export const menus: Record<Variant, SeedMenuEntry[]> = {
  default: [iphone, ipad, mac, watch, airpods, accessories, education, promotions, services],
  'university-store': ustoreMenu,
  education: educationMenu,
};

export const footerMenus: Record<Variant, SeedMenuEntry[]> = { default: footer, 'university-store': footer, education: footer };

const logos = {
  home: { image: '/brand/logo.svg', alt: t('Apple Premium Reseller กลับสู่หน้าแรก', 'Apple Premium Reseller, back to the home page'), link: '/home' },
  education: { image: '/brand/logo-education.svg', alt: t('ร้านค้าเพื่อการศึกษา K-12', 'K-12 education store'), link: '/k-12' },
  ustore: {
    image: '/brand/logo-ustore.svg',
    alt: t('University Store ราคาพิเศษสำหรับนักศึกษา', 'University Store, prices for students'),
    link: '/education-for-university',
  },
};

export const headerLogos: Record<Variant, typeof logos> = { default: logos, 'university-store': logos, education: logos };
