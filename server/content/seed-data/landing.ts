import { productImage, t } from '../seed-values.ts';

/** Landing pages (/{landingSlug}), listed by tag. */
export const landingPages = [
  {
    id: 'landing-back-to-school',
    slug: 'back-to-school',
    title: t('Back to School 2026', 'Back to School 2026'),
    excerpt: t(
      'เปิดเทอมนี้ ซื้อ Mac หรือ iPad ในราคาการศึกษา พร้อมรับ AirPods ในราคาพิเศษ สำหรับนักศึกษาและบุคลากรทางการศึกษา',
      'This term, buy a Mac or iPad at education prices and get AirPods at a special price, for students and education staff.',
    ),
    image: productImage('macbook-air-13-m4', 'sky-blue'),
    tags: ['education', 'promotion'],
  },
  {
    id: 'landing-mac-for-students',
    slug: 'mac-for-students',
    title: t('Mac สำหรับนักศึกษา', 'Mac for students'),
    excerpt: t(
      'ตั้งแต่ MacBook Air ที่เบาและแบตอึด ไปจนถึง MacBook Pro สำหรับงานกราฟิกและวิศวกรรม เลือกเครื่องที่เหมาะกับสาขาที่คุณเรียน',
      'From the light, long-lasting MacBook Air to MacBook Pro for graphics and engineering: pick the Mac that fits your course.',
    ),
    image: productImage('macbook-pro-14-m5', 'space-black'),
    tags: ['education', 'mac'],
  },
  {
    id: 'landing-ipad-for-learning',
    slug: 'ipad-for-learning',
    title: t('iPad เพื่อการเรียนรู้', 'iPad for learning'),
    excerpt: t(
      'iPad กับ Apple Pencil เปลี่ยนห้องเรียนให้เป็นพื้นที่สร้างสรรค์ พร้อมแอปการเรียนรู้และการจัดการอุปกรณ์สำหรับโรงเรียน',
      'iPad and Apple Pencil turn the classroom into a creative space, with learning apps and device management for schools.',
    ),
    image: productImage('ipad-a16', 'yellow'),
    tags: ['education', 'ipad'],
  },
  {
    id: 'landing-iphone-17',
    slug: 'iphone-17-series',
    title: t('iPhone 17 ทุกรุ่น', 'The iPhone 17 line-up'),
    excerpt: t(
      'iPhone 17 Pro, iPhone Air และ iPhone 17 พร้อมจำหน่ายแล้ว เปรียบเทียบกล้อง แบตเตอรี่ และความจุ แล้วเลือกรุ่นที่ใช่',
      'iPhone 17 Pro, iPhone Air and iPhone 17 are here. Compare cameras, battery life and storage, and choose yours.',
    ),
    image: productImage('iphone-17-pro-max', 'cosmic-orange'),
    tags: ['iphone', 'new'],
  },
  {
    id: 'landing-trade-in',
    slug: 'trade-in',
    title: t('โครงการเทรดอิน เก่าแลกใหม่', 'Trade in your old device'),
    excerpt: t(
      'นำ iPhone, iPad หรือ Mac เครื่องเดิมมาประเมินราคาที่สาขา รับส่วนลดทันทีเมื่อซื้อเครื่องใหม่',
      'Bring your iPhone, iPad or Mac to a store for a valuation and get an instant discount on a new one.',
    ),
    image: productImage('iphone-17', 'mist-blue'),
    tags: ['promotion', 'service'],
  },
  {
    id: 'landing-applecare',
    slug: 'applecare-plus',
    title: t('AppleCare+ ความคุ้มครองที่วางใจได้', 'AppleCare+ peace of mind'),
    excerpt: t(
      'ขยายการรับประกันและรับความคุ้มครองอุบัติเหตุ ซื้อพร้อมเครื่องหรือภายใน 60 วันหลังการซื้อ',
      'Extend your warranty and add accidental damage cover, with your device or within 60 days of purchase.',
    ),
    image: productImage('apple-watch-series-11', 'jet-black'),
    tags: ['service'],
  },
  {
    id: 'landing-gift-guide',
    slug: 'gift-guide',
    title: t('ไอเดียของขวัญจาก Apple', 'Apple gift guide'),
    excerpt: t(
      'ของขวัญสำหรับทุกคนในราคาทุกระดับ ตั้งแต่ AirTag ไปจนถึง Apple Watch พร้อมบริการห่อของขวัญ',
      'Gifts for everyone at every budget, from AirTag to Apple Watch, with gift wrapping.',
    ),
    image: productImage('airpods-max', 'orange'),
    tags: ['promotion', 'gift'],
  },
];
