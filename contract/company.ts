// The company's own details: read by the receipt and the bank-transfer panel only, so they stay out of the first view

/**
 * The company that runs the shop, as its privacy notice names it, and as its receipts and tax invoices must name
 * it: registered name, head office address, 13-digit tax ID and branch. The address and tax ID are the demo's; a
 * shop going live puts its own registration here (docs/deploy.md).
 */
export const SELLER = {
  name: { th: 'บริษัท เอสพีวีไอ จำกัด (มหาชน)', en: 'SPVi Public Company Limited' },
  address: {
    th: 'เลขที่ 99 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร 10310',
    en: '99 Rama IX Road, Huai Khwang, Huai Khwang, Bangkok 10310',
  },
  taxId: '0107555000121',
  branch: 'head-office',
  phone: '02-026-9999',
} as const;

/** The shop's account a bank transfer goes to: shown on the payment page; staff match slips against its statement. */
export const BANK_TRANSFER_ACCOUNT = {
  bank: { th: 'ธนาคารกสิกรไทย สาขาสีลม', en: 'Kasikornbank, Silom branch' },
  // the name a shopper sees on their transfer
  name: SELLER.name,
  number: '012-3-45678-9',
} as const;
