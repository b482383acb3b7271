import { type Bilingual, productImage, t } from '../seed-values.ts';

/** Home page blocks per page (/page/{x}); `detail` is HTML, sanitised when seeded and when answered. */

const CREATED = '2026-01-05T09:00:00+07:00';

const entry = (id: string, title: Bilingual | string, detail: Bilingual, updatedAt = CREATED) => ({ id, title, detail, createdAt: CREATED, updatedAt });

interface BlockOptions {
  fullwidth?: boolean;
  scope?: 'all' | 'desktop' | 'mobile';
  columnCount?: number;
  limit?: number;
  backgroundColor?: string;
}
const block = (id: string, type: string, title: Bilingual | string, data: ReturnType<typeof entry>[], options: BlockOptions = {}) => ({
  id,
  type,
  title,
  fullwidth: options.fullwidth ?? false,
  scope: options.scope ?? 'all',
  columnCount: options.columnCount ?? 1,
  limit: options.limit ?? Math.max(1, data.length),
  backgroundColor: options.backgroundColor ?? '#ffffff',
  data,
});

const topBanner = (detail: Bilingual, updatedAt: string) =>
  block('top-banner', 'top-banner', '', [entry('top-banner-1', '', detail, updatedAt)], { fullwidth: true, limit: 1, backgroundColor: '#1d1d1f' });

/** A picture that links somewhere, with a heading and a line under it. */
const teaser = (href: string, image: string, alt: Bilingual | string, heading: Bilingual, line: Bilingual, action?: Bilingual): Bilingual => {
  const altOf = (lang: 'th' | 'en') => (typeof alt === 'string' ? alt : alt[lang]);
  const link = (lang: 'th' | 'en') => (action ? `<p><a href="${href}">${action[lang]}</a></p>` : '');
  // without an action link the heading is the link, so that it is named by what it leads to (not by the picture)
  const html = (lang: 'th' | 'en') =>
    action
      ? `<a href="${href}"><img src="${image}" alt="${altOf(lang)}"></a><h3>${heading[lang]}</h3><p>${line[lang]}</p>${link(lang)}`
      : `<img src="${image}" alt=""><h3><a href="${href}">${heading[lang]}</a></h3><p>${line[lang]}</p>`;
  return t(html('th'), html('en'));
};

const SHOP_NOW = t('เลือกซื้อ', 'Shop now');
const LEARN_MORE = t('ดูข้อมูลเพิ่มเติม', 'Learn more');

const category = (id: string, name: Bilingual | string, href: string, image: string) => {
  const label = (lang: 'th' | 'en') => (typeof name === 'string' ? name : name[lang]);
  const html = (lang: 'th' | 'en') => `<a href="${href}"><img src="${image}" alt=""><span class="category-name">${label(lang)}</span></a>`;
  return entry(id, name, t(html('th'), html('en')));
};

