import { type Bilingual, productId, productImage, productName, t } from '../seed-values.ts';

/** Comparison tables (/compare-product/{x}); `values[i]` describes `models[i]`. Prices come from the catalogue. */

const model = (slug: string, colour: string) => ({ productId: productId(slug), slug, name: productName(slug), image: productImage(slug, colour, 278) });
const row = (label: Bilingual, ...values: (Bilingual | string)[]) => ({ label, values });
const upTo = (hours: number) => t(`สูงสุด ${hours} ชั่วโมง`, `Up to ${hours} hours`);
const yes = t('รองรับ', 'Yes');
const no = t('ไม่รองรับ', 'No');

export const compareTables = {
  iphone: {
    slug: 'iphone',
    title: t('เปรียบเทียบรุ่น iPhone', 'Compare iPhone models'),
    models: [
      model('iphone-17-pro-max', 'cosmic-orange'),
      model('iphone-17-pro', 'deep-blue'),
      model('iphone-air', 'sky-blue'),
      model('iphone-17', 'lavender'),
      model('iphone-16e', 'white'),
    ],
    rows: [
      row(
        t('จอภาพ', 'Display'),
        '6.9" Super Retina XDR, ProMotion 120Hz',
        '6.3" Super Retina XDR, ProMotion 120Hz',
        '6.5" Super Retina XDR, ProMotion 120Hz',
        '6.3" Super Retina XDR, ProMotion 120Hz',
        '6.1" Super Retina XDR, 60Hz',
      ),
      row(t('ชิป', 'Chip'), 'A19 Pro', 'A19 Pro', 'A19 Pro', 'A19', 'A18'),
      row(
        t('กล้องหลัง', 'Rear cameras'),
        t('48MP Fusion, 48MP อัลตร้าไวด์, 48MP เทเลโฟโต้', '48MP Fusion, 48MP Ultra Wide, 48MP Telephoto'),
        t('48MP Fusion, 48MP อัลตร้าไวด์, 48MP เทเลโฟโต้', '48MP Fusion, 48MP Ultra Wide, 48MP Telephoto'),
        '48MP Fusion',
        t('48MP Fusion, 48MP อัลตร้าไวด์', '48MP Fusion, 48MP Ultra Wide'),
        '48MP Fusion',
      ),
      row(
        t('ซูมระดับออปติคอล', 'Optical-quality zoom'),
        t('สูงสุด 8 เท่า', 'Up to 8x'),
        t('สูงสุด 8 เท่า', 'Up to 8x'),
        t('2 เท่า', '2x'),
        t('2 เท่า', '2x'),
        t('2 เท่า', '2x'),
      ),
      row(t('กล้องหน้า', 'Front camera'), '18MP Center Stage', '18MP Center Stage', '18MP Center Stage', '18MP Center Stage', '12MP TrueDepth'),
      row(t('แบตเตอรี่ (เล่นวิดีโอ)', 'Battery (video playback)'), upTo(37), upTo(31), upTo(27), upTo(30), upTo(26)),
      row(t('ความจุ', 'Storage'), '256GB, 512GB, 1TB, 2TB', '256GB, 512GB, 1TB', '256GB, 512GB, 1TB', '256GB, 512GB', '128GB, 256GB, 512GB'),
      row(
        t('วัสดุตัวเครื่อง', 'Design'),
        t('อะลูมิเนียมยูนิบอดี้', 'Aluminium unibody'),
        t('อะลูมิเนียมยูนิบอดี้', 'Aluminium unibody'),
        t('ไทเทเนียม', 'Titanium'),
        t('อะลูมิเนียม', 'Aluminium'),
        t('อะลูมิเนียม', 'Aluminium'),
      ),
      row(t('น้ำหนัก', 'Weight'), t('231 กรัม', '231 g'), t('204 กรัม', '204 g'), t('165 กรัม', '165 g'), t('177 กรัม', '177 g'), t('167 กรัม', '167 g')),
    ],
  },
  ipad: {
    slug: 'ipad',
    title: t('เปรียบเทียบรุ่น iPad', 'Compare iPad models'),
    models: [model('ipad-pro-11-m5', 'space-black'), model('ipad-air-11-m3', 'blue'), model('ipad-a16', 'yellow'), model('ipad-mini-a17-pro', 'purple')],
    rows: [
      row(t('จอภาพ', 'Display'), '11" Ultra Retina XDR, ProMotion', '11" Liquid Retina', '11" Liquid Retina', '8.3" Liquid Retina'),
      row(t('ชิป', 'Chip'), 'M5', 'M3', 'A16', 'A17 Pro'),
      row(t('Apple Intelligence', 'Apple Intelligence'), yes, yes, no, yes),
      row(
        t('Apple Pencil ที่รองรับ', 'Apple Pencil support'),
        'Apple Pencil Pro, Apple Pencil (USB-C)',
        'Apple Pencil Pro, Apple Pencil (USB-C)',
        'Apple Pencil (USB-C)',
        'Apple Pencil Pro, Apple Pencil (USB-C)',
      ),
      row(
        t('คีย์บอร์ดที่รองรับ', 'Keyboard support'),
        t('Magic Keyboard สำหรับ iPad Pro (M5)', 'Magic Keyboard for iPad Pro (M5)'),
        t('Magic Keyboard สำหรับ iPad Air (M3)', 'Magic Keyboard for iPad Air (M3)'),
        'Magic Keyboard Folio',
        no,
      ),
      row(t('ความจุ', 'Storage'), '256GB – 2TB', '128GB – 1TB', '128GB – 512GB', '128GB – 512GB'),
      row(t('น้ำหนัก (Wi-Fi)', 'Weight (Wi-Fi)'), t('444 กรัม', '444 g'), t('460 กรัม', '460 g'), t('477 กรัม', '477 g'), t('293 กรัม', '293 g')),
    ],
  },
  mac: {
    slug: 'mac',
    title: t('เปรียบเทียบรุ่น MacBook', 'Compare MacBook models'),
    models: [
      model('macbook-air-13-m4', 'sky-blue'),
      model('macbook-air-15-m4', 'midnight'),
      model('macbook-pro-14-m5', 'space-black'),
      model('macbook-pro-14-m4-pro-max', 'silver'),
      model('macbook-pro-16-m4-pro-max', 'space-black'),
    ],
    rows: [
      row(t('จอภาพ', 'Display'), '13.6" Liquid Retina', '15.3" Liquid Retina', '14.2" Liquid Retina XDR', '14.2" Liquid Retina XDR', '16.2" Liquid Retina XDR'),
      row(t('ชิป', 'Chip'), 'M4', 'M4', 'M5', 'M4 Pro / M4 Max', 'M4 Pro / M4 Max'),
      row(t('หน่วยความจำ', 'Memory'), '16GB – 32GB', '16GB – 32GB', '16GB – 32GB', '24GB – 128GB', '24GB – 128GB'),
      row(t('แบตเตอรี่', 'Battery'), upTo(18), upTo(18), upTo(24), upTo(22), upTo(24)),
      row(
        t('พอร์ต', 'Ports'),
        'Thunderbolt 4 × 2, MagSafe 3',
        'Thunderbolt 4 × 2, MagSafe 3',
        'Thunderbolt 4 × 3, HDMI, SDXC, MagSafe 3',
        'Thunderbolt 5 × 3, HDMI, SDXC, MagSafe 3',
        'Thunderbolt 5 × 3, HDMI, SDXC, MagSafe 3',
      ),
      row(
        t('น้ำหนัก', 'Weight'),
        t('1.24 กก.', '1.24 kg'),
        t('1.51 กก.', '1.51 kg'),
        t('1.55 กก.', '1.55 kg'),
        t('1.60 กก.', '1.60 kg'),
        t('2.15 กก.', '2.15 kg'),
      ),
    ],
  },
  watch: {
    slug: 'watch',
    title: t('เปรียบเทียบรุ่น Apple Watch', 'Compare Apple Watch models'),
    models: [model('apple-watch-series-11', 'jet-black'), model('apple-watch-ultra-3', 'natural'), model('apple-watch-se-3', 'midnight')],
    rows: [
      row(t('ขนาดตัวเรือน', 'Case size'), '42mm, 46mm', '49mm', '40mm, 44mm'),
      row(
        t('จอภาพ', 'Display'),
        t('Retina แบบเปิดตลอดเวลา', 'Always-On Retina'),
        t('Retina แบบเปิดตลอดเวลา สว่างสูงสุด 3,000 นิต', 'Always-On Retina, up to 3,000 nits'),
        t('Retina แบบเปิดตลอดเวลา', 'Always-On Retina'),
      ),
      row(t('ชิป', 'Chip'), 'S10', 'S10', 'S10'),
      row(t('แบตเตอรี่', 'Battery'), upTo(24), upTo(42), upTo(18)),
      row(
        t('ฟีเจอร์สุขภาพ', 'Health features'),
        t('แจ้งเตือนภาวะความดันโลหิตสูง, คะแนนการนอนหลับ, ECG', 'Hypertension notifications, Sleep Score, ECG'),
        t('แจ้งเตือนภาวะความดันโลหิตสูง, คะแนนการนอนหลับ, ECG', 'Hypertension notifications, Sleep Score, ECG'),
        t('คะแนนการนอนหลับ, ตรวจจับอุณหภูมิข้อมือ', 'Sleep Score, wrist temperature sensing'),
      ),
      row(t('การกันน้ำ', 'Water resistance'), t('50 เมตร', '50 m'), t('100 เมตร ดำน้ำได้ลึก 40 เมตร', '100 m, diving to 40 m'), t('50 เมตร', '50 m')),
    ],
  },
};
