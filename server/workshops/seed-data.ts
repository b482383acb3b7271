import type { WorkshopKind } from '../../contract/workshops.ts';

/** A weekly session: its day (0 Sunday … 6 Saturday) and time in Bangkok. */
export interface WorkshopTemplate {
  kind: WorkshopKind;
  title: { th: string; en: string };
  description: { th: string; en: string };
  weekday: number;
  time: [hour: number, minute: number];
  durationMinutes: number;
  /** null: held online, the link comes by mail */
  location: { th: string; en: string } | null;
  capacity: number;
}

const t = (th: string, en: string) => ({ th, en });

// the stores' names as the store pages give them (server/stores/branches-data.ts)
const PARAGON = t('iStudio สยามพารากอน ชั้น 2', 'iStudio Siam Paragon, 2nd floor');
const CENTRALWORLD = t('iStudio เซ็นทรัลเวิลด์ ชั้น 3', 'iStudio CentralWorld, 3rd floor');
const CHIANG_MAI = t('iStudio เซ็นทรัล เชียงใหม่ ชั้น 2', 'iStudio Central Chiangmai, 2nd floor');

export const workshopTemplates: WorkshopTemplate[] = [
  {
    kind: 'workshop-online',
    title: t('ถ่ายภาพด้วย iPhone', 'Photography with iPhone'),
    description: t(
      'จัดแสงและองค์ประกอบภาพ ใช้โหมดภาพถ่ายบุคคลและกลางคืน แล้วแต่งภาพในแอปรูปภาพ',
      'Light and composition, Portrait and Night mode, then editing in the Photos app.',
    ),
    weekday: 6,
    time: [10, 0],
    durationMinutes: 60,
    location: null,
    capacity: 30,
  },
  {
    kind: 'workshop-online',
    title: t('วาดภาพบน iPad ด้วย Apple Pencil', 'Drawing on iPad with Apple Pencil'),
    description: t('เริ่มจากเส้นร่างจนถึงลงสีใน Procreate และ Freeform', 'From a first sketch to colour in Procreate and Freeform.'),
    weekday: 0,
    time: [14, 0],
    durationMinutes: 60,
    location: null,
    capacity: 25,
  },
  {
    kind: 'workshop-online',
    title: t('เริ่มต้นใช้งาน Mac', 'Getting started with Mac'),
    description: t('Finder, Spotlight, การตั้งค่า iCloud และการย้ายข้อมูลจาก PC', 'Finder, Spotlight, iCloud settings and moving your files from a PC.'),
    weekday: 3,
    time: [19, 0],
    durationMinutes: 45,
    location: null,
    capacity: 40,
  },
  {
    kind: 'yes-i-can-workshop',
    title: t('เด็กเขียนโค้ดกับ Swift Playgrounds', 'Kids code with Swift Playgrounds'),
    description: t(
      'สำหรับน้อง ๆ อายุ 8-12 ปี เรียนรู้ลำดับคำสั่งและการวนซ้ำผ่านเกมไขปริศนา มี iPad ให้ใช้ระหว่างเวิร์กช็อป',
      'For ages 8 to 12: sequences and loops through puzzle games. iPads are provided.',
    ),
    weekday: 6,
    time: [13, 0],
    durationMinutes: 90,
    location: PARAGON,
    capacity: 12,
  },
  {
    kind: 'yes-i-can-workshop',
    title: t('สร้างหนังสั้นในห้องเรียนด้วย iMovie', 'Classroom short films with iMovie'),
    description: t(
      'สำหรับครูและนักเรียนมัธยม วางโครงเรื่อง ถ่ายทำด้วย iPad และตัดต่อให้เสร็จในคาบเดียว',
      'For teachers and secondary students: plan a story, shoot it on iPad and edit it within one lesson.',
    ),
    weekday: 5,
    time: [16, 0],
    durationMinutes: 120,
    location: CENTRALWORLD,
    capacity: 15,
  },
  {
    kind: 'yes-i-can-workshop',
    title: t('วาดการ์ตูนบน iPad สำหรับเด็ก', 'Drawing comics on iPad for kids'),
    description: t('สำหรับน้อง ๆ อายุ 6-10 ปี ออกแบบตัวละครและเล่าเรื่องเป็นช่องการ์ตูน', 'For ages 6 to 10: design a character and tell its story in panels.'),
    weekday: 0,
    time: [10, 30],
    durationMinutes: 90,
    location: CHIANG_MAI,
    capacity: 10,
  },
  {
    kind: 'demo-workshop',
    title: t('ทดลองใช้ iPhone 17 Pro', 'Hands-on with iPhone 17 Pro'),
    description: t(
      'ลองกล้องใหม่ ปุ่มควบคุมกล้อง และ Apple Intelligence กับผู้เชี่ยวชาญของเรา',
      'Try the new cameras, Camera Control and Apple Intelligence with our specialists.',
    ),
    weekday: 6,
    time: [15, 0],
    durationMinutes: 30,
    location: PARAGON,
    capacity: 8,
  },
  {
    kind: 'demo-workshop',
    title: t('รู้จัก MacBook Air M4', 'Meet MacBook Air M4'),
    description: t('เปรียบเทียบรุ่น 13 และ 15 นิ้ว และทดลองย้ายข้อมูลจากเครื่องเดิม', 'Compare the 13- and 15-inch models and see how your data moves over.'),
    weekday: 4,
    time: [18, 0],
    durationMinutes: 30,
    location: CENTRALWORLD,
    capacity: 8,
  },
  {
    kind: 'demo-workshop',
    title: t('Apple Watch สำหรับการออกกำลังกาย', 'Apple Watch for your workouts'),
    description: t('ตั้งค่าการออกกำลังกาย วงแหวนกิจกรรม และการติดตามการนอนหลับ', 'Set up workouts, Activity rings and sleep tracking.'),
    weekday: 0,
    time: [16, 0],
    durationMinutes: 45,
    location: CHIANG_MAI,
    capacity: 10,
  },
];
