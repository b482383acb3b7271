import { productImage } from '../seed-values.ts';

/** Blog posts (/blog, /blog/{slug}); bodies are HTML, sanitised when seeded and when answered. */

interface PostText {
  title: string;
  excerpt: string;
  body: string;
}
export interface SeedPost {
  slug: string;
  tags: string[];
  publishedAt: string;
  th: PostText;
  en: PostText;
}

const img = (slug: string, colour: string, alt: string) => `<img src="${productImage(slug, colour)}" alt="${alt}">`;

export const blogPosts: SeedPost[] = [
  {
    slug: 'choose-macbook-for-university',
    tags: ['education', 'mac'],
    publishedAt: '2026-02-10T10:00:00+07:00',
    th: {
      title: 'เลือก MacBook สำหรับเรียนมหาวิทยาลัย รุ่นไหนเหมาะกับคณะของคุณ',
      excerpt: 'MacBook Air หรือ MacBook Pro หน่วยความจำเท่าไรถึงพอ และความจุแบบไหนที่ใช้ได้ครบ 4 ปี สรุปให้ตามสายที่เรียน',
      body: [
        '<p>โน้ตบุ๊กสำหรับเรียนมหาวิทยาลัยคือการลงทุนที่ต้องใช้ไปอีกอย่างน้อย 4 ปี เครื่องที่ดีที่สุดจึงไม่ใช่เครื่องที่แพงที่สุด แต่เป็นเครื่องที่เหมาะกับงานที่คุณต้องทำจริงในแต่ละวัน</p>',
        img('macbook-air-13-m4', 'sky-blue', 'MacBook Air 13 นิ้ว (M4) สีฟ้าสกาย'),
        '<h2>สายสังคมศาสตร์ มนุษยศาสตร์ และบริหารธุรกิจ</h2>',
        '<p>งานหลักคือรายงาน สไลด์ และการค้นคว้าออนไลน์ <strong>MacBook Air 13 นิ้ว (M4)</strong> หน่วยความจำ 16GB เพียงพออย่างสบาย น้ำหนักเพียง 1.24 กิโลกรัม พกไปเรียนได้ทั้งวันโดยไม่ต้องหาปลั๊ก</p>',
        '<h2>สายวิศวกรรม วิทยาการคอมพิวเตอร์ และวิทยาศาสตร์ข้อมูล</h2>',
        '<p>ถ้าต้องเขียนโค้ด รัน Docker หรือเทรนโมเดลขนาดเล็ก แนะนำหน่วยความจำอย่างน้อย 24GB และความจุ 512GB ขึ้นไป MacBook Air 15 นิ้ว หรือ <strong>MacBook Pro 14 นิ้ว (M5)</strong> ที่มีพัดลมระบายความร้อนจะทำงานหนักได้ต่อเนื่องกว่า</p>',
        '<h2>สายออกแบบ สถาปัตยกรรม และนิเทศศาสตร์</h2>',
        '<p>งานตัดต่อวิดีโอ 4K เรนเดอร์สามมิติ และแต่งภาพไฟล์ใหญ่ต้องการจอที่แสดงสีแม่นยำ MacBook Pro ที่มีจอ Liquid Retina XDR และชิป M5 หรือ M4 Pro คือตัวเลือกที่คุ้มค่าในระยะยาว</p>',
        '<h2>เช็กลิสต์ก่อนซื้อ</h2>',
        '<ul><li>หน่วยความจำอัปเกรดภายหลังไม่ได้ เลือกเผื่อไว้ตั้งแต่แรก</li><li>ใช้ iCloud หรือไดรฟ์ภายนอกช่วยเก็บไฟล์ แทนการซื้อความจุสูงสุด</li><li>ซื้อในราคาเพื่อการศึกษา และพิจารณา AppleCare+ ให้ครอบคลุมตลอดหลักสูตร</li></ul>',
        '<p>ตรวจสอบสิทธิ์ราคาเพื่อการศึกษาได้ที่ <a href="/education-for-university">ร้านค้าสำหรับนักศึกษา</a></p>',
      ].join(''),
    },
    en: {
      title: 'Choosing a MacBook for university: which one suits your degree?',
      excerpt: 'MacBook Air or MacBook Pro, how much memory is enough, and which storage lasts all four years: our advice by field of study.',
      body: [
        '<p>A laptop for university has to last at least four years. The best one is not the most expensive, but the one that fits the work you actually do every day.</p>',
        img('macbook-air-13-m4', 'sky-blue', 'MacBook Air 13-inch (M4) in Sky Blue'),
        '<h2>Social sciences, humanities and business</h2>',
        '<p>Your days are reports, slides and research online. <strong>MacBook Air 13-inch (M4)</strong> with 16GB of memory handles it with ease, and at 1.24 kg it comes to class all day without a charger.</p>',
        '<h2>Engineering, computer science and data science</h2>',
        '<p>If you write code, run Docker or train small models, get at least 24GB of memory and 512GB of storage. MacBook Air 15-inch, or <strong>MacBook Pro 14-inch (M5)</strong> with its fan, keeps up with heavy work for longer.</p>',
        '<h2>Design, architecture and communication arts</h2>',
        '<p>4K editing, 3D rendering and large photo files need a display with accurate colour. MacBook Pro with a Liquid Retina XDR display and M5 or M4 Pro is the better long-term buy.</p>',
        '<h2>Before you buy</h2>',
        '<ul><li>Memory cannot be upgraded later, so choose with room to grow</li><li>Keep files in iCloud or on an external drive rather than buying the largest storage</li><li>Buy at the education price, and consider AppleCare+ to cover your whole course</li></ul>',
        '<p>Check your eligibility at the <a href="/education-for-university">student store</a>.</p>',
      ].join(''),
    },
  },
  {
    slug: 'education-pricing-explained',
    tags: ['education'],
    publishedAt: '2026-01-12T10:00:00+07:00',
    th: {
      title: 'ราคาเพื่อการศึกษาคืออะไร ใครมีสิทธิ์ และซื้ออย่างไร',
      excerpt: 'นักศึกษา ครู และบุคลากรทางการศึกษาซื้อ Mac และ iPad ได้ในราคาพิเศษ อ่านวิธีตรวจสอบสิทธิ์และการใช้รหัสสิทธิ์การศึกษาในถุงช้อปปิ้ง',
      body: [
        '<p>ราคาเพื่อการศึกษาคือราคาพิเศษของ Mac, iPad และอุปกรณ์เสริมบางรายการ สำหรับผู้ที่กำลังศึกษาหรือทำงานในสถาบันการศึกษาของไทย ส่วนต่างอาจสูงถึงหลายพันบาทต่อเครื่อง</p>',
        '<h2>ใครมีสิทธิ์</h2>',
        '<ul><li>นักศึกษาระดับอุดมศึกษาและอาชีวศึกษาที่ยังมีสถานภาพเป็นนักศึกษา</li><li>นักเรียนในโรงเรียนที่ร่วมโครงการ K-12</li><li>ครู อาจารย์ และบุคลากรของสถาบันการศึกษา</li></ul>',
        '<h2>ซื้ออย่างไร</h2>',
        '<p>เลือกสินค้าที่มีราคาเพื่อการศึกษาลงถุงช้อปปิ้ง เลือกสถาบันของคุณจากรายชื่อกว่า 280 แห่ง แล้วกรอกรหัสสิทธิ์การศึกษาที่ได้รับจากสถาบัน ราคาเพื่อการศึกษาจะแสดงในถุงช้อปปิ้งทันที</p>',
        '<h2>ข้อจำกัดที่ควรรู้</h2>',
        '<p>สินค้าราคาเพื่อการศึกษาซื้อได้ครั้งละ 1 ชิ้นต่อรายการ และแต่ละคนมีสิทธิ์ซื้อในจำนวนจำกัดต่อปีการศึกษา เจ้าหน้าที่อาจขอดูบัตรนักศึกษาหรือบัตรบุคลากรเมื่อรับสินค้า</p>',
        '<p>ดูสินค้าที่ร่วมรายการได้ที่ <a href="/education">หน้าการศึกษา</a></p>',
      ].join(''),
    },
    en: {
      title: 'Education pricing explained: who qualifies and how to buy',
      excerpt: 'Students, teachers and education staff can buy Mac and iPad at special prices. Here is how to check eligibility and use your code in the bag.',
      body: [
        '<p>Education pricing is a special price on Mac, iPad and some accessories for people who study or work at a Thai educational institution. The saving can be several thousand baht per device.</p>',
        '<h2>Who qualifies</h2>',
        '<ul><li>Current university and vocational students</li><li>Pupils at schools in the K-12 programme</li><li>Teachers, lecturers and staff of educational institutions</li></ul>',
        '<h2>How to buy</h2>',
        '<p>Add a product with an education price to your bag, choose your institution from more than 280, and enter the education code your institution gave you. The education price appears in your bag at once.</p>',
        '<h2>Good to know</h2>',
        '<p>Education-priced items are limited to one per line, and each person may buy a limited number per academic year. Staff may ask to see a student or staff card at pick-up.</p>',
        '<p>See the products on offer on the <a href="/education">education page</a>.</p>',
      ].join(''),
    },
  },
  {
    slug: 'iphone-17-camera-tips',
    tags: ['iphone', 'tips'],
    publishedAt: '2026-01-20T10:00:00+07:00',
    th: {
      title: '6 เคล็ดลับถ่ายภาพให้สวยด้วยกล้อง iPhone 17',
      excerpt: 'ใช้กล้อง 48MP ซูม 8 เท่า โหมดภาพถ่ายบุคคล และปุ่มควบคุมกล้องให้คุ้ม พร้อมเคล็ดลับถ่ายภาพกลางคืน',
      body: [
        '<p>iPhone 17 ทุกรุ่นมาพร้อมกล้อง Fusion ความละเอียด 48MP ส่วน iPhone 17 Pro ยังเพิ่มกล้องเทเลโฟโต้ 48MP ที่ซูมระดับออปติคอลได้ถึง 8 เท่า ลองเคล็ดลับต่อไปนี้แล้วภาพของคุณจะดีขึ้นทันที</p>',
        img('iphone-17-pro', 'cosmic-orange', 'iPhone 17 Pro สีส้มคอสมิค'),
        '<ol>',
        '<li><strong>เปิดความละเอียด 48MP</strong> ในการตั้งค่ากล้อง เมื่ออยากครอปภาพภายหลังโดยไม่เสียรายละเอียด</li>',
        '<li><strong>ใช้ปุ่มควบคุมกล้อง</strong> กดเบา ๆ เพื่อล็อกโฟกัสและแสง แล้วเลื่อนนิ้วเพื่อซูม</li>',
        '<li><strong>ถ่ายคนที่ระยะ 2 เท่าหรือ 4 เท่า</strong> ได้สัดส่วนใบหน้าที่เป็นธรรมชาติกว่าเลนส์มุมกว้าง</li>',
        '<li><strong>ถ่ายก่อน ปรับโฟกัสทีหลัง</strong> ภาพที่มีคนหรือสัตว์เลี้ยงเปลี่ยนเป็นภาพถ่ายบุคคลได้ภายหลังในแอปรูปภาพ</li>',
        '<li><strong>เซลฟี่กลุ่มด้วย Center Stage</strong> ถือเครื่องแนวตั้งก็ถ่ายภาพแนวนอนได้ กล้องจะขยายมุมให้ทุกคนเข้าเฟรม</li>',
        '<li><strong>กลางคืนให้ถือนิ่ง ๆ</strong> เมื่อโหมดกลางคืนทำงาน ให้ถือเครื่องนิ่งตามเวลาที่แสดงบนจอ</li>',
        '</ol>',
        '<p>เปรียบเทียบกล้องของทุกรุ่นได้ที่ <a href="/compare?type=iphone">หน้าเปรียบเทียบ iPhone</a></p>',
      ].join(''),
    },
    en: {
      title: '6 tips for better photos with the iPhone 17 cameras',
      excerpt: 'Make the most of the 48MP cameras, 8x zoom, Portrait mode and Camera Control, plus tips for shooting at night.',
      body: [
        '<p>Every iPhone 17 has a 48MP Fusion camera, and iPhone 17 Pro adds a 48MP Telephoto with up to 8x optical-quality zoom. Try these tips and your photos improve straight away.</p>',
        img('iphone-17-pro', 'cosmic-orange', 'iPhone 17 Pro in Cosmic Orange'),
        '<ol>',
        '<li><strong>Turn on 48MP</strong> in the camera settings when you want to crop later without losing detail.</li>',
        '<li><strong>Use Camera Control</strong>: a light press locks focus and exposure, a slide zooms.</li>',
        '<li><strong>Shoot people at 2x or 4x</strong> for more natural proportions than the wide lens.</li>',
        '<li><strong>Shoot first, focus later</strong>: photos with people or pets can become Portraits afterwards in Photos.</li>',
        '<li><strong>Group selfies with Center Stage</strong>: hold the phone upright and still take a landscape shot; the camera widens to fit everyone in.</li>',
        '<li><strong>Hold still at night</strong>: when Night mode kicks in, keep steady for the time shown on screen.</li>',
        '</ol>',
        '<p>Compare the cameras of every model on the <a href="/compare?type=iphone">iPhone comparison page</a>.</p>',
      ].join(''),
    },
  },
  {
    slug: 'apple-watch-for-health',
    tags: ['watch', 'health'],
    publishedAt: '2025-12-08T10:00:00+07:00',
    th: {
      title: 'Apple Watch ช่วยดูแลสุขภาพได้อย่างไร',
      excerpt: 'ตั้งแต่คะแนนการนอนหลับ การวัด ECG ไปจนถึงการแจ้งเตือนภาวะความดันโลหิตสูง รู้จักฟีเจอร์สุขภาพใน Apple Watch Series 11 และ SE 3',
      body: [
        '<p>Apple Watch ไม่ได้เป็นแค่นาฬิกา แต่เป็นผู้ช่วยที่คอยดูสัญญาณสุขภาพของคุณตลอดทั้งวันและคืน โดยข้อมูลทั้งหมดเก็บอย่างเป็นส่วนตัวในแอปสุขภาพบน iPhone</p>',
        img('apple-watch-series-11', 'jet-black', 'Apple Watch Series 11 สีเจ็ทแบล็ค'),
        '<h2>คะแนนการนอนหลับ</h2>',
        '<p>ทุกเช้าคุณจะได้คะแนนที่สรุปจากระยะเวลาการนอน ความสม่ำเสมอ และการตื่นระหว่างคืน ช่วยให้ปรับเวลาเข้านอนได้อย่างเห็นผล</p>',
        '<h2>การแจ้งเตือนภาวะความดันโลหิตสูง</h2>',
        '<p>Apple Watch Series 11 และ Ultra 3 วิเคราะห์สัญญาณจากเซ็นเซอร์วัดชีพจรย้อนหลัง 30 วัน และแจ้งเตือนเมื่อพบรูปแบบที่อาจบ่งชี้ภาวะความดันโลหิตสูง เพื่อให้คุณไปพบแพทย์ได้เร็วขึ้น</p>',
        '<h2>ECG และการแจ้งเตือนจังหวะการเต้นของหัวใจ</h2>',
        '<p>แอป ECG บันทึกคลื่นไฟฟ้าหัวใจได้ในเวลา 30 วินาที และนาฬิกาจะแจ้งเตือนเมื่อพบจังหวะการเต้นของหัวใจที่ผิดปกติ</p>',
        '<p><strong>หมายเหตุ</strong> ฟีเจอร์สุขภาพไม่ได้ใช้แทนการวินิจฉัยของแพทย์ และบางฟีเจอร์อาจยังไม่เปิดให้บริการในทุกประเทศ</p>',
        '<p>เลือกรุ่นที่ใช่ได้ที่ <a href="/watch">หน้า Apple Watch</a></p>',
      ].join(''),
    },
    en: {
      title: 'How Apple Watch helps you look after your health',
      excerpt: 'From Sleep Score and ECG to hypertension notifications: the health features of Apple Watch Series 11 and SE 3.',
      body: [
        '<p>Apple Watch is more than a watch: it keeps an eye on your health signals day and night, and keeps the data private in the Health app on your iPhone.</p>',
        img('apple-watch-series-11', 'jet-black', 'Apple Watch Series 11 in Jet Black'),
        '<h2>Sleep Score</h2>',
        '<p>Every morning you get a score built from how long, how regularly and how soundly you slept, so you can change your bedtime with results you can see.</p>',
        '<h2>Hypertension notifications</h2>',
        '<p>Apple Watch Series 11 and Ultra 3 analyse 30 days of signals from the heart-rate sensor and notify you of patterns that may point to high blood pressure, so you can see a doctor sooner.</p>',
        '<h2>ECG and irregular rhythm notifications</h2>',
        "<p>The ECG app records your heart's electrical signal in 30 seconds, and the watch notifies you when it finds an irregular rhythm.</p>",
        "<p><strong>Note:</strong> health features do not replace a doctor's diagnosis, and some may not be available in every country yet.</p>",
        '<p>Find the right model on the <a href="/watch">Apple Watch page</a>.</p>',
      ].join(''),
    },
  },
  {
    slug: 'trade-in-your-old-device',
    tags: ['trade-in', 'promotion'],
    publishedAt: '2025-11-15T10:00:00+07:00',
    th: {
      title: 'เทรดอินเครื่องเก่า แลกส่วนลดเครื่องใหม่ ทำอย่างไร',
      excerpt: 'นำ iPhone, iPad หรือ Mac เครื่องเดิมมาประเมินราคาที่สาขา รับส่วนลดทันที พร้อมวิธีเตรียมเครื่องก่อนเทรดอิน',
      body: [
        '<p>เครื่องเดิมของคุณยังมีมูลค่า โครงการเทรดอินช่วยให้คุณนำ iPhone, iPad, Mac หรือ Apple Watch มาแลกเป็นส่วนลดสำหรับเครื่องใหม่ได้ทันทีที่สาขา</p>',
        img('iphone-17', 'mist-blue', 'iPhone 17 สีฟ้ามิสท์'),
        '<h2>ขั้นตอน</h2>',
        '<ol><li>นำเครื่องพร้อมบัตรประชาชนมาที่สาขาที่ร่วมรายการ</li><li>เจ้าหน้าที่ตรวจสภาพตัวเครื่อง หน้าจอ แบตเตอรี่ และการทำงานของปุ่ม</li><li>รับราคาประเมินและใช้เป็นส่วนลดได้ทันที</li></ol>',
        '<h2>เตรียมเครื่องก่อนเทรดอิน</h2>',
        '<ul><li>สำรองข้อมูลด้วย iCloud หรือคอมพิวเตอร์</li><li>ออกจากระบบบัญชี Apple และปิด “ค้นหาของฉัน”</li><li>ถอดซิมการ์ดหรือย้าย eSIM ไปยังเครื่องใหม่</li><li>ลบข้อมูลและการตั้งค่าทั้งหมด</li></ul>',
        '<p>ค้นหาสาขาที่ร่วมรายการได้ที่ <a href="/ourstore">สาขาของเรา</a></p>',
      ].join(''),
    },
    en: {
      title: 'Trade in your old device for credit: how it works',
      excerpt: 'Bring your iPhone, iPad or Mac to a store for a valuation and get an instant discount, plus how to prepare your device.',
      body: [
        '<p>Your old device still has value. With trade-in you bring an iPhone, iPad, Mac or Apple Watch to a store and turn it into an instant discount on a new one.</p>',
        img('iphone-17', 'mist-blue', 'iPhone 17 in Mist Blue'),
        '<h2>How it works</h2>',
        '<ol><li>Bring the device and your ID card to a participating store</li><li>Our staff check the body, display, battery and buttons</li><li>Get a valuation and use it as a discount straight away</li></ol>',
        '<h2>Before you trade in</h2>',
        '<ul><li>Back up with iCloud or a computer</li><li>Sign out of your Apple Account and turn off Find My</li><li>Remove the SIM card or move your eSIM to the new phone</li><li>Erase all content and settings</li></ul>',
        '<p>Find a participating store on <a href="/ourstore">our stores</a> page.</p>',
      ].join(''),
    },
  },
  {
    slug: 'applecare-plus-worth-it',
    tags: ['service', 'applecare'],
    publishedAt: '2026-03-02T10:00:00+07:00',
    th: {
      title: 'AppleCare+ คุ้มไหม สรุปความคุ้มครองและวิธีใช้บริการ',
      excerpt: 'AppleCare+ ขยายการรับประกันและคุ้มครองความเสียหายจากอุบัติเหตุ อ่านก่อนตัดสินใจว่าเหมาะกับคุณหรือไม่',
      body: [
        '<p>อุปกรณ์ Apple ทุกเครื่องมีการรับประกันแบบจำกัด 1 ปี AppleCare+ ช่วยขยายระยะเวลานั้น และเพิ่มความคุ้มครองความเสียหายจากอุบัติเหตุ เช่น ตกหล่นหรือโดนน้ำ</p>',
        img('iphone-17-pro', 'silver', 'iPhone 17 Pro สีเงิน'),
        '<h2>สิ่งที่ได้รับ</h2>',
        '<ul><li>ซ่อมความเสียหายจากอุบัติเหตุ โดยชำระค่าบริการตามประเภทความเสียหายในแต่ละครั้ง</li><li>เปลี่ยนแบตเตอรี่ฟรีเมื่อความจุแบตเตอรี่ต่ำกว่า 80%</li><li>บริการช่วยเหลือจากผู้เชี่ยวชาญของ Apple ตลอดระยะเวลาความคุ้มครอง</li></ul>',
        '<h2>เหมาะกับใคร</h2>',
        '<p>ถ้าคุณพกเครื่องไปเรียนหรือทำงานทุกวัน หรือใช้ MacBook Pro และ iPhone รุ่น Pro ที่ค่าเปลี่ยนหน้าจอสูง AppleCare+ มักคุ้มค่าตั้งแต่การซ่อมครั้งแรก</p>',
        '<h2>ซื้อได้เมื่อไร</h2>',
        '<p>ซื้อพร้อมเครื่องได้ที่สาขา หรือภายใน 60 วันหลังการซื้อ ตรวจสอบความคุ้มครองของเครื่องได้ที่ <a href="https://checkcoverage.apple.com/?locale=th_TH" target="_blank">checkcoverage.apple.com</a></p>',
      ].join(''),
    },
    en: {
      title: 'Is AppleCare+ worth it? What it covers and how to claim',
      excerpt: 'AppleCare+ extends your warranty and covers accidental damage. Read this before you decide whether it is for you.',
      body: [
        '<p>Every Apple device comes with a one-year limited warranty. AppleCare+ extends it and adds cover for accidental damage, such as drops and spills.</p>',
        img('iphone-17-pro', 'silver', 'iPhone 17 Pro in Silver'),
        '<h2>What you get</h2>',
        '<ul><li>Repairs for accidental damage, each for a service fee set by the type of damage</li><li>A free battery replacement when capacity drops below 80%</li><li>Help from Apple experts for as long as you are covered</li></ul>',
        '<h2>Who it is for</h2>',
        '<p>If your device goes to class or work every day, or you use a MacBook Pro or an iPhone Pro with a costly display, AppleCare+ often pays for itself at the first repair.</p>',
        '<h2>When to buy</h2>',
        '<p>Buy it with your device in store, or within 60 days of purchase. Check your device\'s cover at <a href="https://checkcoverage.apple.com/?locale=en_TH" target="_blank">checkcoverage.apple.com</a>.</p>',
      ].join(''),
    },
  },
];
