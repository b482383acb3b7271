import type { PaymentMethod } from '../../contract/payment-method.ts';
import type { Lang } from '../http/lang.ts';
import { hello, type MailContent, render } from './templates.ts';

/** An order as its mails show it, amounts already written as shoppers read them ('฿48,900'). */
export interface OrderMailFacts {
  firstName: string;
  orderId: string;
  lines: { name: string; quantity: number; amount: string }[];
  /** the coupon's discount; null when there is none */
  discount: string | null;
  /** the education discount (the lines show regular prices); null when there is none */
  educationDiscount: string | null;
  /** null: free delivery */
  deliveryFee: string | null;
  total: string;
  /** the order's page in the customer's account, or its tracking page for an order without an account (a pre-order) */
  link: string;
  /** a pre-order: reserved now, delivered when the product ships in Thailand */
  preorder: boolean;
}

const TEXTS = {
  th: {
    discount: 'ส่วนลด',
    educationDiscount: 'ส่วนลดเพื่อการศึกษา',
    delivery: 'ค่าจัดส่ง',
    free: 'ฟรี',
    total: 'ยอดชำระทั้งหมด (รวมภาษีมูลค่าเพิ่ม)',
    view: 'ดูคำสั่งซื้อ',
    thanks: 'ขอบคุณที่เลือกซื้อสินค้ากับเรา',
    method: { card: 'บัตรเครดิต/เดบิต', promptpay: 'พร้อมเพย์', 'bank-transfer': 'การโอนเงินผ่านธนาคาร' },
  },
  en: {
    discount: 'Discount',
    educationDiscount: 'Education discount',
    delivery: 'Delivery',
    free: 'Free',
    total: 'Total (VAT included)',
    view: 'View your order',
    thanks: 'Thank you for shopping with us.',
    method: { card: 'card', promptpay: 'PromptPay', 'bank-transfer': 'bank transfer' },
  },
} satisfies Record<Lang, unknown>;

/** The order's lines (name × quantity, line total), its discount, delivery and total, the total last. */
function orderRows(lang: Lang, facts: OrderMailFacts): [string, string][] {
  const t = TEXTS[lang];
  return [
    ...facts.lines.map(({ name, quantity, amount }): [string, string] => [`${name} × ${quantity}`, amount]),
    ...(facts.educationDiscount ? [[t.educationDiscount, `-${facts.educationDiscount}`] as [string, string]] : []),
    ...(facts.discount ? [[t.discount, `-${facts.discount}`] as [string, string]] : []),
    [t.delivery, facts.deliveryFee ?? t.free],
    [t.total, facts.total],
  ];
}

const viewButton = (lang: Lang, link: string) => ({ label: TEXTS[lang].view, url: link });

/** Sent once when the order is placed; `deadline` is when an unpaid order expires, in Thai time. */
export function orderConfirmationMail(lang: Lang, facts: OrderMailFacts & { deadline: string }): MailContent {
  const { orderId, deadline, preorder } = facts;
  const en = preorder
    ? { subject: `We have received your pre-order ${orderId}`, thanks: `Thank you for your pre-order. We have received pre-order ${orderId}.` }
    : { subject: `We have received your order ${orderId}`, thanks: `Thank you for your order. We have received order ${orderId}.` };
  const th = preorder
    ? { subject: `ได้รับการสั่งจองหมายเลข ${orderId} แล้ว`, thanks: `ขอบคุณสำหรับการสั่งจอง เราได้รับการสั่งจองหมายเลข ${orderId} ของท่านแล้ว` }
    : { subject: `ได้รับคำสั่งซื้อหมายเลข ${orderId} แล้ว`, thanks: `ขอบคุณสำหรับคำสั่งซื้อ เราได้รับคำสั่งซื้อหมายเลข ${orderId} ของท่านแล้ว` };
  return render(lang, {
    subject: lang === 'en' ? en.subject : th.subject,
    greeting: hello(lang, facts.firstName),
    lines:
      lang === 'en'
        ? [en.thanks, `Please pay by ${deadline} (Thailand time); an order not paid by then expires.`]
        : [th.thanks, `กรุณาชำระเงินภายใน ${deadline} (เวลาประเทศไทย) หากไม่ชำระเงินภายในเวลานี้ คำสั่งซื้อจะหมดอายุ`],
    rows: orderRows(lang, facts),
    button: viewButton(lang, facts.link),
    after: [TEXTS[lang].thanks],
  });
}

/** Sent once when a payment pays the order. */
export function paymentReceivedMail(lang: Lang, facts: OrderMailFacts & { method: PaymentMethod; receiptNumber: string }): MailContent {
  const { orderId, receiptNumber } = facts;
  const method = TEXTS[lang].method[facts.method];
  const receipt = facts.preorder
    ? lang === 'en'
      ? `Your receipt and tax invoice is number ${receiptNumber}.`
      : `ใบเสร็จรับเงิน/ใบกำกับภาษีของท่านคือเลขที่ ${receiptNumber}`
    : lang === 'en'
      ? `Your receipt and tax invoice is number ${receiptNumber}: you can print it from the order's page.`
      : `ใบเสร็จรับเงิน/ใบกำกับภาษีของท่านคือเลขที่ ${receiptNumber} ท่านพิมพ์ได้จากหน้าคำสั่งซื้อ`;
  return render(lang, {
    subject: facts.preorder
      ? lang === 'en'
        ? `Payment received for pre-order ${orderId}`
        : `ได้รับการชำระเงินสำหรับการสั่งจองหมายเลข ${orderId} แล้ว`
      : lang === 'en'
        ? `Payment received for order ${orderId}`
        : `ได้รับการชำระเงินสำหรับคำสั่งซื้อหมายเลข ${orderId} แล้ว`,
    greeting: hello(lang, facts.firstName),
    lines: facts.preorder
      ? lang === 'en'
        ? [
            `We have received your ${method} payment for pre-order ${orderId}. Your pre-order is reserved: we deliver it as soon as the product ships in Thailand and send you an email with the tracking number.`,
            receipt,
          ]
        : [
            `เราได้รับการชำระเงินด้วย${method}สำหรับการสั่งจองหมายเลข ${orderId} เรียบร้อยแล้ว สินค้าของท่านได้รับการจองไว้แล้ว เราจะจัดส่งทันทีที่สินค้าวางจำหน่ายในประเทศไทย พร้อมแจ้งหมายเลขพัสดุทางอีเมล`,
            receipt,
          ]
      : lang === 'en'
        ? [`We have received your ${method} payment for order ${orderId} and will prepare your items for delivery.`, receipt]
        : [`เราได้รับการชำระเงินด้วย${method}สำหรับคำสั่งซื้อหมายเลข ${orderId} เรียบร้อยแล้ว และจะจัดเตรียมสินค้าเพื่อจัดส่งให้ท่านต่อไป`, receipt],
    rows: orderRows(lang, facts),
    button: viewButton(lang, facts.link),
    after: [TEXTS[lang].thanks],
  });
}

