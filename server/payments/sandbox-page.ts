import { type Lang, pick } from '../http/lang.ts';

const SHOP = { th: 'Apple Premium Reseller ออนไลน์สโตร์', en: 'Apple Premium Reseller online store' };

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A gateway's way of showing money: baht with thousands separators and satang, e.g. ฿48,900.00. */
export const gatewayAmount = (satang: number) => `฿${(satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface SandboxPageInput {
  lang: Lang;
  orderId: string;
  satang: number;
  /** false once the payment has its result: the page then only links back to the shop */
  payable: boolean;
  returnPath: string;
}

const STYLE = `
body{margin:0;font-family:-apple-system,"Segoe UI","Noto Sans Thai",sans-serif;background:#f5f5f7;color:#1d1d1f}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:16px;padding:32px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}
.note{background:#fff4e5;color:#8a4b00;border-radius:8px;padding:8px 12px;font-size:14px;margin:16px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:24px 0}
dt{color:#6e6e73}dd{margin:0;text-align:right;font-weight:600}
.amount{font-size:24px}
form{display:flex;gap:12px}
button,a.back{flex:1;font:inherit;font-size:16px;padding:12px;border-radius:10px;border:0;cursor:pointer;text-align:center;text-decoration:none}
button[value=pay],a.back{background:#0071e3;color:#fff}
button[value=decline]{background:#e8e8ed;color:#1d1d1f}`;

/**
 * The sandbox gateway's hosted card page: self-contained HTML (the CSP allows inline styles, no scripts).
 * The form has no action, so it posts back to the page's own URL.
 */
export function sandboxPaymentPage({ lang, orderId, satang, payable, returnPath }: SandboxPageInput): string {
  const t = (th: string, en: string) => escape(pick(lang, th, en));
  const actions = payable
    ? `<form method="post">
  <button type="submit" name="decision" value="pay">${t('ชำระเงิน', 'Pay')}</button>
  <button type="submit" name="decision" value="decline">${t('ปฏิเสธการชำระ', 'Decline')}</button>
</form>`
    : `<p>${t('รายการชำระเงินนี้ดำเนินการเสร็จแล้ว', 'This payment has already been processed')}</p>
<a class="back" href="${escape(returnPath)}">${t('กลับไปที่ร้านค้า', 'Back to the shop')}</a>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('ชำระเงินด้วยบัตร (ระบบทดสอบ)', 'Card payment (sandbox)')}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${t('ชำระเงินด้วยบัตรเครดิต/เดบิต', 'Pay by credit or debit card')}</h1>
<p class="note">${t('ระบบทดสอบการชำระเงิน ไม่มีการตัดเงินจริง', 'Sandbox payment gateway: no real money is taken')}</p>
<dl>
<dt>${t('ร้านค้า', 'Merchant')}</dt><dd>${escape(SHOP[lang])}</dd>
<dt>${t('เลขที่คำสั่งซื้อ', 'Order number')}</dt><dd>${escape(orderId)}</dd>
<dt>${t('ยอดชำระ', 'Amount')}</dt><dd class="amount">${escape(gatewayAmount(satang))}</dd>
</dl>
${actions}
</main>
</body>
</html>`;
}