const home = [
  topBanner(
    t(
      '<p><strong>จัดส่งฟรีทั่วประเทศ</strong> เมื่อช้อปครบ 1,000 บาท พร้อมผ่อน 0% นานสูงสุด 10 เดือน <a href="/promotion-credit-card-0">ดูรายละเอียด</a></p>',
      '<p><strong>Free delivery nationwide</strong> on orders of 1,000 baht or more, and 0% instalments for up to 10 months. <a href="/promotion-credit-card-0">Find out more</a></p>',
    ),
    '2026-11-01T09:00:00+07:00',
  ),
  block(
    'hero',
    'hero-banner',
    t('สินค้าแนะนำ', 'Featured'),
    [
      entry(
        'hero-iphone-17-pro',
        'iPhone 17 Pro',
        teaser(
          '/iphone',
          productImage('iphone-17-pro', 'cosmic-orange'),
          'iPhone 17 Pro',
          t('iPhone 17 Pro', 'iPhone 17 Pro'),
          t('โปรเต็มพลัง ซูมระดับออปติคอล 8 เท่า', 'All-out Pro. Up to 8x optical-quality zoom.'),
          SHOP_NOW,
        ),
      ),
      entry(
        'hero-macbook-pro-m5',
        'MacBook Pro (M5)',
        teaser(
          '/mac',
          productImage('macbook-pro-14-m5', 'space-black'),
          'MacBook Pro 14" (M5)',
          t('MacBook Pro พร้อมชิป M5', 'MacBook Pro with M5'),
          t('พลัง AI ก้าวกระโดด ในทุกคอร์ GPU', 'A leap in AI, in every GPU core.'),
          SHOP_NOW,
        ),
      ),
      entry(
        'hero-apple-watch-11',
        'Apple Watch Series 11',
        teaser(
          '/watch',
          productImage('apple-watch-series-11', 'jet-black'),
          'Apple Watch Series 11',
          t('Apple Watch Series 11', 'Apple Watch Series 11'),
          t('ดูแลสุขภาพได้ละเอียดยิ่งขึ้น ทุกวัน ทุกคืน', 'Deeper health insights, day and night.'),
          SHOP_NOW,
        ),
      ),
    ],
    { fullwidth: true, limit: 5, backgroundColor: '#f5f5f7' },
  ),
  block(
    'shop-by-category',
    'category-shortcut',
    t('เลือกซื้อตามหมวดหมู่', 'Shop by category'),
    [
      category('category-iphone', 'iPhone', '/iphone', productImage('iphone-17', 'lavender', 278)),
      category('category-ipad', 'iPad', '/ipad', productImage('ipad-air-11-m3', 'blue', 278)),
      category('category-mac', 'Mac', '/mac', productImage('macbook-air-13-m4', 'sky-blue', 278)),
      category('category-watch', 'Apple Watch', '/watch', productImage('apple-watch-series-11', 'rose-gold', 278)),
      category('category-airpods', 'AirPods', '/product-category/airpods', productImage('airpods-pro-3', 'white', 278)),
      category('category-accessories', t('อุปกรณ์เสริม', 'Accessories'), '/apple-accessories', productImage('magsafe-charger', 'white', 278)),
    ],
    { columnCount: 6, limit: 6, backgroundColor: '#ffffff' },
  ),
  block(
    'why-buy-with-us',
    'promotion-strip',
    t('ช้อปกับเราดีอย่างไร', 'Why shop with us'),
    [
      entry(
        'strip-instalments',
        t('ผ่อน 0%', '0% instalments'),
        t(
          '<p><strong>ผ่อน 0% นานสูงสุด 10 เดือน</strong><br>กับบัตรเครดิตที่ร่วมรายการ <a href="/promotion-credit-card-0">ดูธนาคาร</a></p>',
          '<p><strong>0% for up to 10 months</strong><br>with participating credit cards. <a href="/promotion-credit-card-0">See the banks</a></p>',
        ),
      ),
      entry(
        'strip-deals',
        t('ดีลและโปรโมชัน', 'Deals and promotions'),
        t(
          '<p><strong>ดีลประจำเดือน</strong><br>สินค้าราคาพิเศษและโปรโมชันล่าสุด <a href="/category/promotion">ดูโปรโมชัน</a> · <a href="/category/hot-deal-pakage">ดีลสุดคุ้ม</a></p>',
          '<p><strong>This month\'s deals</strong><br>Special prices and the latest offers. <a href="/category/promotion">See promotions</a> · <a href="/category/hot-deal-pakage">Hot deals</a></p>',
        ),
      ),
      entry(
        'strip-education',
        t('ราคาเพื่อการศึกษา', 'Education pricing'),
        t(
          '<p><strong>ราคาพิเศษสำหรับนักศึกษาและครู</strong><br>Mac และ iPad ในราคาเพื่อการศึกษา <a href="/education">ตรวจสอบสิทธิ์</a></p>',
          '<p><strong>Special prices for students and teachers</strong><br>Mac and iPad at education prices. <a href="/education">Check eligibility</a></p>',
        ),
      ),
      entry(
        'strip-stores',
        t('สาขาทั่วประเทศ', 'Stores nationwide'),
        t(
          '<p><strong>รับสินค้าและรับบริการที่สาขา</strong><br>ลองเครื่องจริงและปรึกษาผู้เชี่ยวชาญ <a href="/ourstore">ค้นหาสาขา</a></p>',
          '<p><strong>Pick up and get support in store</strong><br>Try the devices and talk to our specialists. <a href="/ourstore">Find a store</a></p>',
        ),
      ),
    ],
    { columnCount: 4, limit: 4, backgroundColor: '#fbfbfd' },
  ),
  block(
    'from-the-blog',
    'content-card',
    t('บทความน่าอ่าน', 'From our blog'),
    [
      entry(
        'blog-choose-macbook',
        t('เลือก MacBook สำหรับมหาวิทยาลัย', 'Choosing a MacBook for university'),
        teaser(
          '/blog/choose-macbook-for-university',
          productImage('macbook-air-15-m4', 'midnight', 561),
          t('MacBook Air 15 นิ้ว', 'MacBook Air 15-inch'),
          t('เลือก MacBook ให้เหมาะกับคณะ', 'Pick the MacBook for your course'),
          t('Air หรือ Pro หน่วยความจำเท่าไรถึงพอ อ่านก่อนซื้อ', 'Air or Pro, and how much memory is enough.'),
        ),
        '2026-02-10T10:00:00+07:00',
      ),
      entry(
        'blog-iphone-camera',
        t('เคล็ดลับกล้อง iPhone 17', 'iPhone 17 camera tips'),
        teaser(
          '/blog/iphone-17-camera-tips',
          productImage('iphone-17-pro-max', 'deep-blue', 561),
          'iPhone 17 Pro Max',
          t('ถ่ายภาพให้สวยด้วย iPhone 17', 'Better photos with iPhone 17'),
          t('ใช้เลนส์ 48MP และโหมดภาพถ่ายบุคคลให้คุ้ม', 'Get the most from the 48MP lenses and Portrait mode.'),
        ),
        '2026-01-20T10:00:00+07:00',
      ),
      entry(
        'blog-applecare',
        t('AppleCare+ คุ้มไหม', 'Is AppleCare+ worth it?'),
        teaser(
          '/blog/applecare-plus-worth-it',
          productImage('iphone-17-pro', 'silver', 561),
          'iPhone 17 Pro',
          t('AppleCare+ คุ้มไหม', 'Is AppleCare+ worth it?'),
          t('ความคุ้มครองและวิธีเคลม', 'What it covers and how to claim.'),
        ),
        '2026-03-02T10:00:00+07:00',
      ),
    ],
    { columnCount: 3, limit: 6, backgroundColor: '#ffffff' },
  ),
];

