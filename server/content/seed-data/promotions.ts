import { type Bilingual, productId, productImage, t } from '../seed-values.ts';

/** Promotion and credit-card banners; the API answers only those whose period covers the current time. */

/** A period in Thai time, from the first second of `from` to the last of `to` (dates as YYYY-MM-DD). */
const period = (from: string, to: string) => ({ startDate: `${from}T00:00:00+07:00`, endDate: `${to}T23:59:59+07:00` });

export const promotionBanners = [
  {
    id: 'year-end-sale-2026',
    bank: null,
    title: t('Year-End Sale ส่งท้ายปี ลดสูงสุด 5,000 บาท', 'Year-End Sale: up to 5,000 baht off'),
    detail: t(
      'ลดราคา iPhone, iPad และ Mac รุ่นที่ร่วมรายการ ถึง 5 มกราคม 2570 หรือจนกว่าสินค้าจะหมด',
      'Savings on selected iPhone, iPad and Mac models until 5 January 2027 or while stocks last.',
    ),
    image: productImage('iphone-16', 'ultramarine'),
    period: period('2026-11-15', '2027-01-05'),
    link: '/category/promotion',
    positions: ['home', 'promotion'],
    // the models of the catalogue on sale, the deepest cut (5,000 baht) among them
    productIds: [
      productId('iphone-16e'),
      productId('iphone-16'),
      productId('ipad-air-11-m3'),
      productId('macbook-pro-14-m4-pro-max'),
      productId('macbook-pro-16-m4-pro-max'),
      productId('mac-mini-m4'),
    ],
  },
  {
    id: 'kbank-cashback-q4-2026',
    bank: 'kbank',
    title: t('บัตรเครดิตกสิกรไทย รับเครดิตเงินคืน 5%', 'KBank credit cards: 5% cash back'),
    detail: t(
      'เมื่อซื้อสินค้า Apple ออนไลน์ครบ 20,000 บาทขึ้นไปต่อเซลส์สลิป รับเครดิตเงินคืนสูงสุด 3,000 บาท',
      'Spend 20,000 baht or more online in one transaction and get up to 3,000 baht back.',
    ),
    image: productImage('macbook-air-15-m4', 'sky-blue'),
    period: period('2026-10-01', '2026-12-31'),
    link: '/promotion-credit-card-0',
    positions: ['home', 'cart', 'promotion'],
  },
  {
    id: 'ipad-pencil-bundle-2026',
    bank: null,
    title: t('ซื้อ iPad รับส่วนลด Apple Pencil Pro 500 บาท', 'Buy an iPad, save 500 baht on Apple Pencil Pro'),
    detail: t('เมื่อซื้อ iPad Air หรือ iPad Pro พร้อม Apple Pencil Pro ในคำสั่งซื้อเดียวกัน', 'When you buy iPad Air or iPad Pro with Apple Pencil Pro in the same order.'),
    image: productImage('ipad-air-13-m3', 'starlight'),
    period: period('2026-01-01', '2026-12-31'),
    link: '/ipad',
    positions: ['product', 'cart', 'promotion'],
    productIds: [productId('ipad-air-11-m3'), productId('ipad-pro-11-m5'), productId('apple-pencil-pro')],
  },
  {
    id: 'new-year-2027',
    bank: null,
    title: t('ต้อนรับปีใหม่ 2570 ห่อของขวัญเพียง 29 บาท', 'New Year 2027: gift wrapping for just 29 baht'),
    detail: t('ส่งความสุขด้วย AirPods และ Apple Watch พร้อมการ์ดอวยพรเขียนข้อความได้เอง', 'Give AirPods or Apple Watch with a handwritten-style greeting card.'),
    image: productImage('airpods-pro-3', 'white'),
    period: period('2026-12-15', '2027-01-15'),
    link: '/category/promotion',
    positions: ['home', 'product'],
  },
  {
    id: 'songkran-2026',
    bank: null,
    title: t('สงกรานต์ช้อปคุ้ม ห่อของขวัญฟรี', 'Songkran deals with free gift wrapping'),
    detail: t('ห่อของขวัญฟรีทุกชิ้นตลอดเดือนเมษายน พร้อมส่วนลดอุปกรณ์เสริมสูงสุด 20%', 'Free gift wrapping all April, and up to 20% off accessories.'),
    image: productImage('apple-watch-series-11', 'rose-gold'),
    period: period('2026-04-01', '2026-04-30'),
    link: '/category/promotion',
    positions: ['home', 'product', 'promotion'],
  },
  {
    id: 'back-to-school-2026',
    bank: null,
    title: t('Back to School 2026 รับ AirPods ในราคาพิเศษ', 'Back to School 2026: AirPods at a special price'),
    detail: t(
      'นักศึกษาและบุคลากรที่ซื้อ Mac หรือ iPad ในราคาเพื่อการศึกษา ซื้อ AirPods 4 ได้ในราคาพิเศษ',
      'Students and staff who buy a Mac or iPad at education prices get AirPods 4 at a special price.',
    ),
    image: productImage('macbook-air-13-m4', 'sky-blue'),
    period: period('2026-05-01', '2026-08-31'),
    link: '/education',
    positions: ['home', 'education'],
  },
];

