import { productImage, t } from '../seed-values.ts';

/** Marketing pages (/marketing-page/{x}); each block's `html` is sanitised when seeded and when answered. */
export const marketingPages = {
  'promotion-credit-card-0': {
    slug: 'promotion-credit-card-0',
    title: t('ผ่อน 0% กับบัตรเครดิต', '0% instalments by credit card'),
    description: t(
      'ผ่อนสินค้า Apple ได้สบาย ๆ ดอกเบี้ย 0% นานสูงสุด 10 เดือน กับบัตรเครดิตที่ร่วมรายการ',
      'Spread the cost of Apple products at 0% interest for up to 10 months with participating credit cards.',
    ),
    blocks: [
      {
        id: 'banks',
        title: t('ธนาคารที่ร่วมรายการ', 'Participating banks'),
        html: t(
          '<ul><li><strong>กสิกรไทย</strong> ผ่อน 0% นานสูงสุด 10 เดือน</li><li><strong>ไทยพาณิชย์</strong> ผ่อน 0% 10 เดือน</li><li><strong>กรุงเทพ</strong> ผ่อน 0% 6 เดือน</li><li><strong>ทีทีบี</strong> ผ่อน 0% นานสูงสุด 10 เดือน</li></ul>',
          '<ul><li><strong>KBank</strong>: 0% for up to 10 months</li><li><strong>SCB</strong>: 0% for 10 months</li><li><strong>Bangkok Bank</strong>: 0% for 6 months</li><li><strong>ttb</strong>: 0% for up to 10 months</li></ul>',
        ),
      },
      {
        id: 'how-to',
        title: t('วิธีผ่อนชำระ', 'How to pay in instalments'),
        html: t(
          '<p>เลือกสินค้าลงถุงช้อปปิ้ง แล้วเลือกชำระด้วย <strong>บัตรเครดิต/เดบิต</strong> ในหน้าชำระเงิน เมื่อเข้าสู่หน้าชำระเงินของธนาคาร ให้เลือก <strong>ผ่อนชำระ 0%</strong> ธนาคารของบัตร และจำนวนเดือนที่ต้องการ</p><p>หน้าชำระเงินของธนาคารจะแสดงยอดผ่อนต่อเดือนก่อนที่คุณจะยืนยันการชำระเงิน</p>',
          "<p>Add products to your bag and choose to pay by <strong>credit or debit card</strong> at checkout. On the bank's secure payment page, choose <strong>0% instalments</strong>, your card's bank and the number of months.</p><p>The bank's page shows the monthly amount before you confirm the payment.</p>",
        ),
      },
      {
        id: 'terms',
        title: t('เงื่อนไข', 'Terms'),
        html: t(
          '<ul><li>ยอดซื้อขั้นต่ำ 3,000 บาทต่อเซลส์สลิป</li><li>ไม่สามารถใช้ร่วมกับราคาเพื่อการศึกษาได้ในบางรายการ</li><li>ธนาคารเป็นผู้กำหนดเงื่อนไขการอนุมัติ</li></ul><p><a href="/online-refund-policy">นโยบายการคืนสินค้า</a></p>',
          '<ul><li>Minimum 3,000 baht per transaction</li><li>Some items cannot be combined with education pricing</li><li>Approval is at the bank\'s discretion</li></ul><p><a href="/online-refund-policy">Refund policy</a></p>',
        ),
      },
    ],
  },
  'smb-retail-business': {
    slug: 'smb-retail-business',
    title: t('Apple สำหรับธุรกิจ SMB และร้านค้าปลีก', 'Apple for SMB and retail businesses'),
    description: t(
      'อุปกรณ์ Apple สำหรับธุรกิจของคุณ พร้อมราคาพิเศษเมื่อสั่งซื้อจำนวนมากและทีมที่ปรึกษาเฉพาะองค์กร',
      'Apple devices for your business, with volume pricing and a dedicated business team.',
    ),
    blocks: [
      {
        id: 'intro',
        title: t('เครื่องมือที่ทีมของคุณถนัด', 'Tools your team already knows'),
        html: t(
          `<img src="${productImage('mac-mini-m4', 'silver')}" alt="Mac mini"><p>ตั้งแต่ iPad สำหรับระบบขายหน้าร้าน ไปจนถึง Mac mini สำหรับงานบัญชีและออกแบบ เราช่วยเลือกอุปกรณ์ ติดตั้ง และดูแลหลังการขาย</p>`,
          `<img src="${productImage('mac-mini-m4', 'silver')}" alt="Mac mini"><p>From iPad for point of sale to Mac mini for accounts and design, we help you choose, set up and support your devices.</p>`,
        ),
      },
      {
        id: 'benefits',
        title: t('สิทธิประโยชน์สำหรับธุรกิจ', 'Business benefits'),
        html: t(
          '<ul><li>ราคาพิเศษเมื่อสั่งซื้อตั้งแต่ 5 เครื่องขึ้นไป</li><li>ออกใบกำกับภาษีเต็มรูปแบบในนามนิติบุคคล</li><li>บริการ Apple Business Manager และการลงทะเบียนอุปกรณ์อัตโนมัติ</li><li>ผ่อนชำระผ่านบัตรเครดิตธุรกิจ</li></ul>',
          "<ul><li>Volume pricing from 5 devices</li><li>Full tax invoices in your company's name</li><li>Apple Business Manager and automated device enrolment</li><li>Instalments on business credit cards</li></ul>",
        ),
      },
      {
        id: 'contact',
        title: t('ติดต่อทีมธุรกิจ', 'Talk to our business team'),
        html: t(
          '<p>อีเมล <a href="mailto:business@aprshop.co.th">business@aprshop.co.th</a> หรือโทร <a href="tel:020269999">02-026-9999</a> ต่อ 2 ในวันและเวลาทำการ</p>',
          '<p>Email <a href="mailto:business@aprshop.co.th">business@aprshop.co.th</a> or call <a href="tel:020269999">02-026-9999</a>, extension 2, during business hours.</p>',
        ),
      },
    ],
  },
  'workshop-online': {
    slug: 'workshop-online',
    title: t('เวิร์กช็อปออนไลน์', 'Online workshops'),
    description: t(
      'เรียนรู้การใช้งาน iPhone, iPad และ Mac กับผู้เชี่ยวชาญของเรา ฟรี ไม่มีค่าใช้จ่าย',
      'Learn to get more from iPhone, iPad and Mac with our specialists, free of charge.',
    ),
    blocks: [
      {
        id: 'schedule',
        title: t('ตารางเวิร์กช็อปประจำสัปดาห์', 'Weekly workshops'),
        html: t(
          '<ul><li><strong>ถ่ายภาพด้วย iPhone</strong> ทุกวันเสาร์ 10:00 น.</li><li><strong>วาดภาพบน iPad ด้วย Apple Pencil</strong> ทุกวันอาทิตย์ 14:00 น.</li><li><strong>เริ่มต้นใช้งาน Mac</strong> ทุกวันพุธ 19:00 น.</li></ul>',
          '<ul><li><strong>Photography with iPhone</strong>, Saturdays at 10:00</li><li><strong>Drawing on iPad with Apple Pencil</strong>, Sundays at 14:00</li><li><strong>Getting started with Mac</strong>, Wednesdays at 19:00</li></ul>',
        ),
      },
      {
        id: 'join',
        title: t('วิธีเข้าร่วม', 'How to join'),
        html: t(
          '<p>ลงทะเบียนล่วงหน้า แล้วรับลิงก์เข้าร่วมทางอีเมล เวิร์กช็อปสำหรับครูและโรงเรียนดูได้ที่ <a href="/yes-i-can-workshop">Yes I Can Workshop</a></p>',
          '<p>Register in advance and we email you the link. For teachers and schools, see <a href="/yes-i-can-workshop">Yes I Can Workshop</a>.</p>',
        ),
      },
    ],
  },
  'yes-i-can-workshop': {
    slug: 'yes-i-can-workshop',
    title: t('Yes I Can Workshop: เวิร์กช็อปสร้างสรรค์สำหรับเด็กและครู', 'Yes I Can Workshop: creative workshops for kids and teachers'),
    description: t(
      'เวิร์กช็อปเขียนโค้ด วาดภาพ และทำหนังสั้นด้วย iPad และ Mac สำหรับน้อง ๆ และคุณครู ที่สาขาของเรา ฟรี มีเครื่องให้ใช้',
      'Coding, drawing and film-making on iPad and Mac for kids and teachers at our stores. Free, devices provided.',
    ),
    blocks: [
      {
        id: 'about',
        title: t('เรียนรู้ด้วยการลงมือทำ', 'Learning by making'),
        html: t(
          '<p>แต่ละเวิร์กช็อปมีผู้เชี่ยวชาญของเราดูแลไม่เกิน 15 คน น้อง ๆ อายุต่ำกว่า 12 ปีต้องมีผู้ปกครองอยู่ด้วย และลงทะเบียนได้สูงสุด 4 ที่นั่งต่อครั้ง</p>',
          '<p>Each workshop is led by our specialists for at most 15 people. Children under 12 come with a parent or guardian, and one registration holds up to 4 seats.</p>',
        ),
      },
      {
        id: 'schools',
        title: t('สำหรับโรงเรียน', 'For schools'),
        html: t(
          '<p>ต้องการจัดเวิร์กช็อปให้ทั้งชั้นเรียน ดูสิทธิพิเศษได้ที่ <a href="/education">การศึกษา</a></p>',
          '<p>Want a workshop for a whole class? See our offers on the <a href="/education">education</a> page.</p>',
        ),
      },
    ],
  },
  'demo-workshop': {
    slug: 'demo-workshop',
    title: t('ทดลองใช้สินค้าใหม่ที่สาขา', 'Product demos in store'),
    description: t(
      'จองรอบทดลองใช้ iPhone, Mac และ Apple Watch รุ่นใหม่แบบกลุ่มเล็กกับผู้เชี่ยวชาญของเราที่สาขา ฟรี',
      'Book a small-group demo of the newest iPhone, Mac and Apple Watch with our specialists in store, free of charge.',
    ),
    blocks: [
      {
        id: 'about',
        title: t('ลองก่อนตัดสินใจ', 'Try before you decide'),
        html: t(
          '<p>รอบละ 30 ถึง 45 นาที ไม่เกิน 10 คน ถามได้ทุกเรื่อง ตั้งแต่การเลือกรุ่นจนถึงการย้ายข้อมูลจากเครื่องเดิม</p>',
          '<p>Sessions of 30 to 45 minutes for at most 10 people: ask anything, from choosing a model to moving your data over.</p>',
        ),
      },
    ],
  },
};