const education = [
  topBanner(
    t(
      '<p>ราคาพิเศษสำหรับนักเรียน นักศึกษา ครู และบุคลากรทางการศึกษา <a href="/education-k12-detail">ตรวจสอบสิทธิ์ของคุณ</a></p>',
      '<p>Special prices for students, teachers and education staff. <a href="/education-k12-detail">Check your eligibility</a></p>',
    ),
    '2026-05-01T09:00:00+07:00',
  ),
  block(
    'hero',
    'hero-banner',
    t('สำหรับการเรียนรู้', 'Made for learning'),
    [
      entry(
        'edu-hero-macbook-air',
        'MacBook Air',
        teaser(
          '/education-for-university',
          productImage('macbook-air-13-m4', 'sky-blue'),
          t('MacBook Air 13 นิ้ว', 'MacBook Air 13-inch'),
          t('MacBook Air ราคาเพื่อการศึกษา', 'MacBook Air at education prices'),
          t('เริ่มต้น 33,900 บาท สำหรับนักศึกษา', 'From 33,900 baht for students.'),
          LEARN_MORE,
        ),
      ),
      entry(
        'edu-hero-ipad',
        'iPad',
        teaser(
          '/education-k12',
          productImage('ipad-a16', 'blue'),
          'iPad (A16)',
          t('iPad สำหรับโรงเรียน', 'iPad for schools'),
          t('เริ่มต้น 11,900 บาท ในราคาเพื่อการศึกษา', 'From 11,900 baht at education prices.'),
          LEARN_MORE,
        ),
      ),
    ],
    { fullwidth: true, limit: 5, backgroundColor: '#f5f5f7' },
  ),
  block(
    'how-it-works',
    'content-card',
    t('รับราคาเพื่อการศึกษาใน 3 ขั้นตอน', 'Education pricing in 3 steps'),
    [
      entry(
        'step-1',
        t('เลือกสถาบัน', 'Choose your institution'),
        t(
          '<h3>1. เลือกสถาบัน</h3><p>เลือกมหาวิทยาลัยหรือโรงเรียนของคุณจากรายชื่อกว่า 280 แห่ง</p>',
          '<h3>1. Choose your institution</h3><p>Pick your university or school from more than 280 institutions.</p>',
        ),
      ),
      entry(
        'step-2',
        t('กรอกรหัสสิทธิ์การศึกษา', 'Enter your code'),
        t(
          '<h3>2. กรอกรหัสสิทธิ์การศึกษา</h3><p>ใส่รหัสสิทธิ์การศึกษาที่ได้รับจากสถาบันในหน้าถุงช้อปปิ้ง</p>',
          '<h3>2. Enter your code</h3><p>Enter the education code from your institution in your bag.</p>',
        ),
      ),
      entry(
        'step-3',
        t('รับราคาพิเศษทันที', 'See the price drop'),
        t(
          '<h3>3. รับราคาพิเศษทันที</h3><p>ราคาเพื่อการศึกษาจะแสดงในถุงช้อปปิ้งทันที <a href="/blog/education-pricing-explained">อ่านเงื่อนไข</a></p>',
          '<h3>3. See the price drop</h3><p>Education prices appear in your bag at once. <a href="/blog/education-pricing-explained">Read the terms</a></p>',
        ),
      ),
    ],
    { columnCount: 3, limit: 3, backgroundColor: '#ffffff' },
  ),
];

const universityStore = [
  topBanner(
    t(
      '<p>ใช้รหัสสิทธิ์การศึกษาจากมหาวิทยาลัยของคุณ รับราคาเพื่อการศึกษาทันทีในถุงช้อปปิ้ง <a href="/blog/education-pricing-explained">วิธีใช้งาน</a></p>',
      '<p>Use the education code from your university to see education prices in your bag. <a href="/blog/education-pricing-explained">How it works</a></p>',
    ),
    '2026-05-01T09:00:00+07:00',
  ),
  block(
    'shop-by-category',
    'category-shortcut',
    t('เลือกซื้อสำหรับนักศึกษา', 'Shop for students'),
    [
      category('ustore-mac', 'Mac', '/mac', productImage('macbook-air-15-m4', 'starlight', 278)),
      category('ustore-ipad', 'iPad', '/ipad', productImage('ipad-air-13-m3', 'purple', 278)),
      category('ustore-accessories', t('อุปกรณ์เสริม', 'Accessories'), '/apple-accessories', productImage('apple-pencil-pro', 'white', 278)),
    ],
    { columnCount: 3, limit: 3, backgroundColor: '#f5f5f7' },
  ),
];

export const pages = { home, education, 'university-store': universityStore };
