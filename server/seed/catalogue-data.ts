import type { SeedColour, SeedModel } from './catalogue-types.ts';

/*
 * Seed catalogue: the Apple range as sold in Thailand (late 2025 / 2026).
 * Prices are THB, VAT included, following Apple Thailand's price list;
 * education prices follow Apple's Thai education store where one is offered.
 * Release dates are the days Apple's models went on sale (the first wave of countries).
 * SKUs are generated as colours x variants by the seeder.
 */

// Colours shared by several models (Apple TH naming).
const SILVER: SeedColour = { code: 'silver', nameTh: 'สีเงิน', nameEn: 'Silver', hex: '#e3e4e6' };
const SPACE_BLACK: SeedColour = { code: 'space-black', nameTh: 'สีดำสเปซแบล็ค', nameEn: 'Space Black', hex: '#2e2d30' };
const SPACE_GREY: SeedColour = { code: 'space-grey', nameTh: 'สีเทาสเปซเกรย์', nameEn: 'Space Grey', hex: '#7d7e82' };
const MIDNIGHT: SeedColour = { code: 'midnight', nameTh: 'สีมิดไนท์', nameEn: 'Midnight', hex: '#2e3642' };
const STARLIGHT: SeedColour = { code: 'starlight', nameTh: 'สีสตาร์ไลท์', nameEn: 'Starlight', hex: '#e9e2d4' };
const BLACK: SeedColour = { code: 'black', nameTh: 'สีดำ', nameEn: 'Black', hex: '#2c2c2e' };
const WHITE: SeedColour = { code: 'white', nameTh: 'สีขาว', nameEn: 'White', hex: '#f5f5f7' };

