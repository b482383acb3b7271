import type { Appointment, AppointmentBody } from '../../contract/stores.ts';

export const BOOKING: AppointmentBody = {
  branch: 'icenter-central-ladprao',
  serviceType: 'battery',
  date: '2026-12-02',
  time: '11:00',
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  email: 'somchai@example.com',
  phone: '0812345678',
  deviceModel: 'iPhone 15 Pro',
  serialNumber: '',
  problem: 'แบตเตอรี่เสื่อม ใช้งานได้ไม่ถึงครึ่งวัน',
};

export const APPOINTMENT: Appointment = {
  id: 1,
  branch: { slug: BOOKING.branch, name: 'iCenter เซ็นทรัล ลาดพร้าว', address: 'เซ็นทรัล ลาดพร้าว ชั้น 3', phone: '02-937-1470' },
  serviceType: 'battery',
  date: BOOKING.date,
  time: BOOKING.time,
  email: BOOKING.email,
  cancelled: false,
};

export const SLOT_TAKEN = { status: 409, code: 'SLOT_TAKEN', message: 'ขออภัย เวลานี้เพิ่งถูกจองเต็มแล้ว กรุณาเลือกเวลาอื่น' };
export const PHONE_REFUSED = { status: 400, code: 'INVALID_PHONE', message: 'เบอร์โทรศัทพ์ของท่านไม่ถูกต้อง' };
