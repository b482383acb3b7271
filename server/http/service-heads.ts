import type { Lang } from './lang.ts';

const SHOP = 'Apple Premium Reseller';

/**
 * The pages a shopper reaches from a link in a mail, a bookmark or a shared address without them being indexed
 * (they have no canonical address): their titles and descriptions, word for word their routes' heads
 * (src/routes/{-$locale}/login.tsx and the others named here).
 */
const SERVICE_PAGES: Record<string, Record<Lang, { name: string; description: string }>> = {
  '/login': {
    th: { name: 'เข้าสู่ระบบ', description: 'เข้าสู่ระบบบัญชีของคุณเพื่อติดตามคำสั่งซื้อ บันทึกรายการโปรดและที่อยู่ และใช้ราคาเพื่อการศึกษา' },
    en: { name: 'Log in', description: 'Log in to your account to follow your orders, keep a wishlist, save your addresses and use education pricing.' },
  },
  '/register': {
    th: { name: 'สร้างบัญชีใหม่', description: 'สร้างบัญชีเพื่อชำระเงินได้เร็วขึ้น ติดตามคำสั่งซื้อ บันทึกรายการโปรด และรับราคาเพื่อการศึกษา' },
    en: { name: 'Create an account', description: 'Create an account to check out faster, follow your orders, keep a wishlist and get education pricing.' },
  },
  '/register/social': {
    th: { name: 'สร้างบัญชีให้เสร็จสมบูรณ์', description: 'กรอกข้อมูลที่จำเป็นเพื่อสร้างบัญชีที่คุณเริ่มด้วย Facebook หรือ Apple ให้เสร็จสมบูรณ์' },
    en: { name: 'Finish creating your account', description: 'Add the details we need to finish the account you started with Facebook or Apple.' },
  },
  '/forgot-password': {
    th: { name: 'ลืมรหัสผ่าน?', description: 'กรอกอีเมลของบัญชี แล้วเราจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ให้คุณ' },
    en: { name: 'Forgot your password?', description: "Enter your account's email and we will send you a link to choose a new password." },
  },
  '/reset-password': {
    th: { name: 'ตั้งรหัสผ่านใหม่', description: 'ตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณด้วยลิงก์ที่เราส่งไปทางอีเมล' },
    en: { name: 'Choose a new password', description: 'Choose a new password for your account with the link we emailed you.' },
  },
  '/activate-account': {
    th: { name: 'เปิดใช้งานบัญชี', description: 'เปิดใช้งานบัญชีใหม่ของคุณด้วยลิงก์ที่เราส่งไปทางอีเมล แล้วเข้าสู่ระบบเพื่อเลือกซื้อสินค้า' },
    en: { name: 'Activate your account', description: 'Activate your new account with the link we emailed you, then log in to shop.' },
  },
  '/cart': {
    th: { name: 'ถุงช้อปปิ้งของคุณ', description: 'สินค้าในถุงช้อปปิ้งของคุณ ราคา ค่าจัดส่ง คูปอง และราคาเพื่อการศึกษา ก่อนชำระเงิน' },
    en: { name: 'Your bag', description: 'The products in your bag with their prices, delivery, coupons and education pricing, before you check out.' },
  },
  '/workshop-cancel': {
    th: {
      name: 'ยกเลิกการลงทะเบียนเวิร์กช็อป',
      description: 'ยกเลิกที่นั่งเวิร์กช็อปที่ลงทะเบียนไว้ด้วยลิงก์ในอีเมลยืนยันการลงทะเบียน เพื่อให้ผู้อื่นได้ใช้ที่นั่ง',
    },
    en: {
      name: 'Cancel your workshop registration',
      description: 'Cancel the workshop seats you registered for with the link in your registration email, so that someone else can take them.',
    },
  },
  '/order-tracking': {
    th: { name: 'ติดตามคำสั่งซื้อ', description: 'กรอกหมายเลขคำสั่งซื้อ และอีเมลหรือเบอร์โทรศัพท์ที่ใช้สั่งซื้อ เพื่อดูสถานะคำสั่งซื้อของคุณ' },
    en: { name: 'Track your order', description: 'Enter your order number and the email or phone number you ordered with to see where your order is.' },
  },
};

/** The head of a service page (an order's tracking page is the tracking page's), or null for any other path. */
export function serviceHeadOf(lang: Lang, bare: string): { title: string; description: string } | null {
  const path = bare.replace(/(.)\/+$/, '$1').replace(/^\/order-tracking\/[^/]+$/, '/order-tracking');
  const page = SERVICE_PAGES[path]?.[lang];
  return page ? { title: `${page.name} | ${SHOP}`, description: page.description } : null;
}
