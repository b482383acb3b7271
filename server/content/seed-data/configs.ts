import { t } from '../seed-values.ts';

/** GET /configs/product-page-data.json: gift wrapping costs 59 baht unless a campaign covers the date. */
export const productPageData = {
  giftWrapping: {
    defaultPrice: 59,
    campaign: [
      {
        name: t('สงกรานต์ 2569 ห่อของขวัญฟรี', 'Songkran 2026: free gift wrapping'),
        startDate: '2026-04-01T00:00:00+07:00',
        endDate: '2026-04-30T23:59:59+07:00',
        price: 0,
      },
      {
        name: t('ปีใหม่ 2570 ห่อของขวัญ 29 บาท', 'New Year 2027: gift wrapping for 29 baht'),
        startDate: '2026-12-15T00:00:00+07:00',
        endDate: '2027-01-15T23:59:59+07:00',
        price: 29,
      },
      {
        name: t('สงกรานต์ 2570 ห่อของขวัญฟรี', 'Songkran 2027: free gift wrapping'),
        startDate: '2027-04-01T00:00:00+07:00',
        endDate: '2027-04-30T23:59:59+07:00',
        price: 0,
      },
    ],
  },
};