/** The offer's terms: 0% for up to `months` months on a transaction of at least `minimumSpend` baht. */
interface CardTerms {
  months: number;
  minimumSpend: number;
}

const card = (id: string, bank: string, title: Bilingual, detail: Bilingual, image: string, from: string, to: string, terms: CardTerms) => ({
  id,
  bank,
  title,
  detail,
  image,
  period: period(from, to),
  ...terms,
  link: '/promotion-credit-card-0',
  positions: ['home', 'product', 'cart', 'promotion'],
});

export const creditCardBanners = [
  card(
    'kbank-0-percent-2026',
    'kbank',
    t('บัตรเครดิตกสิกรไทย ผ่อน 0% นานสูงสุด 10 เดือน', 'KBank credit cards: 0% for up to 10 months'),
    t('เมื่อซื้อสินค้า Apple ครบ 3,000 บาทขึ้นไปต่อเซลส์สลิป', 'On Apple products of 3,000 baht or more in one transaction.'),
    productImage('iphone-17-pro-max', 'deep-blue'),
    '2026-01-01',
    '2026-12-31',
    { months: 10, minimumSpend: 3000 },
  ),
  card(
    'scb-0-percent-2026',
    'scb',
    t('บัตรเครดิตไทยพาณิชย์ ผ่อน 0% 10 เดือน', 'SCB credit cards: 0% for 10 months'),
    t('รับเครดิตเงินคืนเพิ่ม 1,000 บาท เมื่อซื้อ Mac ครบ 40,000 บาท', 'Plus 1,000 baht back when you spend 40,000 baht on a Mac.'),
    productImage('macbook-pro-14-m5', 'silver'),
    '2026-03-01',
    '2026-12-31',
    { months: 10, minimumSpend: 3000 },
  ),
  card(
    'ktc-0-percent-h1-2026',
    'ktc',
    t('บัตรเครดิตเคทีซี ผ่อน 0% นานสูงสุด 10 เดือน', 'KTC credit cards: 0% for up to 10 months'),
    t('หรือใช้คะแนน KTC FOREVER แลกเป็นส่วนลดได้ทันที', 'Or redeem KTC FOREVER points as an instant discount.'),
    productImage('ipad-pro-11-m5', 'space-black'),
    '2026-01-01',
    '2026-06-30',
    { months: 10, minimumSpend: 3000 },
  ),
  card(
    'bbl-0-percent-2026',
    'bbl',
    t('บัตรเครดิตธนาคารกรุงเทพ ผ่อน 0% 6 เดือน', 'Bangkok Bank credit cards: 0% for 6 months'),
    t('สำหรับ iPhone และ Apple Watch ทุกรุ่น', 'On every iPhone and Apple Watch.'),
    productImage('iphone-air', 'sky-blue'),
    '2026-07-01',
    '2027-06-30',
    { months: 6, minimumSpend: 3000 },
  ),
  card(
    'krungsri-songkran-2026',
    'krungsri',
    t('บัตรเครดิตกรุงศรี ผ่อน 0% 10 เดือน รับสงกรานต์', 'Krungsri credit cards: 0% for 10 months this Songkran'),
    t('เฉพาะเดือนเมษายน เมื่อซื้อครบ 10,000 บาทขึ้นไป', 'April only, on purchases of 10,000 baht or more.'),
    productImage('apple-watch-ultra-3', 'natural'),
    '2026-04-01',
    '2026-04-30',
    { months: 10, minimumSpend: 10000 },
  ),
  card(
    'ttb-year-end-2026',
    'ttb',
    t('บัตรเครดิตทีทีบี ผ่อน 0% นานสูงสุด 10 เดือน', 'ttb credit cards: 0% for up to 10 months'),
    t('ช้อปส่งท้ายปี พร้อมรับคะแนนสะสมเพิ่ม 2 เท่า', 'Year-end shopping with double reward points.'),
    productImage('airpods-max', 'blue'),
    '2026-11-01',
    '2027-02-28',
    { months: 10, minimumSpend: 3000 },
  ),
  card(
    'uob-0-percent-2025',
    'uob',
    t('บัตรเครดิตยูโอบี ผ่อน 0% 10 เดือน', 'UOB credit cards: 0% for 10 months'),
    t('เมื่อซื้อ iPhone 17 ทุกรุ่นผ่านช่องทางออนไลน์', 'On every iPhone 17 model bought online.'),
    productImage('iphone-17', 'lavender'),
    '2025-10-01',
    '2026-03-31',
    { months: 10, minimumSpend: 3000 },
  ),
];
