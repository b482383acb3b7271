/**
 * The education pages (spec section 2): their paths without the language prefix and the words of their title and
 * description, which the app's routes show and the server writes into the first answer (server/http/seo.ts).
 */
export const EDUCATION_PAGES = {
  '/education': {
    th: {
      name: 'ราคาเพื่อการศึกษาสำหรับนักเรียน นักศึกษา ครู และสถาบัน',
      description: 'Mac, iPad และอุปกรณ์เสริมในราคาเพื่อการศึกษา สำหรับนักเรียน นักศึกษา ครู บุคลากร และสถาบันการศึกษาไทยกว่า 280 แห่ง เลือกสถาบัน ใส่รหัสสิทธิ์ แล้วช้อปได้เลย',
    },
    en: {
      name: 'Education pricing for students, teachers and institutions',
      description:
        'Mac, iPad and accessories at education prices for students, teachers, staff and more than 280 Thai institutions: choose your institution, enter its code and shop.',
    },
  },
  '/education-for-university': {
    th: {
      name: 'U•Store ราคาเพื่อการศึกษาสำหรับมหาวิทยาลัย',
      description: 'ร้าน U•Store สำหรับนักศึกษาและบุคลากรมหาวิทยาลัย ซื้อ Mac, iPad และอุปกรณ์เสริมในราคาเพื่อการศึกษาด้วยรหัสสิทธิ์จากมหาวิทยาลัยของคุณ',
    },
    en: {
      name: 'U•Store: education prices for universities',
      description:
        'The U•Store for university students and staff: Mac, iPad and accessories at education prices with the eligibility code from your university.',
    },
  },
  '/ustore': {
    th: {
      name: 'U•Store ช้อปในราคาเพื่อการศึกษา',
      description: 'เลือกซื้อ Mac, iPad และอุปกรณ์เสริมในราคาเพื่อการศึกษาของ U•Store พร้อมช่วงราคาเพื่อการศึกษาของทุกรุ่น',
    },
    en: {
      name: 'U•Store: shop at education prices',
      description: 'Shop Mac, iPad and accessories at U•Store education prices, with the education price range of every model.',
    },
  },
  '/k-12': {
    th: {
      name: 'Apple สำหรับโรงเรียน K-12',
      description: 'iPad และ Mac สำหรับโรงเรียนอนุบาลถึงมัธยมปลาย ราคาเพื่อการศึกษาสำหรับครู บุคลากร และนักเรียน พร้อมวิธีใช้สิทธิ์',
    },
    en: {
      name: 'Apple for K-12 schools',
      description: 'iPad and Mac for kindergarten to upper secondary schools: education prices for teachers, staff and students, and how to use them.',
    },
  },
  '/education-k12': {
    th: {
      name: 'ร้านค้า K-12 ราคาเพื่อการศึกษา',
      description: 'iPad, Mac และอุปกรณ์เสริมในราคาเพื่อการศึกษาสำหรับครูและนักเรียนโรงเรียน K-12 ใส่รหัสสิทธิ์ของโรงเรียนแล้วช้อปได้เลย',
    },
    en: {
      name: 'K-12 store at education prices',
      description: "iPad, Mac and accessories at education prices for K-12 teachers and students: enter your school's code and shop.",
    },
  },
  '/education-k12-detail': {
    th: {
      name: 'ราคาเพื่อการศึกษา K-12 ใครมีสิทธิ์และใช้อย่างไร',
      description: 'ใครมีสิทธิ์ซื้อในราคาเพื่อการศึกษา จำนวนที่ซื้อได้ต่อปี และขั้นตอนการใช้รหัสสิทธิ์ของโรงเรียน',
    },
    en: {
      name: 'K-12 education pricing: who qualifies and how it works',
      description: "Who may buy at education prices, how many they may buy each year, and how to use your school's eligibility code.",
    },
  },
} as const satisfies Record<string, Record<'th' | 'en', { name: string; description: string }>>;

export type EducationPagePath = keyof typeof EDUCATION_PAGES;