export const catalogue: SeedModel[] = [
  // ───────────────────────────── iPhone ─────────────────────────────
  {
    key: 'iphone-17-pro-max',
    category: 'iphone',
    family: 'iphone',
    shape: 'iphone-pro',
    nameTh: 'iPhone 17 Pro Max',
    nameEn: 'iPhone 17 Pro Max',
    descriptionTh:
      'iPhone ที่ทรงพลังที่สุดเท่าที่เคยมีมา ด้วยดีไซน์ยูนิบอดี้อะลูมิเนียม ชิป A19 Pro และระบบกล้อง Pro Fusion 48MP ทั้งสามตัว พร้อมแบตเตอรี่ที่ใช้งานได้นานที่สุดใน iPhone',
    descriptionEn:
      'The most powerful iPhone yet, with a forged aluminium unibody, the A19 Pro chip and three 48MP Pro Fusion cameras. It also has the longest battery life ever on an iPhone.',
    releasedOn: '2025-09-19',
    limitQty: 2,
    stock: 12,
    colours: [
      { code: 'cosmic-orange', nameTh: 'สีส้มคอสมิค', nameEn: 'Cosmic Orange', hex: '#f77e2d' },
      { code: 'deep-blue', nameTh: 'สีน้ำเงินเข้ม', nameEn: 'Deep Blue', hex: '#2f3b57' },
      { ...SILVER, hex: '#e6e6e3' },
    ],
    variants: [
      { capacity: '256GB', price: 48900 },
      { capacity: '512GB', price: 56900 },
      { capacity: '1TB', price: 64900 },
      { capacity: '2TB', price: 80900 },
    ],
  },
  {
    key: 'iphone-17-pro',
    category: 'iphone',
    family: 'iphone',
    shape: 'iphone-pro',
    nameTh: 'iPhone 17 Pro',
    nameEn: 'iPhone 17 Pro',
    descriptionTh:
      'iPhone 17 Pro มาพร้อมชิป A19 Pro ระบบระบายความร้อนด้วยห้องไอระเหย และกล้องเทเลโฟโต้ 48MP ที่ซูมระดับออปติคอลได้ 8 เท่า ในบอดี้อะลูมิเนียมที่แข็งแกร่ง',
    descriptionEn:
      'iPhone 17 Pro brings the A19 Pro chip, vapour-chamber cooling and a 48MP telephoto camera with up to 8x optical-quality zoom, in a tough aluminium unibody.',
    releasedOn: '2025-09-19',
    limitQty: 2,
    stock: 18,
    colours: [
      { code: 'cosmic-orange', nameTh: 'สีส้มคอสมิค', nameEn: 'Cosmic Orange', hex: '#f77e2d' },
      { code: 'deep-blue', nameTh: 'สีน้ำเงินเข้ม', nameEn: 'Deep Blue', hex: '#2f3b57' },
      { ...SILVER, hex: '#e6e6e3' },
    ],
    variants: [
      { capacity: '256GB', price: 43900 },
      { capacity: '512GB', price: 51900 },
      { capacity: '1TB', price: 59900 },
    ],
  },
  {
    key: 'iphone-air',
    category: 'iphone',
    family: 'iphone',
    shape: 'iphone',
    nameTh: 'iPhone Air',
    nameEn: 'iPhone Air',
    descriptionTh:
      'iPhone ที่บางที่สุดเท่าที่เคยมีมา ด้วยดีไซน์ไทเทเนียมที่บางเพียง 5.6 มม. แต่แข็งแกร่งด้วย Ceramic Shield ทั้งด้านหน้าและด้านหลัง พร้อมพลังระดับโปรจากชิป A19 Pro',
    descriptionEn:
      'The thinnest iPhone ever: a 5.6 mm titanium design with Ceramic Shield on the front and back, and pro-level performance from the A19 Pro chip.',
    releasedOn: '2025-09-19',
    limitQty: 2,
    stock: 15,
    colours: [
      { code: 'sky-blue', nameTh: 'สีฟ้าสกาย', nameEn: 'Sky Blue', hex: '#cddff0' },
      { code: 'light-gold', nameTh: 'สีทองอ่อน', nameEn: 'Light Gold', hex: '#ecdcc0' },
      { code: 'cloud-white', nameTh: 'สีขาวคลาวด์', nameEn: 'Cloud White', hex: '#f4f3ef' },
      { ...SPACE_BLACK, hex: '#262628' },
    ],
    variants: [
      { capacity: '256GB', price: 39900 },
      { capacity: '512GB', price: 47900 },
      { capacity: '1TB', price: 55900 },
    ],
  },
  {
    key: 'iphone-17',
    category: 'iphone',
    family: 'iphone',
    shape: 'iphone',
    nameTh: 'iPhone 17',
    nameEn: 'iPhone 17',
    descriptionTh:
      'iPhone 17 มาพร้อมจอภาพ ProMotion ขนาด 6.3 นิ้วที่ทนทานยิ่งขึ้นด้วย Ceramic Shield 2 กล้องหน้า Center Stage แบบใหม่ และชิป A19 โดยเริ่มต้นที่ความจุ 256GB',
    descriptionEn:
      'iPhone 17 features a 6.3-inch ProMotion display protected by Ceramic Shield 2, a new Center Stage front camera and the A19 chip, starting at 256GB of storage.',
    releasedOn: '2025-09-19',
    limitQty: 2,
    stock: 30,
    colours: [
      { code: 'lavender', nameTh: 'สีลาเวนเดอร์', nameEn: 'Lavender', hex: '#dccfe6' },
      { code: 'sage', nameTh: 'สีเขียวเสจ', nameEn: 'Sage', hex: '#b9c6a6' },
      { code: 'mist-blue', nameTh: 'สีฟ้ามิสท์', nameEn: 'Mist Blue', hex: '#a9c0d8' },
      BLACK,
    ],
    variants: [
      { capacity: '256GB', price: 29900 },
      { capacity: '512GB', price: 37900 },
    ],
  },
  {
    key: 'iphone-16e',
    category: 'iphone',
    family: 'iphone',
    shape: 'iphone',
    nameTh: 'iPhone 16e',
    nameEn: 'iPhone 16e',
    descriptionTh:
      'iPhone 16e ให้คุณได้สัมผัสพลังของชิป A18 กล้อง Fusion 48MP และแบตเตอรี่ที่ใช้งานได้ยาวนาน ในราคาที่เข้าถึงง่ายที่สุดในกลุ่ม iPhone',
    descriptionEn:
      'iPhone 16e packs the A18 chip, a 48MP Fusion camera and great battery life into the most affordable iPhone in the range.',
    releasedOn: '2025-02-28',
    limitQty: 2,
    stock: 25,
    colours: [
      { ...BLACK, hex: '#2f2f31' },
      { ...WHITE, hex: '#f2f2f0' },
    ],
    variants: [
      { capacity: '128GB', price: 22900, specialPrice: 20900 },
      { capacity: '256GB', price: 26900, specialPrice: 24900 },
      { capacity: '512GB', price: 34900 },
    ],
  },
  {
    key: 'iphone-16',
    category: 'iphone',
    family: 'iphone',
    shape: 'iphone',
    nameTh: 'iPhone 16',
    nameEn: 'iPhone 16',
    descriptionTh:
      'iPhone 16 มาพร้อมปุ่มควบคุมกล้อง ปุ่มแอ็คชั่น และชิป A18 ที่รองรับ Apple Intelligence ในดีไซน์อะลูมิเนียมสีสันสดใส',
    descriptionEn:
      'iPhone 16 brings Camera Control, the Action button and the A18 chip built for Apple Intelligence, in a colour-infused aluminium design.',
    releasedOn: '2024-09-20',
    limitQty: 2,
    stock: 14,
    colours: [
      { code: 'ultramarine', nameTh: 'สีอัลตรามารีน', nameEn: 'Ultramarine', hex: '#7b8cef' },
      { code: 'teal', nameTh: 'สีเขียวหัวเป็ด', nameEn: 'Teal', hex: '#a7d0c6' },
      { code: 'pink', nameTh: 'สีชมพู', nameEn: 'Pink', hex: '#f3bdd8' },
      { ...BLACK, hex: '#3b3b3d' },
    ],
    variants: [
      { capacity: '128GB', price: 25900, specialPrice: 24900 },
      { capacity: '256GB', price: 29900, specialPrice: 27900 },
    ],
  },

  // ────────────────────────────── iPad ──────────────────────────────
  {
    key: 'ipad-pro-11-m5',
    category: 'ipad',
    family: 'ipad',
    shape: 'ipad',
    nameTh: 'iPad Pro 11 นิ้ว (M5)',
    nameEn: 'iPad Pro 11-inch (M5)',
    descriptionTh:
      'iPad Pro ที่บางเป็นพิเศษพร้อมจอภาพ Ultra Retina XDR และชิป M5 ที่ยกระดับประสิทธิภาพด้าน AI ให้เหนือกว่าเดิมอย่างมาก เหมาะสำหรับงานสร้างสรรค์ระดับมืออาชีพ',
    descriptionEn:
      'The impossibly thin iPad Pro with an Ultra Retina XDR display and the M5 chip, bringing a big leap in AI performance for demanding pro workflows.',
    releasedOn: '2025-10-22',
    limitQty: 3,
    stock: 10,
    colours: [SPACE_BLACK, SILVER],
    variants: [
      { capacity: '256GB Wi-Fi', price: 39900, educationPrice: 36900 },
      { capacity: '512GB Wi-Fi', price: 47900, educationPrice: 44900 },
      { capacity: '1TB Wi-Fi', price: 63900, educationPrice: 60900 },
      { capacity: '2TB Wi-Fi', price: 79900, educationPrice: 76900 },
      { capacity: '256GB Wi-Fi + Cellular', price: 46900, educationPrice: 43900 },
      { capacity: '512GB Wi-Fi + Cellular', price: 54900, educationPrice: 51900 },
    ],
  },
  {
    key: 'ipad-pro-13-m5',
    category: 'ipad',
    family: 'ipad',
    shape: 'ipad',
    nameTh: 'iPad Pro 13 นิ้ว (M5)',
    nameEn: 'iPad Pro 13-inch (M5)',
    descriptionTh:
      'iPad Pro 13 นิ้วให้พื้นที่ทำงานกว้างขวางบนจอภาพ Ultra Retina XDR แบบ OLED สองชั้น ขับเคลื่อนด้วยชิป M5 และรองรับ Apple Pencil Pro กับ Magic Keyboard',
    descriptionEn:
      'The 13-inch iPad Pro gives you a huge canvas on its tandem OLED Ultra Retina XDR display, powered by M5 and ready for Apple Pencil Pro and Magic Keyboard.',
    releasedOn: '2025-10-22',
    limitQty: 3,
    stock: 6,
    colours: [SPACE_BLACK, SILVER],
    variants: [
      { capacity: '256GB Wi-Fi', price: 51900, educationPrice: 48900 },
      { capacity: '512GB Wi-Fi', price: 59900, educationPrice: 56900 },
      { capacity: '1TB Wi-Fi', price: 75900, educationPrice: 72900 },
      { capacity: '2TB Wi-Fi', price: 91900, educationPrice: 88900 },
      { capacity: '256GB Wi-Fi + Cellular', price: 58900, educationPrice: 55900 },
      { capacity: '512GB Wi-Fi + Cellular', price: 66900, educationPrice: 63900 },
    ],
  },
  {
    key: 'ipad-air-11-m3',
    category: 'ipad',
    family: 'ipad',
    shape: 'ipad',
    nameTh: 'iPad Air 11 นิ้ว (M3)',
    nameEn: 'iPad Air 11-inch (M3)',
    descriptionTh:
      'iPad Air ที่บางและเบา ขับเคลื่อนด้วยชิป M3 ที่เร็วขึ้นกว่าเดิม รองรับ Apple Intelligence และใช้งานร่วมกับ Apple Pencil Pro ได้อย่างลงตัว',
    descriptionEn:
      'Thin and light iPad Air, now supercharged by the M3 chip, built for Apple Intelligence and a perfect partner for Apple Pencil Pro.',
    releasedOn: '2025-03-12',
    limitQty: 3,
    stock: 20,
    colours: [
      SPACE_GREY,
      { code: 'blue', nameTh: 'สีฟ้า', nameEn: 'Blue', hex: '#a9bdd2' },
      { code: 'purple', nameTh: 'สีม่วง', nameEn: 'Purple', hex: '#d0c6df' },
      STARLIGHT,
    ],
    variants: [
      { capacity: '128GB Wi-Fi', price: 21900, educationPrice: 20400, specialPrice: 20900 },
      { capacity: '256GB Wi-Fi', price: 25900, educationPrice: 24400 },
      { capacity: '512GB Wi-Fi', price: 33900, educationPrice: 32400 },
      { capacity: '1TB Wi-Fi', price: 41900, educationPrice: 40400 },
      { capacity: '128GB Wi-Fi + Cellular', price: 27400, educationPrice: 25900 },
      { capacity: '256GB Wi-Fi + Cellular', price: 31400, educationPrice: 29900 },
    ],
  },
  {
    key: 'ipad-air-13-m3',
    category: 'ipad',
    family: 'ipad',
    shape: 'ipad',
    nameTh: 'iPad Air 13 นิ้ว (M3)',
    nameEn: 'iPad Air 13-inch (M3)',
    descriptionTh:
      'iPad Air 13 นิ้วมอบจอภาพ Liquid Retina ขนาดใหญ่สำหรับทั้งงานและความบันเทิง พร้อมพลังจากชิป M3 และการเชื่อมต่อ Wi-Fi 6E ที่รวดเร็ว',
    descriptionEn:
      'The 13-inch iPad Air gives you a big Liquid Retina display for work and play, with the power of M3 and fast Wi-Fi 6E.',
    releasedOn: '2025-03-12',
    limitQty: 3,
    stock: 12,
    colours: [
      SPACE_GREY,
      { code: 'blue', nameTh: 'สีฟ้า', nameEn: 'Blue', hex: '#a9bdd2' },
      { code: 'purple', nameTh: 'สีม่วง', nameEn: 'Purple', hex: '#d0c6df' },
      STARLIGHT,
    ],
    variants: [
      { capacity: '128GB Wi-Fi', price: 28900, educationPrice: 27400 },
      { capacity: '256GB Wi-Fi', price: 32900, educationPrice: 31400 },
      { capacity: '512GB Wi-Fi', price: 40900, educationPrice: 39400 },
      { capacity: '1TB Wi-Fi', price: 48900, educationPrice: 47400 },
      { capacity: '128GB Wi-Fi + Cellular', price: 34400, educationPrice: 32900 },
      { capacity: '256GB Wi-Fi + Cellular', price: 38400, educationPrice: 36900 },
    ],
  },
  {
    key: 'ipad-a16',
    category: 'ipad',
    family: 'ipad',
    shape: 'ipad',
    nameTh: 'iPad (A16)',
    nameEn: 'iPad (A16)',
    descriptionTh:
      'iPad ที่มีสีสันสดใสและใช้งานได้ทุกวัน ด้วยจอภาพ Liquid Retina ขนาด 11 นิ้ว ชิป A16 และความจุเริ่มต้น 128GB เหมาะสำหรับการเรียน การทำงาน และความบันเทิง',
    descriptionEn:
      'The colourful, everyday iPad with an 11-inch Liquid Retina display, the A16 chip and 128GB of storage to start, great for study, work and play.',
    releasedOn: '2025-03-12',
    limitQty: 3,
    stock: 35,
    colours: [
      { code: 'blue', nameTh: 'สีฟ้า', nameEn: 'Blue', hex: '#86aedb' },
      { code: 'pink', nameTh: 'สีชมพู', nameEn: 'Pink', hex: '#eebac8' },
      { code: 'yellow', nameTh: 'สีเหลือง', nameEn: 'Yellow', hex: '#f2de7c' },
      SILVER,
    ],
    variants: [
      { capacity: '128GB Wi-Fi', price: 12900, educationPrice: 11900, specialPrice: 11900 },
      { capacity: '256GB Wi-Fi', price: 16900, educationPrice: 15900 },
      { capacity: '512GB Wi-Fi', price: 24900, educationPrice: 23900 },
      { capacity: '128GB Wi-Fi + Cellular', price: 18400, educationPrice: 17400 },
      { capacity: '256GB Wi-Fi + Cellular', price: 22400, educationPrice: 21400 },
      { capacity: '512GB Wi-Fi + Cellular', price: 30400, educationPrice: 29400 },
    ],
  },
  {
    key: 'ipad-mini-a17-pro',
    category: 'ipad',
    family: 'ipad',
    shape: 'ipad',
    nameTh: 'iPad mini (A17 Pro)',
    nameEn: 'iPad mini (A17 Pro)',
    descriptionTh:
      'iPad mini ขนาดกะทัดรัดพกพาสะดวก พร้อมจอภาพ Liquid Retina 8.3 นิ้ว ชิป A17 Pro ที่รองรับ Apple Intelligence และการใช้งานร่วมกับ Apple Pencil Pro',
    descriptionEn:
      'The ultraportable iPad mini with an 8.3-inch Liquid Retina display, the A17 Pro chip built for Apple Intelligence and support for Apple Pencil Pro.',
    releasedOn: '2024-10-23',
    limitQty: 3,
    stock: 16,
    colours: [
      SPACE_GREY,
      { code: 'blue', nameTh: 'สีฟ้า', nameEn: 'Blue', hex: '#b5c7da' },
      { code: 'purple', nameTh: 'สีม่วง', nameEn: 'Purple', hex: '#cfc4de' },
      STARLIGHT,
    ],
    variants: [
      { capacity: '128GB Wi-Fi', price: 17900, educationPrice: 16700 },
      { capacity: '256GB Wi-Fi', price: 21900, educationPrice: 20700 },
      { capacity: '512GB Wi-Fi', price: 29900, educationPrice: 28700 },
      { capacity: '128GB Wi-Fi + Cellular', price: 23400, educationPrice: 22200 },
      { capacity: '256GB Wi-Fi + Cellular', price: 27400, educationPrice: 26200 },
      { capacity: '512GB Wi-Fi + Cellular', price: 35400, educationPrice: 34200 },
    ],
  },

  // ────────────────────────────── Mac ───────────────────────────────
  {
    key: 'macbook-air-13-m4',
    category: 'mac',
    family: 'mac-notebook',
    shape: 'macbook',
    nameTh: 'MacBook Air 13 นิ้ว (M4)',
    nameEn: 'MacBook Air 13-inch (M4)',
    descriptionTh:
      'MacBook Air ที่บางและเบา ขับเคลื่อนด้วยชิป M4 หน่วยความจำเริ่มต้น 16GB และแบตเตอรี่ที่ใช้งานได้สูงสุด 18 ชั่วโมง มาในสีฟ้าสกายใหม่',
    descriptionEn:
      'The strikingly thin MacBook Air with the M4 chip, 16GB of memory as standard and up to 18 hours of battery life, now in a new Sky Blue.',
    releasedOn: '2025-03-12',
    limitQty: 2,
    stock: 22,
    colours: [
      { code: 'sky-blue', nameTh: 'สีฟ้าสกาย', nameEn: 'Sky Blue', hex: '#c6d7e4' },
      SILVER,
      STARLIGHT,
      MIDNIGHT,
    ],
    variants: [
      { capacity: 'M4 10-core CPU 8-core GPU 16GB 256GB', price: 36900, educationPrice: 33900 },
      { capacity: 'M4 10-core CPU 10-core GPU 16GB 512GB', price: 43900, educationPrice: 40400 },
      { capacity: 'M4 10-core CPU 10-core GPU 24GB 512GB', price: 50900, educationPrice: 46900 },
    ],
  },
  {
    key: 'macbook-air-15-m4',
    category: 'mac',
    family: 'mac-notebook',
    shape: 'macbook',
    nameTh: 'MacBook Air 15 นิ้ว (M4)',
    nameEn: 'MacBook Air 15-inch (M4)',
    descriptionTh:
      'MacBook Air 15 นิ้วให้จอภาพ Liquid Retina ที่กว้างขึ้นในดีไซน์ที่บางเฉียบ พร้อมชิป M4 ระบบเสียงหกลำโพง และกล้อง Center Stage 12MP',
    descriptionEn:
      'MacBook Air 15-inch gives you a larger Liquid Retina display in a super-thin design, with M4, a six-speaker sound system and a 12MP Center Stage camera.',
    releasedOn: '2025-03-12',
    limitQty: 2,
    stock: 14,
    colours: [
      { code: 'sky-blue', nameTh: 'สีฟ้าสกาย', nameEn: 'Sky Blue', hex: '#c6d7e4' },
      SILVER,
      STARLIGHT,
      MIDNIGHT,
    ],
    variants: [
      { capacity: 'M4 10-core CPU 10-core GPU 16GB 256GB', price: 43900, educationPrice: 40400 },
      { capacity: 'M4 10-core CPU 10-core GPU 16GB 512GB', price: 50900, educationPrice: 46900 },
      { capacity: 'M4 10-core CPU 10-core GPU 24GB 512GB', price: 57900, educationPrice: 53400 },
    ],
  },
  {
    key: 'macbook-pro-14-m5',
    category: 'mac',
    family: 'mac-notebook',
    shape: 'macbook',
    nameTh: 'MacBook Pro 14 นิ้ว (M5)',
    nameEn: 'MacBook Pro 14-inch (M5)',
    descriptionTh:
      'MacBook Pro 14 นิ้วพร้อมชิป M5 ที่มี Neural Accelerator ในทุกคอร์ GPU ให้พลังด้าน AI และกราฟิกที่ก้าวกระโดด บนจอภาพ Liquid Retina XDR ที่สวยงามที่สุด',
    descriptionEn:
      'MacBook Pro 14-inch with M5, which puts a Neural Accelerator in every GPU core for a huge jump in AI and graphics performance, on a stunning Liquid Retina XDR display.',
    releasedOn: '2025-10-22',
    limitQty: 2,
    stock: 10,
    colours: [SPACE_BLACK, SILVER],
    variants: [
      { capacity: 'M5 10-core CPU 10-core GPU 16GB 512GB', price: 59900, educationPrice: 54900 },
      { capacity: 'M5 10-core CPU 10-core GPU 16GB 1TB', price: 66900, educationPrice: 61400 },
      { capacity: 'M5 10-core CPU 10-core GPU 24GB 1TB', price: 73900, educationPrice: 67900 },
    ],
  },
  {
    key: 'macbook-pro-14-m4-pro-max',
    category: 'mac',
    family: 'mac-notebook',
    shape: 'macbook',
    nameTh: 'MacBook Pro 14 นิ้ว (M4 Pro หรือ M4 Max)',
    nameEn: 'MacBook Pro 14-inch (M4 Pro or M4 Max)',
    descriptionTh:
      'MacBook Pro 14 นิ้วพร้อมชิป M4 Pro หรือ M4 Max สำหรับงานระดับโปรที่หนักหน่วง มีพอร์ต Thunderbolt 5 และแบตเตอรี่ที่ใช้งานได้ยาวนานตลอดวัน',
    descriptionEn:
      'MacBook Pro 14-inch with M4 Pro or M4 Max for the most demanding pro workloads, with Thunderbolt 5 ports and all-day battery life.',
    releasedOn: '2024-11-08',
    limitQty: 2,
    stock: 6,
    colours: [SPACE_BLACK, SILVER],
    variants: [
      {
        capacity: 'M4 Pro 12-core CPU 16-core GPU 24GB 512GB',
        price: 73900,
        educationPrice: 67900,
        specialPrice: 69900,
      },
      { capacity: 'M4 Pro 14-core CPU 20-core GPU 24GB 1TB', price: 89900, educationPrice: 82900 },
      {
        capacity: 'M4 Max 14-core CPU 32-core GPU 36GB 1TB',
        price: 119900,
        educationPrice: 110400,
        specialPrice: 114900,
      },
      { capacity: 'M4 Max 16-core CPU 40-core GPU 48GB 1TB', price: 139900, educationPrice: 128900 },
    ],
  },
  {
    key: 'macbook-pro-16-m4-pro-max',
    category: 'mac',
    family: 'mac-notebook',
    shape: 'macbook',
    nameTh: 'MacBook Pro 16 นิ้ว (M4 Pro หรือ M4 Max)',
    nameEn: 'MacBook Pro 16-inch (M4 Pro or M4 Max)',
    descriptionTh:
      'MacBook Pro 16 นิ้วให้จอภาพ Liquid Retina XDR ขนาดใหญ่ที่สุดพร้อมตัวเลือกจอแบบ Nano-texture ขับเคลื่อนด้วยชิป M4 Pro หรือ M4 Max และแบตเตอรี่ที่ใช้งานได้สูงสุด 24 ชั่วโมง',
    descriptionEn:
      'MacBook Pro 16-inch offers the largest Liquid Retina XDR display with an optional nano-texture finish, M4 Pro or M4 Max, and up to 24 hours of battery life.',
    releasedOn: '2024-11-08',
    limitQty: 2,
    stock: 4,
    colours: [SPACE_BLACK, SILVER],
    variants: [
      {
        capacity: 'M4 Pro 14-core CPU 20-core GPU 24GB 512GB',
        price: 94900,
        educationPrice: 87400,
        specialPrice: 89900,
      },
      { capacity: 'M4 Pro 14-core CPU 20-core GPU 48GB 512GB', price: 109900, educationPrice: 101400 },
      { capacity: 'M4 Max 14-core CPU 32-core GPU 36GB 1TB', price: 129900, educationPrice: 119900 },
      { capacity: 'M4 Max 16-core CPU 40-core GPU 48GB 1TB', price: 149900, educationPrice: 137900 },
    ],
  },
  {
    key: 'imac-m4',
    category: 'mac',
    family: 'mac-desktop',
    shape: 'imac',
    nameTh: 'iMac (M4)',
    nameEn: 'iMac (M4)',
    descriptionTh:
      'iMac ออลอินวันที่บางเฉียบพร้อมจอภาพ Retina 4.5K ขนาด 24 นิ้ว ชิป M4 และกล้อง Center Stage 12MP มาพร้อมอุปกรณ์เสริมสีเข้าชุดกับตัวเครื่อง',
    descriptionEn:
      'The ultra-thin all-in-one iMac with a 24-inch 4.5K Retina display, the M4 chip and a 12MP Center Stage camera, with colour-matched accessories in the box.',
    releasedOn: '2024-11-08',
    limitQty: 2,
    stock: 8,
    colours: [
      { code: 'blue', nameTh: 'สีฟ้า', nameEn: 'Blue', hex: '#6b8fbf' },
      { code: 'green', nameTh: 'สีเขียว', nameEn: 'Green', hex: '#7faa8f' },
      { code: 'pink', nameTh: 'สีชมพู', nameEn: 'Pink', hex: '#e9a9b3' },
      SILVER,
    ],
    variants: [
      { capacity: 'M4 8-core CPU 8-core GPU 16GB 256GB', price: 49900, educationPrice: 45900 },
      { capacity: 'M4 10-core CPU 10-core GPU 16GB 256GB', price: 56900, educationPrice: 52400 },
      { capacity: 'M4 10-core CPU 10-core GPU 16GB 512GB', price: 63900, educationPrice: 58900 },
      { capacity: 'M4 10-core CPU 10-core GPU 24GB 512GB', price: 70900, educationPrice: 65400 },
    ],
  },
  {
    key: 'mac-mini-m4',
    category: 'mac',
    family: 'mac-desktop',
    shape: 'mac-mini',
    nameTh: 'Mac mini (M4 หรือ M4 Pro)',
    nameEn: 'Mac mini (M4 or M4 Pro)',
    descriptionTh:
      'Mac mini ดีไซน์ใหม่ที่เล็กลงเหลือเพียง 5 x 5 นิ้ว แต่ทรงพลังด้วยชิป M4 หรือ M4 Pro พร้อมพอร์ตด้านหน้าที่เชื่อมต่อได้สะดวก',
    descriptionEn:
      'The redesigned Mac mini is just five by five inches yet packs M4 or M4 Pro, with convenient front-facing ports.',
    releasedOn: '2024-11-08',
    limitQty: 2,
    stock: 24,
    colours: [SILVER],
    variants: [
      {
        capacity: 'M4 10-core CPU 10-core GPU 16GB 256GB',
        price: 20900,
        educationPrice: 18900,
        specialPrice: 19900,
      },
      { capacity: 'M4 10-core CPU 10-core GPU 16GB 512GB', price: 27900, educationPrice: 25400 },
      { capacity: 'M4 10-core CPU 10-core GPU 24GB 512GB', price: 34900, educationPrice: 31900 },
      { capacity: 'M4 Pro 12-core CPU 16-core GPU 24GB 512GB', price: 48900, educationPrice: 44900 },
    ],
  },
  {
    key: 'mac-studio',
    category: 'mac',
    family: 'mac-desktop',
    shape: 'mac-studio',
    nameTh: 'Mac Studio',
    nameEn: 'Mac Studio',
    descriptionTh:
      'Mac Studio คือเดสก์ท็อปประสิทธิภาพสูงขนาดกะทัดรัด ให้เลือกใช้ชิป M4 Max หรือ M3 Ultra พร้อมพอร์ต Thunderbolt 5 สำหรับเวิร์กโฟลว์ระดับโปร',
    descriptionEn:
      'Mac Studio is a compact powerhouse desktop with a choice of M4 Max or M3 Ultra and Thunderbolt 5 connectivity for pro workflows.',
    releasedOn: '2025-03-12',
    limitQty: 2,
    stock: 3,
    colours: [SILVER],
    variants: [
      { capacity: 'M4 Max 14-core CPU 32-core GPU 36GB 512GB', price: 74900, educationPrice: 68900 },
      { capacity: 'M4 Max 16-core CPU 40-core GPU 64GB 1TB', price: 99900, educationPrice: 91900 },
      { capacity: 'M3 Ultra 28-core CPU 60-core GPU 96GB 1TB', price: 149900, educationPrice: 137900 },
    ],
  },

  // ───────────────────────────── Watch ──────────────────────────────
  {
    key: 'apple-watch-series-11',
    category: 'watch',
    family: 'watch',
    shape: 'watch',
    nameTh: 'Apple Watch Series 11',
    nameEn: 'Apple Watch Series 11',
    descriptionTh:
      'Apple Watch Series 11 มาพร้อมแบตเตอรี่ที่ใช้งานได้สูงสุด 24 ชั่วโมง การแจ้งเตือนความดันโลหิตสูง และคะแนนการนอนหลับ เพื่อช่วยให้คุณดูแลสุขภาพได้ดียิ่งขึ้น',
    descriptionEn:
      'Apple Watch Series 11 brings up to 24 hours of battery life, hypertension notifications and a sleep score to help you stay on top of your health.',
    releasedOn: '2025-09-19',
    limitQty: 3,
    stock: 18,
    colours: [
      { code: 'jet-black', nameTh: 'สีเจ็ทแบล็ค', nameEn: 'Jet Black', hex: '#1c1c1e' },
      { code: 'space-grey', nameTh: 'สีเทาสเปซเกรย์', nameEn: 'Space Grey', hex: '#5c5d61' },
      SILVER,
      { code: 'rose-gold', nameTh: 'สีโรสโกลด์', nameEn: 'Rose Gold', hex: '#e9c6b9' },
    ],
    variants: [
      { capacity: '42mm GPS', price: 14900 },
      { capacity: '46mm GPS', price: 15900 },
      { capacity: '42mm GPS + Cellular', price: 18400 },
      { capacity: '46mm GPS + Cellular', price: 19400 },
    ],
  },
  {
    key: 'apple-watch-series-11-titanium',
    category: 'watch',
    family: 'watch',
    shape: 'watch',
    nameTh: 'Apple Watch Series 11 ตัวเรือนไทเทเนียม',
    nameEn: 'Apple Watch Series 11 Titanium',
    descriptionTh:
      'Apple Watch Series 11 ตัวเรือนไทเทเนียมขัดเงาที่ทั้งเบาและทนทาน มาพร้อมการเชื่อมต่อ GPS + Cellular ในทุกรุ่นและจอภาพแซฟไฟร์คริสตัล',
    descriptionEn:
      'Apple Watch Series 11 in light, durable polished titanium, with GPS + Cellular on every model and a sapphire crystal display.',
    releasedOn: '2025-09-19',
    limitQty: 3,
    stock: 6,
    colours: [
      { code: 'natural', nameTh: 'สีธรรมชาติ', nameEn: 'Natural', hex: '#cac4b9' },
      { code: 'gold', nameTh: 'สีทอง', nameEn: 'Gold', hex: '#dac29c' },
      { code: 'slate', nameTh: 'สีสเลท', nameEn: 'Slate', hex: '#4a4b50' },
    ],
    variants: [
      { capacity: '42mm GPS + Cellular', price: 27900 },
      { capacity: '46mm GPS + Cellular', price: 29900 },
    ],
  },
  {
    key: 'apple-watch-ultra-3',
    category: 'watch',
    family: 'watch',
    shape: 'watch-ultra',
    nameTh: 'Apple Watch Ultra 3',
    nameEn: 'Apple Watch Ultra 3',
    descriptionTh:
      'Apple Watch Ultra 3 สุดยอดนาฬิกาสำหรับกีฬาและการผจญภัย พร้อมจอภาพที่ใหญ่ที่สุด การส่งข้อความฉุกเฉินผ่านดาวเทียม และแบตเตอรี่ที่ใช้งานได้สูงสุด 42 ชั่วโมง',
    descriptionEn:
      'Apple Watch Ultra 3 is the ultimate sports and adventure watch, with the biggest display yet, satellite SOS and up to 42 hours of battery life.',
    releasedOn: '2025-09-19',
    limitQty: 3,
    stock: 5,
    colours: [
      { code: 'natural', nameTh: 'สีธรรมชาติ', nameEn: 'Natural', hex: '#cfc8bd' },
      { ...BLACK, hex: '#28282a' },
    ],
    variants: [
      { capacity: '49mm Ocean Band', price: 31900 },
      { capacity: '49mm Trail Loop', price: 31900 },
      { capacity: '49mm Alpine Loop', price: 31900 },
      { capacity: '49mm Titanium Milanese Loop', price: 35900 },
    ],
  },
  {
    key: 'apple-watch-se-3',
    category: 'watch',
    family: 'watch',
    shape: 'watch',
    nameTh: 'Apple Watch SE 3',
    nameEn: 'Apple Watch SE 3',
    descriptionTh:
      'Apple Watch SE 3 มอบฟีเจอร์สำคัญด้านสุขภาพและความปลอดภัย พร้อมจอภาพแบบเปิดตลอดเวลาและชิป S10 ในราคาที่คุ้มค่า',
    descriptionEn:
      'Apple Watch SE 3 delivers the essential health and safety features, now with an Always-On display and the S10 chip, at a great price.',
    releasedOn: '2025-09-19',
    limitQty: 3,
    stock: 28,
    colours: [MIDNIGHT, STARLIGHT],
    variants: [
      { capacity: '40mm GPS', price: 8900 },
      { capacity: '44mm GPS', price: 9900 },
      { capacity: '40mm GPS + Cellular', price: 10900 },
      { capacity: '44mm GPS + Cellular', price: 11900 },
    ],
  },

  // ──────────────────────────── AirPods ─────────────────────────────
  {
    key: 'airpods-4',
    category: 'airpods',
    family: 'airpods',
    shape: 'airpods',
    nameTh: 'AirPods 4',
    nameEn: 'AirPods 4',
    descriptionTh:
      'AirPods 4 ออกแบบใหม่ให้สวมใส่สบายยิ่งขึ้น พร้อมเสียงเซอร์ราวด์แบบรอบทิศทางตามตำแหน่งศีรษะและเคสชาร์จ USB-C ที่เล็กลง',
    descriptionEn:
      'AirPods 4 are redesigned for all-day comfort, with Personalised Spatial Audio and a smaller USB-C charging case.',
    releasedOn: '2024-09-20',
    limitQty: 5,
    stock: 40,
    colours: [WHITE],
    variants: [{ price: 4990, specialPrice: 4590 }],
  },
  {
    key: 'airpods-4-anc',
    category: 'airpods',
    family: 'airpods',
    shape: 'airpods',
    nameTh: 'AirPods 4 พร้อมระบบตัดเสียงรบกวนแบบแอ็คทีฟ',
    nameEn: 'AirPods 4 with Active Noise Cancellation',
    descriptionTh:
      'AirPods 4 รุ่นที่มีระบบตัดเสียงรบกวนแบบแอ็คทีฟและโหมดเสียงรอบข้าง พร้อมเคสชาร์จที่รองรับการชาร์จแบบไร้สายและมีลำโพงสำหรับค้นหาด้วยแอปค้นหาของฉัน',
    descriptionEn:
      'AirPods 4 with Active Noise Cancellation and Transparency mode, plus a wireless charging case with a speaker for Find My.',
    releasedOn: '2024-09-20',
    limitQty: 5,
    stock: 30,
    colours: [WHITE],
    variants: [{ price: 6990 }],
  },
  {
    key: 'airpods-pro-3',
    category: 'airpods',
    family: 'airpods',
    shape: 'airpods-pro',
    nameTh: 'AirPods Pro 3',
    nameEn: 'AirPods Pro 3',
    descriptionTh:
      'AirPods Pro 3 ให้การตัดเสียงรบกวนแบบแอ็คทีฟที่ดีที่สุดในโลกสำหรับหูฟังแบบอินเอียร์ พร้อมการวัดอัตราการเต้นของหัวใจระหว่างออกกำลังกายและการแปลภาษาแบบสด',
    descriptionEn:
      "AirPods Pro 3 offer the world's best in-ear Active Noise Cancellation, heart-rate sensing during workouts and Live Translation.",
    releasedOn: '2025-09-19',
    limitQty: 5,
    stock: 25,
    colours: [WHITE],
    variants: [{ price: 8990 }],
  },
  {
    key: 'airpods-max',
    category: 'airpods',
    family: 'airpods',
    shape: 'airpods-max',
    nameTh: 'AirPods Max',
    nameEn: 'AirPods Max',
    descriptionTh:
      'AirPods Max หูฟังแบบครอบหูที่ให้เสียงความละเอียดสูง พร้อมระบบตัดเสียงรบกวนแบบแอ็คทีฟ เสียงเซอร์ราวด์แบบรอบทิศทาง และการชาร์จผ่าน USB-C',
    descriptionEn:
      'AirPods Max over-ear headphones deliver high-fidelity audio with Active Noise Cancellation, Personalised Spatial Audio and USB-C charging.',
    releasedOn: '2024-09-20',
    limitQty: 3,
    stock: 5,
    colours: [
      MIDNIGHT,
      STARLIGHT,
      { code: 'blue', nameTh: 'สีฟ้า', nameEn: 'Blue', hex: '#8fa7c5' },
      { code: 'orange', nameTh: 'สีส้ม', nameEn: 'Orange', hex: '#f1a77d' },
    ],
    variants: [{ price: 19900, specialPrice: 17900 }],
  },

  // ────────────────────────── Accessories ───────────────────────────
  {
    key: 'apple-pencil-pro',
    category: 'apple-accessories',
    family: 'accessory',
    shape: 'pencil',
    nameTh: 'Apple Pencil Pro',
    nameEn: 'Apple Pencil Pro',
    descriptionTh:
      'Apple Pencil Pro เพิ่มการบีบ การหมุนปากกาด้วยไจโรสโคป และการตอบสนองแบบสัมผัส เพื่อให้การวาดและจดบันทึกเป็นธรรมชาติยิ่งขึ้น รองรับการค้นหาด้วยแอปค้นหาของฉัน',
    descriptionEn:
      'Apple Pencil Pro adds squeeze, barrel roll and haptic feedback for even more natural drawing and note-taking, and works with Find My.',
    releasedOn: '2024-05-15',
    limitQty: 5,
    stock: 30,
    colours: [WHITE],
    variants: [{ price: 4790, educationPrice: 4390 }],
  },
  {
    key: 'apple-pencil-usb-c',
    category: 'apple-accessories',
    family: 'accessory',
    shape: 'pencil',
    nameTh: 'Apple Pencil (USB-C)',
    nameEn: 'Apple Pencil (USB-C)',
    descriptionTh:
      'Apple Pencil (USB-C) ให้ความแม่นยำระดับพิกเซลและความหน่วงต่ำ เหมาะสำหรับการจดบันทึกและการร่างภาพ จับคู่และชาร์จได้ง่ายผ่านสาย USB-C',
    descriptionEn:
      'Apple Pencil (USB-C) offers pixel-perfect precision and low latency for note-taking and sketching, and pairs and charges over a USB-C cable.',
    releasedOn: '2023-11-01',
    limitQty: 5,
    stock: 30,
    colours: [WHITE],
    variants: [{ price: 2990, educationPrice: 2690 }],
  },
  {
    key: 'magic-keyboard-ipad-pro-m5',
    category: 'apple-accessories',
    family: 'accessory',
    shape: 'ipad-keyboard',
    nameTh: 'Magic Keyboard สำหรับ iPad Pro (M5) - ภาษาไทย',
    nameEn: 'Magic Keyboard for iPad Pro (M5) - Thai',
    descriptionTh:
      'Magic Keyboard สำหรับ iPad Pro ที่บางและเบา มาพร้อมแถวปุ่มฟังก์ชั่น แทร็คแพดกระจกขนาดใหญ่ที่มีการตอบสนองแบบสัมผัส และที่พักข้อมือแบบอะลูมิเนียม',
    descriptionEn:
      'The thin, light Magic Keyboard for iPad Pro has a function row, a large glass trackpad with haptic feedback and an aluminium palm rest.',
    releasedOn: '2024-05-15',
    limitQty: 5,
    stock: 10,
    colours: [
      { ...BLACK, hex: '#1f1f21' },
      WHITE,
    ],
    variants: [
      { capacity: '11-inch', price: 11900, educationPrice: 10900 },
      { capacity: '13-inch', price: 13900, educationPrice: 12900 },
    ],
  },
  {
    key: 'magic-keyboard-ipad-air-m3',
    category: 'apple-accessories',
    family: 'accessory',
    shape: 'ipad-keyboard',
    nameTh: 'Magic Keyboard สำหรับ iPad Air (M3) - ภาษาไทย',
    nameEn: 'Magic Keyboard for iPad Air (M3) - Thai',
    descriptionTh:
      'Magic Keyboard สำหรับ iPad Air มาพร้อมแถวปุ่มฟังก์ชั่น 14 ปุ่มและแทร็คแพดที่ใหญ่ขึ้น ให้ประสบการณ์การพิมพ์ที่ยอดเยี่ยมและการป้องกันทั้งด้านหน้าและด้านหลัง',
    descriptionEn:
      'Magic Keyboard for iPad Air adds a 14-key function row and a larger trackpad for a great typing experience, with front and back protection.',
    releasedOn: '2025-03-12',
    limitQty: 5,
    stock: 12,
    colours: [WHITE],
    variants: [
      { capacity: '11-inch', price: 10900, educationPrice: 9990 },
      { capacity: '13-inch', price: 12900, educationPrice: 11900 },
    ],
  },
  {
    key: 'magic-keyboard-folio-ipad-a16',
    category: 'apple-accessories',
    family: 'accessory',
    shape: 'ipad-keyboard',
    nameTh: 'Magic Keyboard Folio สำหรับ iPad (A16) - ภาษาไทย',
    nameEn: 'Magic Keyboard Folio for iPad (A16) - Thai',
    descriptionTh:
      'Magic Keyboard Folio แบบสองชิ้นสำหรับ iPad (A16) มีแถวปุ่มฟังก์ชั่น 14 ปุ่มและแทร็คแพด ถอดคีย์บอร์ดออกได้เมื่อต้องการใช้เพียงปกหลังปรับมุมได้',
    descriptionEn:
      'The two-piece Magic Keyboard Folio for iPad (A16) has a 14-key function row and a trackpad; detach the keyboard when you only need the adjustable back panel.',
    releasedOn: '2022-10-26',
    limitQty: 5,
    stock: 10,
    colours: [WHITE],
    variants: [{ price: 9990, educationPrice: 9290 }],
  },
  {
    key: 'magic-keyboard-usb-c',
    category: 'apple-accessories',
    family: 'accessory',
    shape: 'keyboard',
    nameTh: 'Magic Keyboard (USB-C) - ภาษาไทย',
    nameEn: 'Magic Keyboard (USB-C) - Thai',
    descriptionTh:
      'Magic Keyboard ไร้สายที่พิมพ์ได้อย่างสบายและแม่นยำ มีแบตเตอรี่ในตัวที่ใช้งานได้นานประมาณหนึ่งเดือนต่อการชาร์จหนึ่งครั้ง และชาร์จผ่านพอร์ต USB-C',
    descriptionEn:
      'The wireless Magic Keyboard gives a comfortable, precise typing experience, with a built-in battery that lasts about a month and charges over USB-C.',
    releasedOn: '2024-10-28',
    limitQty: 5,
    stock: 15,
    colours: [WHITE],
    variants: [{ price: 3590 }],
  },
  {
    key: 'magic-keyboard-touch-id-usb-c',
    category: 'apple-accessories',
    family: 'accessory',
    shape: 'keyboard-touch-id',
    nameTh: 'Magic Keyboard พร้อม Touch ID (USB-C) - ภาษาไทย',
    nameEn: 'Magic Keyboard with Touch ID (USB-C) - Thai',
    descriptionTh:
      'Magic Keyboard พร้อม Touch ID สำหรับ Mac ที่ใช้ชิป Apple ให้คุณล็อกอิน ใช้ Apple Pay และสลับผู้ใช้ได้อย่างรวดเร็วและปลอดภัยด้วยลายนิ้วมือ',
    descriptionEn:
      'Magic Keyboard with Touch ID for Mac with Apple silicon lets you log in, use Apple Pay and switch users quickly and securely with your fingerprint.',
    releasedOn: '2024-10-28',
    limitQty: 5,
    stock: 12,
    colours: [WHITE],
    variants: [
      { capacity: 'Touch ID', price: 5290 },
      { capacity: 'Touch ID and Numeric Keypad', price: 6590, specialPrice: 5990 },
    ],
  },
  {
    key: 'magic-mouse-usb-c',
    category: 'apple-accessories',
    family: 'accessory',
    shape: 'mouse',
    nameTh: 'Magic Mouse (USB-C)',
    nameEn: 'Magic Mouse (USB-C)',
    descriptionTh:
      'Magic Mouse ไร้สายที่มีพื้นผิว Multi-Touch รองรับท่าทางต่าง ๆ เช่น การปัดหน้าและการเลื่อน พร้อมแบตเตอรี่ในตัวที่ชาร์จผ่านพอร์ต USB-C',
    descriptionEn:
      'The wireless Magic Mouse has a Multi-Touch surface for gestures like swiping and scrolling, and a built-in battery that charges over USB-C.',
    releasedOn: '2024-10-28',
    limitQty: 5,
    stock: 20,
    colours: [WHITE],
    variants: [{ price: 2990, specialPrice: 2690 }],
  },
  {
    key: 'magic-trackpad-usb-c',
    category: 'apple-accessories',
    family: 'accessory',
    shape: 'trackpad',
    nameTh: 'Magic Trackpad (USB-C)',
    nameEn: 'Magic Trackpad (USB-C)',
    descriptionTh:
      'Magic Trackpad มีพื้นผิว Multi-Touch ขนาดใหญ่ที่รองรับ Force Touch และท่าทาง Multi-Touch ทั้งหมด ทำให้การเลื่อนและการปัดบน Mac เป็นธรรมชาติยิ่งขึ้น',
    descriptionEn:
      'Magic Trackpad has a large Multi-Touch surface with Force Touch and full gesture support, making scrolling and swiping on your Mac more natural.',
    releasedOn: '2024-10-28',
    limitQty: 5,
    stock: 12,
    colours: [WHITE],
    variants: [{ price: 4790 }],
  },
  {
    key: 'airtag',
    category: 'apple-accessories',
    family: 'accessory',
    shape: 'airtag',
    nameTh: 'AirTag',
    nameEn: 'AirTag',
    descriptionTh:
      'ติด AirTag ไว้กับกุญแจหรือใส่ไว้ในกระเป๋า แล้วค้นหาของที่คุณรักได้ง่าย ๆ ด้วยแอปค้นหาของฉัน',
    descriptionEn:
      'Attach AirTag to your keys or slip one in your bag, then keep track of your things with the Find My app.',
    releasedOn: '2021-04-30',
    limitQty: 5,
    stock: 40,
    colours: [WHITE],
    variants: [{ capacity: '1 pack', price: 1190 }],
  },
  {
    key: 'airtag-4-pack',
    category: 'apple-accessories',
    family: 'accessory',
    shape: 'airtag',
    nameTh: 'AirTag แพ็ค 4 ชิ้น',
    nameEn: 'AirTag 4 pack',
    descriptionTh:
      'AirTag แพ็ค 4 ชิ้นสำหรับติดตามของหลายชิ้นพร้อมกัน ทั้งกุญแจ กระเป๋าเงิน และกระเป๋าเดินทาง ใช้การค้นหาแบบแม่นยำบน iPhone ที่รองรับได้',
    descriptionEn:
      'AirTag 4 pack keeps track of several things at once, from keys to wallet to luggage, with Precision Finding on supported iPhone models.',
    releasedOn: '2021-04-30',
    limitQty: 5,
    stock: 20,
    colours: [WHITE],
    variants: [{ price: 3990, specialPrice: 3690 }],
  },
  {
    key: 'usb-c-power-adapter-20w',
    category: 'apple-accessories',
    family: 'accessory',
    shape: 'adapter',
    nameTh: 'อะแดปเตอร์แปลงไฟ USB-C ขนาด 20 วัตต์',
    nameEn: '20W USB-C Power Adapter',
    descriptionTh:
      'อะแดปเตอร์แปลงไฟ USB-C ขนาด 20 วัตต์ ชาร์จได้อย่างรวดเร็วและมีประสิทธิภาพทั้งที่บ้าน ที่ทำงาน หรือระหว่างเดินทาง รองรับการชาร์จเร็วสำหรับ iPhone',
    descriptionEn:
      'The 20W USB-C Power Adapter offers fast, efficient charging at home, in the office or on the go, and supports fast charging for iPhone.',
    releasedOn: '2020-10-13',
    limitQty: 5,
    stock: 40,
    colours: [WHITE],
    variants: [{ price: 690, specialPrice: 590 }],
  },
  {
    key: 'usb-c-power-adapter-35w-dual',
    category: 'apple-accessories',
    family: 'accessory',
    shape: 'adapter-dual',
    nameTh: 'อะแดปเตอร์แปลงไฟแบบพอร์ต USB-C คู่ขนาด 35 วัตต์',
    nameEn: '35W Dual USB-C Port Power Adapter',
    descriptionTh:
      'อะแดปเตอร์แปลงไฟแบบพอร์ต USB-C คู่ขนาด 35 วัตต์ ช่วยให้คุณชาร์จอุปกรณ์สองเครื่องได้พร้อมกัน เหมาะสำหรับพกพาไปทุกที่',
    descriptionEn:
      'The 35W Dual USB-C Port Power Adapter lets you charge two devices at once, and is easy to take anywhere.',
    releasedOn: '2022-06-06',
    limitQty: 5,
    stock: 18,
    colours: [WHITE],
    variants: [{ price: 2090 }],
  },
  {
    key: 'usb-c-charge-cable',
    category: 'apple-accessories',
    family: 'accessory',
    shape: 'cable',
    nameTh: 'สายชาร์จ USB-C',
    nameEn: 'USB-C Charge Cable',
    descriptionTh:
      'สายชาร์จ USB-C แบบถักที่ม้วนเก็บได้โดยไม่พันกัน ใช้ชาร์จและซิงค์ข้อมูลระหว่างอุปกรณ์ USB-C รุ่น 240 วัตต์รองรับการชาร์จ MacBook Pro ด้วยกำลังสูงสุด',
    descriptionEn:
      'A woven USB-C charge cable that coils neatly without tangling, for charging and syncing USB-C devices; the 240W version can charge MacBook Pro at full power.',
    releasedOn: '2023-09-22',
    limitQty: 10,
    stock: 40,
    colours: [WHITE],
    variants: [
      { capacity: '60W 1m', price: 690 },
      { capacity: '240W 2m', price: 1090, specialPrice: 890 },
    ],
  },
  {
    key: 'magsafe-charger',
    category: 'apple-accessories',
    family: 'accessory',
    shape: 'magsafe',
    nameTh: 'ที่ชาร์จ MagSafe',
    nameEn: 'MagSafe Charger',
    descriptionTh:
      'ที่ชาร์จ MagSafe แบบใหม่ดูดติดกับ iPhone ได้อย่างแม่นยำ และชาร์จแบบไร้สายได้เร็วสูงสุด 25 วัตต์เมื่อใช้กับอะแดปเตอร์แปลงไฟที่รองรับ',
    descriptionEn:
      'The new MagSafe Charger snaps perfectly into place on iPhone and delivers faster wireless charging of up to 25W with a compatible power adapter.',
    releasedOn: '2024-09-20',
    limitQty: 5,
    stock: 25,
    colours: [WHITE],
    variants: [
      { capacity: '1m', price: 1590, specialPrice: 1390 },
      { capacity: '2m', price: 1990 },
    ],
  },
  {
    key: 'iphone-17-pro-silicone-case-magsafe',
    category: 'apple-accessories',
    family: 'accessory',
    shape: 'case',
    nameTh: 'เคสซิลิโคนพร้อม MagSafe สำหรับ iPhone 17 Pro',
    nameEn: 'iPhone 17 Pro Silicone Case with MagSafe',
    descriptionTh:
      'เคสซิลิโคนพร้อม MagSafe สำหรับ iPhone 17 Pro ออกแบบโดย Apple ให้สัมผัสนุ่มมือ ด้านในบุด้วยไมโครไฟเบอร์เพื่อช่วยปกป้อง iPhone ของคุณ',
    descriptionEn:
      'Designed by Apple, the Silicone Case with MagSafe for iPhone 17 Pro has a soft-touch finish and a microfibre lining to help protect your iPhone.',
    releasedOn: '2025-09-19',
    limitQty: 5,
    stock: 20,
    colours: [
      { ...BLACK, hex: '#1f1f21' },
      { code: 'anchor-blue', nameTh: 'สีน้ำเงินแองเคอร์', nameEn: 'Anchor Blue', hex: '#3c4b64' },
      { code: 'terra-cotta', nameTh: 'สีเทอร์ราคอตต้า', nameEn: 'Terra Cotta', hex: '#c46b4e' },
      { code: 'purple-fog', nameTh: 'สีม่วงฟ็อก', nameEn: 'Purple Fog', hex: '#b8a9c7' },
    ],
    variants: [{ price: 1990 }],
  },
  {
    key: 'iphone-17-pro-max-silicone-case-magsafe',
    category: 'apple-accessories',
    family: 'accessory',
    shape: 'case',
    nameTh: 'เคสซิลิโคนพร้อม MagSafe สำหรับ iPhone 17 Pro Max',
    nameEn: 'iPhone 17 Pro Max Silicone Case with MagSafe',
    descriptionTh:
      'เคสซิลิโคนพร้อม MagSafe สำหรับ iPhone 17 Pro Max พอดีกับตัวเครื่องอย่างแนบสนิท ติดกับที่ชาร์จ MagSafe ได้ทันทีเพื่อการชาร์จแบบไร้สายที่ง่ายขึ้น',
    descriptionEn:
      'The Silicone Case with MagSafe for iPhone 17 Pro Max fits snugly and snaps onto MagSafe chargers for simpler wireless charging.',
    releasedOn: '2025-09-19',
    limitQty: 5,
    stock: 18,
    colours: [
      { ...BLACK, hex: '#1f1f21' },
      { code: 'anchor-blue', nameTh: 'สีน้ำเงินแองเคอร์', nameEn: 'Anchor Blue', hex: '#3c4b64' },
      { code: 'terra-cotta', nameTh: 'สีเทอร์ราคอตต้า', nameEn: 'Terra Cotta', hex: '#c46b4e' },
      { code: 'purple-fog', nameTh: 'สีม่วงฟ็อก', nameEn: 'Purple Fog', hex: '#b8a9c7' },
    ],
    variants: [{ price: 1990 }],
  },
  {
    key: 'iphone-17-pro-clear-case-magsafe',
    category: 'apple-accessories',
    family: 'accessory',
    shape: 'case',
    nameTh: 'เคสใสพร้อม MagSafe สำหรับ iPhone 17 Pro',
    nameEn: 'iPhone 17 Pro Clear Case with MagSafe',
    descriptionTh:
      'เคสใสพร้อม MagSafe สำหรับ iPhone 17 Pro ผลิตจากโพลีคาร์บอเนตใสพิเศษที่ไม่เหลืองง่าย เผยให้เห็นสีสันของ iPhone ได้อย่างเต็มที่',
    descriptionEn:
      'The Clear Case with MagSafe for iPhone 17 Pro is made of optically clear polycarbonate that resists yellowing, so the colour of your iPhone shows through.',
    releasedOn: '2025-09-19',
    limitQty: 5,
    stock: 22,
    colours: [{ code: 'clear', nameTh: 'ใส', nameEn: 'Clear', hex: '#e6edf2' }],
    variants: [{ price: 1990, specialPrice: 1690 }],
  },
  {
    key: 'iphone-17-pro-max-clear-case-magsafe',
    category: 'apple-accessories',
    family: 'accessory',
    shape: 'case',
    nameTh: 'เคสใสพร้อม MagSafe สำหรับ iPhone 17 Pro Max',
    nameEn: 'iPhone 17 Pro Max Clear Case with MagSafe',
    descriptionTh:
      'เคสใสพร้อม MagSafe สำหรับ iPhone 17 Pro Max บางเบาแต่ช่วยปกป้องตัวเครื่อง และติดกับอุปกรณ์เสริม MagSafe ได้อย่างแม่นยำ',
    descriptionEn:
      'The Clear Case with MagSafe for iPhone 17 Pro Max is thin and light yet protective, and aligns perfectly with MagSafe accessories.',
    releasedOn: '2025-09-19',
    limitQty: 5,
    stock: 4,
    colours: [{ code: 'clear', nameTh: 'ใส', nameEn: 'Clear', hex: '#e6edf2' }],
    variants: [{ price: 1990 }],
  },
];
