import { productImage, t } from '../seed-values.ts';

/** Landing pages (/{landingSlug}), listed by tag. */
export const landingPages = [
  {
    id: 'landing-back-to-school',
    slug: 'back-to-school',
    title: t('Back to School 2026', 'Back to School 2026'),
    excerpt: t(
      'เปิดเทอมนี้ ซื้อ Mac หรือ iPad ในราคาเพื่อการศึกษา พร้อมรับ AirPods ในราคาพิเศษ สำหรับนักศึกษาและบุคลากรทางการศึกษา',
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

type Block = { id: string; title: ReturnType<typeof t>; html: ReturnType<typeof t> };
const block = (id: string, title: ReturnType<typeof t>, th: string, en: string): Block => ({ id, title, html: t(th, en) });

/** What each landing page says below its picture and summary. */
const landingBlocks: Record<string, Block[]> = {
  'back-to-school': [
    block(
      'offer',
      t('สิทธิ์ที่ได้รับ', 'What you get'),
      '<ul><li>Mac และ iPad ในราคาเพื่อการศึกษา</li><li>AirPods 4 ในราคาพิเศษเมื่อซื้อพร้อมกัน</li><li>ส่วนลด AppleCare+ 20%</li></ul>',
      '<ul><li>Mac and iPad at education prices</li><li>AirPods 4 at a special price in the same order</li><li>20% off AppleCare+</li></ul>',
    ),
    block(
      'how',
      t('วิธีรับสิทธิ์', 'How to claim'),
      '<p>ยืนยันสิทธิ์ด้วยรหัสจากสถาบันของคุณในหน้าถุงช้อปปิ้ง <a href="/blog/education-pricing-explained">อ่านวิธีใช้รหัส</a> หรือเลือกซื้อ <a href="/mac">Mac</a> และ <a href="/ipad">iPad</a></p>',
      '<p>Enter the code from your institution in your bag. <a href="/blog/education-pricing-explained">How the code works</a>, or shop <a href="/mac">Mac</a> and <a href="/ipad">iPad</a>.</p>',
    ),
  ],
  'mac-for-students': [
    block(
      'pick',
      t('เลือกตามสาขาที่เรียน', 'Pick by course'),
      '<ul><li><strong>MacBook Air 13 นิ้ว</strong> สำหรับรายงานและการนำเสนอ</li><li><strong>MacBook Air 15 นิ้ว</strong> จอใหญ่สำหรับงานเอกสารหลายหน้าต่าง</li><li><strong>MacBook Pro 14 นิ้ว</strong> สำหรับวิศวกรรม กราฟิก และวิดีโอ</li></ul>',
      '<ul><li><strong>MacBook Air 13-inch</strong> for essays and presentations</li><li><strong>MacBook Air 15-inch</strong>, a larger screen for many windows</li><li><strong>MacBook Pro 14-inch</strong> for engineering, graphics and video</li></ul>',
    ),
    block(
      'compare',
      t('ยังเลือกไม่ได้?', 'Still deciding?'),
      '<p><a href="/compare?type=mac">เปรียบเทียบรุ่น Mac</a> หรืออ่าน <a href="/blog/choose-macbook-for-university">คู่มือเลือก MacBook</a></p>',
      '<p><a href="/compare?type=mac">Compare Mac models</a> or read our <a href="/blog/choose-macbook-for-university">MacBook guide</a>.</p>',
    ),
  ],
  'ipad-for-learning': [
    block(
      'classroom',
      t('ในห้องเรียน', 'In the classroom'),
      '<p>จดโน้ต วาดภาพ และทำงานกลุ่มบน iPad กับ Apple Pencil ครูแจกงานและติดตามความคืบหน้าได้ด้วยแอป Schoolwork</p>',
      '<p>Take notes, draw and work in groups on iPad with Apple Pencil. Teachers hand out work and follow progress in Schoolwork.</p>',
    ),
    block(
      'schools',
      t('สำหรับโรงเรียน', 'For schools'),
      '<p>ราคาพิเศษสำหรับสถานศึกษา K-12 พร้อมบริการติดตั้งและจัดการอุปกรณ์ <a href="/k-12">ดูรายละเอียด</a> หรือ <a href="/compare?type=ipad">เปรียบเทียบรุ่น iPad</a></p>',
      '<p>Prices for K-12 schools, with set-up and device management. <a href="/k-12">Find out more</a> or <a href="/compare?type=ipad">compare iPad models</a>.</p>',
    ),
  ],
  'iphone-17-series': [
    block(
      'line-up',
      t('รุ่นที่วางจำหน่าย', 'The models'),
      '<ul><li><strong>iPhone 17 Pro และ 17 Pro Max</strong> กล้อง 48MP สามตัว ซูมระดับออปติคอล 8 เท่า</li><li><strong>iPhone Air</strong> บางที่สุดเท่าที่เคยมีมา</li><li><strong>iPhone 17</strong> จอ ProMotion 120Hz ครั้งแรกในรุ่นมาตรฐาน</li></ul>',
      '<ul><li><strong>iPhone 17 Pro and 17 Pro Max</strong>: three 48MP cameras, up to 8x optical-quality zoom</li><li><strong>iPhone Air</strong>: the thinnest iPhone ever</li><li><strong>iPhone 17</strong>: a 120Hz ProMotion display</li></ul>',
    ),
    block(
      'choose',
      t('เลือกรุ่นของคุณ', 'Choose yours'),
      '<p><a href="/compare?type=iphone">เปรียบเทียบรุ่น iPhone</a> หรือ <a href="/iphone">ดู iPhone ทุกรุ่น</a> ผ่อน 0% นานสูงสุด 10 เดือน <a href="/promotion-credit-card-0">ดูธนาคาร</a></p>',
      '<p><a href="/compare?type=iphone">Compare iPhone models</a> or <a href="/iphone">see every iPhone</a>. 0% for up to 10 months: <a href="/promotion-credit-card-0">see the banks</a>.</p>',
    ),
  ],
  'trade-in': [
    block(
      'steps',
      t('ขั้นตอน', 'How it works'),
      '<ol><li>นำเครื่องเดิมมาที่สาขา พร้อมบัตรประชาชน</li><li>เจ้าหน้าที่ตรวจสภาพและแจ้งราคาประเมินทันที</li><li>ใช้มูลค่าเป็นส่วนลดเมื่อซื้อเครื่องใหม่ในวันเดียวกัน</li></ol>',
      '<ol><li>Bring your device and your ID card to a store</li><li>We check it and tell you its value on the spot</li><li>Use the value as a discount on a new device the same day</li></ol>',
    ),
    block(
      'more',
      t('ก่อนมาที่สาขา', 'Before you come'),
      '<p>สำรองข้อมูลและปิด Find My ก่อน อ่านเพิ่มเติมใน <a href="/blog/trade-in-your-old-device">บทความเทรดอิน</a> หรือ <a href="/ourstore">ค้นหาสาขา</a></p>',
      '<p>Back up and turn off Find My first. More in our <a href="/blog/trade-in-your-old-device">trade-in article</a>, or <a href="/ourstore">find a store</a>.</p>',
    ),
  ],
  'applecare-plus': [
    block(
      'cover',
      t('ความคุ้มครอง', 'What is covered'),
      '<ul><li>ซ่อมความเสียหายจากอุบัติเหตุได้ไม่จำกัดครั้ง (มีค่าบริการต่อครั้ง)</li><li>เปลี่ยนแบตเตอรี่เมื่อความจุต่ำกว่า 80%</li><li>ผู้เชี่ยวชาญของ Apple ให้คำปรึกษาตลอด 24 ชั่วโมง</li></ul>',
      '<ul><li>Unlimited repairs for accidental damage (a service fee each time)</li><li>Battery service below 80% capacity</li><li>24/7 priority access to Apple experts</li></ul>',
    ),
    block(
      'buy',
      t('วิธีซื้อ', 'How to buy'),
      '<p>เลือก AppleCare+ ในหน้าสินค้า หรือซื้อที่สาขาภายใน 60 วันหลังซื้อเครื่อง <a href="/blog/applecare-plus-worth-it">คุ้มไหม? อ่านรีวิว</a></p>',
      '<p>Add AppleCare+ on the product page, or in store within 60 days of buying your device. <a href="/blog/applecare-plus-worth-it">Is it worth it?</a></p>',
    ),
  ],
  'gift-guide': [
    block(
      'budget',
      t('ตามงบประมาณ', 'By budget'),
      '<ul><li><strong>ไม่เกิน 2,000 บาท</strong> AirTag, สาย USB-C, ที่ชาร์จ</li><li><strong>ไม่เกิน 10,000 บาท</strong> AirPods 4, Apple Pencil Pro</li><li><strong>ของขวัญชิ้นใหญ่</strong> Apple Watch, iPad, AirPods Max</li></ul>',
      '<ul><li><strong>Under 2,000 baht</strong>: AirTag, USB-C cables, chargers</li><li><strong>Under 10,000 baht</strong>: AirPods 4, Apple Pencil Pro</li><li><strong>Something special</strong>: Apple Watch, iPad, AirPods Max</li></ul>',
    ),
    block(
      'wrap',
      t('ห่อของขวัญ', 'Gift wrapping'),
      '<p>เลือกห่อของขวัญพร้อมการ์ดข้อความได้ในถุงช้อปปิ้ง <a href="/apple-accessories">ดูอุปกรณ์เสริม</a></p>',
      '<p>Choose gift wrapping with a message card in your bag. <a href="/apple-accessories">See accessories</a>.</p>',
    ),
  ],
};

/** Each landing page as a marketing page (/pagerender/marketing-page/{slug}): its picture and summary, then its blocks. */
export const landingMarketingPages = Object.fromEntries(
  landingPages.map((page) => [
    page.slug,
    {
      slug: page.slug,
      title: page.title,
      description: page.excerpt,
      blocks: [
        { id: 'intro', title: t('', ''), html: t(`<img src="${page.image}" alt="${page.title.th}">`, `<img src="${page.image}" alt="${page.title.en}">`) },
        ...(landingBlocks[page.slug] ?? []),
      ],
    },
  ]),
);
