import type { OrderData, OrderStatus } from '../../contract/order.ts';
import type { PaymentMethod } from '../../contract/payment-method.ts';

type PaymentStatus = OrderData['payments'][number]['status'];
const ADDRESS = {
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  phone: '0812345678',
  companyName: null,
  taxId: null,
  address: '99 ถนนสีลม',
  subdistrict: 'สีลม',
  district: 'บางรัก',
  province: 'กรุงเทพมหานคร',
  postcode: '10500',
  subdistrictEn: null,
  districtEn: null,
  provinceEn: null,
} as unknown as OrderData['shippingAddress'];

/** A minimal order for machine tests: its status and its payments by method and status, oldest first. */
export const orderOf = (status: OrderStatus, payments: [PaymentMethod, PaymentStatus][] = []): OrderData => ({
  orderId: 'SO100001',
  orderSessionId: '00000000-0000-4000-8000-000000000001',
  status,
  createdAt: '2026-11-25T10:00:00.000Z',
  expiredAt: '2026-11-25T10:30:00.000Z',
  items: [],
  couponCode: null,
  educationFlag: false,
  preorder: false,
  applyRules: [],
  totalBeforeEdu: 48_900,
  totalEduDiscount: 0,
  totalDiscount: 0,
  totalDeliveryFee: 0,
  totalVat: 3_199.07,
  totalPayable: 48_900,
  email: 'somchai@example.com',
  phone: '0812345678',
  shippingAddress: ADDRESS,
  billingAddress: ADDRESS,
  taxInvoice: null,
  receipt: null,
  creditNote: null,
  statusHistory: [{ status, at: '2026-11-25T10:00:00.000Z', note: null }],
  payments: payments.map(([method, paymentStatus], i) => ({
    id: `00000000-0000-4000-8000-00000000010${i}`,
    method,
    status: paymentStatus,
    amount: 48_900,
    createdAt: '2026-11-25T10:01:00.000Z',
    completedAt: null,
    refundDue: false,
  })),
});