/** Sent once when the customer cancels an order they had not paid for: nothing is owed, and it can be ordered again. */
export function orderCancelledMail(lang: Lang, facts: OrderMailFacts): MailContent {
  const { orderId } = facts;
  return render(lang, {
    subject: lang === 'en' ? `Order ${orderId} is cancelled` : `ยกเลิกคำสั่งซื้อหมายเลข ${orderId} แล้ว`,
    greeting: hello(lang, facts.firstName),
    lines:
      lang === 'en'
        ? [
            `As you asked, we have cancelled order ${orderId}. There is nothing to pay for it. If you still want these items, you can order them again at any time.`,
          ]
        : [`เราได้ยกเลิกคำสั่งซื้อหมายเลข ${orderId} ตามที่ท่านแจ้งแล้ว ท่านไม่ต้องชำระเงินสำหรับคำสั่งซื้อนี้ หากยังต้องการสินค้าเหล่านี้ สามารถสั่งซื้อใหม่ได้ทุกเมื่อ`],
    rows: orderRows(lang, facts),
    button: viewButton(lang, facts.link),
    after: [TEXTS[lang].thanks],
  });
}

/** When the refund of each payment method arrives, as the refund policy (/online-refund-policy) says. */
const REFUND_TIMES: Record<Lang, Record<PaymentMethod, string>> = {
  th: {
    card: 'โดยยกเลิกรายการบนบัตรภายใน 7 วันทำการ ยอดจะปรากฏในรอบบัญชีถัดไปตามธนาคารผู้ออกบัตร',
    promptpay: 'โดยโอนคืนเข้าบัญชีพร้อมเพย์ที่ใช้ชำระภายใน 7 วันทำการ',
    'bank-transfer': 'โดยโอนคืนเข้าบัญชีธนาคารของท่านภายใน 14 วันทำการ เจ้าหน้าที่จะติดต่อขอเลขที่บัญชี ซึ่งชื่อบัญชีต้องตรงกับชื่อผู้สั่งซื้อ',
  },
  en: {
    card: 'as a reversal on your card within 7 working days; it shows on your next statement, as your card issuer sets it',
    promptpay: 'to the PromptPay account you paid from within 7 working days',
    'bank-transfer':
      "to your bank account within 14 working days: our customer service will ask you for its number, and the account must be in the orderer's name",
  },
};

/**
 * Sent once when the shop cancels an order that was paid: the money comes back in full, by the way it was paid, and
 * a credit note takes back the receipt.
 */
export function orderRefundedMail(lang: Lang, facts: OrderMailFacts & { method: PaymentMethod; receiptNumber: string; creditNoteNumber: string }): MailContent {
  const { orderId, receiptNumber, creditNoteNumber, total } = facts;
  const method = TEXTS[lang].method[facts.method];
  const refund = REFUND_TIMES[lang][facts.method];
  const creditNote = facts.preorder
    ? lang === 'en'
      ? `Credit note ${creditNoteNumber} takes back your receipt and tax invoice ${receiptNumber}.`
      : `ใบลดหนี้เลขที่ ${creditNoteNumber} ยกเลิกใบเสร็จรับเงิน/ใบกำกับภาษีเลขที่ ${receiptNumber} ของท่าน`
    : lang === 'en'
      ? `Credit note ${creditNoteNumber} takes back your receipt and tax invoice ${receiptNumber}: you can print it from the order's page.`
      : `ใบลดหนี้เลขที่ ${creditNoteNumber} ยกเลิกใบเสร็จรับเงิน/ใบกำกับภาษีเลขที่ ${receiptNumber} ของท่าน ท่านพิมพ์ได้จากหน้าคำสั่งซื้อ`;
  return render(lang, {
    subject: lang === 'en' ? `Order ${orderId} is cancelled and refunded` : `ยกเลิกคำสั่งซื้อหมายเลข ${orderId} และคืนเงินแล้ว`,
    greeting: hello(lang, facts.firstName),
    lines:
      lang === 'en'
        ? [`We have cancelled order ${orderId}. We refund the ${total} you paid by ${method} in full, ${refund}.`, creditNote]
        : [`เราได้ยกเลิกคำสั่งซื้อหมายเลข ${orderId} แล้ว และจะคืนเงิน ${total} ที่ท่านชำระด้วย${method}เต็มจำนวน ${refund}`, creditNote],
    rows: orderRows(lang, facts),
    button: viewButton(lang, facts.link),
    after: [TEXTS[lang].thanks],
  });
}
