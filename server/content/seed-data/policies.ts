import type { PolicySlug } from '../../../contract/policies.ts';
import { t } from '../seed-values.ts';

/*
 * The shop's policies, served as marketing pages (/marketing-page/{x}); each block is a section of the page's
 * table of contents. Written as the company publishes them under Thailand's Personal Data Protection Act
 * B.E. 2562 (PDPA); registration details are left to the company's own documents.
 */

const CONTACT = t(
  '<ul><li>โทร <a href="tel:020269999">02-026-9999</a> (ทุกวัน 9.00–18.00 น.)</li><li>อีเมล <a href="mailto:privacy@aprshop.co.th">privacy@aprshop.co.th</a></li><li>LINE <a href="https://line.me/R/ti/p/@aprshop">@aprshop</a></li></ul>',
  '<ul><li>Phone <a href="tel:020269999">02-026-9999</a> (daily, 9:00–18:00)</li><li>Email <a href="mailto:privacy@aprshop.co.th">privacy@aprshop.co.th</a></li><li>LINE <a href="https://line.me/R/ti/p/@aprshop">@aprshop</a></li></ul>',
);

/** Orders, deliveries and refunds: the online shop's customer service, not the privacy office. */
const ORDER_CONTACT = t(
  '<ul><li>โทร <a href="tel:020269999">02-026-9999</a> (ทุกวัน 9.00–18.00 น.)</li><li>อีเมล <a href="mailto:onlineshop@aprshop.co.th">onlineshop@aprshop.co.th</a></li><li>LINE <a href="https://line.me/R/ti/p/@aprshop">@aprshop</a></li></ul>',
  '<ul><li>Phone <a href="tel:020269999">02-026-9999</a> (daily, 9:00–18:00)</li><li>Email <a href="mailto:onlineshop@aprshop.co.th">onlineshop@aprshop.co.th</a></li><li>LINE <a href="https://line.me/R/ti/p/@aprshop">@aprshop</a></li></ul>',
);

const RIGHTS = t(
  '<p>ตาม พ.ร.บ. คุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 ท่านมีสิทธิ</p><ul><li>ขอเข้าถึงและขอรับสำเนาข้อมูลส่วนบุคคลของท่าน</li><li>ขอให้แก้ไขข้อมูลให้ถูกต้องและเป็นปัจจุบัน</li><li>ขอให้ลบหรือทำลายข้อมูล หรือทำให้ไม่สามารถระบุตัวตนได้</li><li>ขอให้ระงับการใช้ข้อมูล</li><li>คัดค้านการเก็บ ใช้ หรือเปิดเผยข้อมูล รวมถึงการตลาดแบบตรง</li><li>ขอรับหรือขอให้โอนข้อมูลไปยังผู้ควบคุมข้อมูลรายอื่น</li><li>ถอนความยินยอมเมื่อใดก็ได้ โดยไม่กระทบการประมวลผลที่ได้ทำไปก่อนหน้า</li><li>ร้องเรียนต่อสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคล (สคส.)</li></ul><p>เราจะตอบคำขอภายใน 30 วันนับจากวันที่ได้รับคำขอ</p>',
  '<p>Under the Personal Data Protection Act B.E. 2562 you may</p><ul><li>ask for access to, and a copy of, your personal data</li><li>have it corrected and kept up to date</li><li>have it erased, destroyed or anonymised</li><li>have its use restricted</li><li>object to its collection, use or disclosure, including for direct marketing</li><li>receive it, or have it sent to another controller</li><li>withdraw your consent at any time, without affecting what was done before</li><li>complain to the Office of the Personal Data Protection Committee (PDPC)</li></ul><p>We answer a request within 30 days of receiving it.</p>',
);

export const policyPages: Record<PolicySlug, unknown> = {
  'private-policy': {
    slug: 'private-policy',
    title: t('นโยบายความเป็นส่วนตัว', 'Privacy policy'),
    description: t(
      'วิธีที่ Apple Premium Reseller เก็บ ใช้ และดูแลข้อมูลส่วนบุคคลของลูกค้าร้านออนไลน์ ตาม พ.ร.บ. คุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562',
      'How Apple Premium Reseller collects, uses and protects the personal data of its online shoppers under the Thai Personal Data Protection Act.',
    ),
    blocks: [
      {
        id: 'controller',
        title: t('ผู้ควบคุมข้อมูลส่วนบุคคล', 'Data controller'),
        html: t(
          '<p>บริษัท เอสพีวีไอ ผู้ดำเนินการร้าน Apple Premium Reseller และร้านค้าออนไลน์นี้ ("เรา") เป็นผู้ควบคุมข้อมูลส่วนบุคคลของท่าน นโยบายนี้ใช้กับข้อมูลที่เราได้รับผ่านเว็บไซต์ การสั่งซื้อ และการติดต่อกับฝ่ายบริการลูกค้า</p><p>นโยบายฉบับนี้เป็นส่วนหนึ่งของ<a href="/spvi-privacy-policy">ประกาศความเป็นส่วนตัวของบริษัท</a></p>',
          '<p>SPVi, which runs the Apple Premium Reseller stores and this online shop ("we"), is the controller of your personal data. This policy covers what we receive through the website, your orders and your contacts with our customer service.</p><p>It is part of the <a href="/spvi-privacy-policy">company-wide privacy notice</a>.</p>',
        ),
      },
      {
        id: 'data-we-collect',
        title: t('ข้อมูลที่เราเก็บ', 'The data we collect'),
        html: t(
          '<ul><li>ข้อมูลบัญชี: ชื่อ นามสกุล อีเมล หมายเลขโทรศัพท์ วันเกิด</li><li>ข้อมูลการสั่งซื้อ: ที่อยู่จัดส่ง ที่อยู่ออกใบกำกับภาษี เลขประจำตัวผู้เสียภาษี รายการสินค้าและการชำระเงิน</li><li>ข้อมูลสิทธิ์การศึกษา: สถาบันและรหัสสิทธิ์การศึกษา</li><li>ข้อมูลการใช้งาน: คุกกี้ ที่อยู่ IP ประเภทอุปกรณ์ และหน้าที่เข้าชม (ดู<a href="/cookies-policy">นโยบายคุกกี้</a>)</li></ul><p>เราไม่เก็บหมายเลขบัตรเครดิตของท่าน การชำระด้วยบัตรทำผ่านผู้ให้บริการรับชำระเงินที่ได้มาตรฐาน PCI DSS</p>',
          '<ul><li>Account data: name, email, phone number, date of birth</li><li>Order data: delivery and tax-invoice addresses, tax ID, the products and the payments</li><li>Education eligibility: your institution and education code</li><li>Usage data: cookies, IP address, device type and the pages you visit (see the <a href="/cookies-policy">cookie policy</a>)</li></ul><p>We never keep your card number: card payments go through a PCI DSS certified payment provider.</p>',
        ),
      },
      {
        id: 'purposes',
        title: t('วัตถุประสงค์และฐานทางกฎหมาย', 'Purposes and legal bases'),
        html: t(
          '<ul><li><strong>ดำเนินการตามสัญญา:</strong> รับคำสั่งซื้อ รับชำระเงิน จัดส่ง รับประกัน และคืนสินค้า</li><li><strong>หน้าที่ตามกฎหมาย:</strong> ออกใบกำกับภาษี จัดเก็บเอกสารทางบัญชีและภาษี</li><li><strong>ประโยชน์โดยชอบด้วยกฎหมาย:</strong> ป้องกันการทุจริต รักษาความปลอดภัยของบัญชี และปรับปรุงบริการ</li><li><strong>ความยินยอม:</strong> ส่งข่าวสารและโปรโมชัน และคุกกี้เพื่อการวิเคราะห์และการตลาด</li></ul>',
          '<ul><li><strong>Contract:</strong> taking your order and payment, delivery, warranty and returns</li><li><strong>Legal obligation:</strong> tax invoices, accounting and tax records</li><li><strong>Legitimate interest:</strong> preventing fraud, keeping accounts secure and improving our service</li><li><strong>Consent:</strong> newsletters and offers, and analytics and marketing cookies</li></ul>',
        ),
      },
      {
        id: 'sharing',
        title: t('การเปิดเผยข้อมูล', 'Who we share it with'),
        html: t(
          '<p>เราเปิดเผยข้อมูลเท่าที่จำเป็นให้แก่ บริษัทขนส่ง ผู้ให้บริการรับชำระเงินและธนาคาร ผู้ให้บริการระบบสารสนเทศ และ Apple เพื่อการรับประกันสินค้า ทุกรายผูกพันตามสัญญาประมวลผลข้อมูล เราไม่ขายข้อมูลส่วนบุคคลของท่าน</p>',
          '<p>We share only what is needed with delivery companies, payment providers and banks, our IT service providers, and Apple for warranty service, each bound by a data processing agreement. We never sell your personal data.</p>',
        ),
      },
      {
        id: 'retention',
        title: t('ระยะเวลาการเก็บรักษา', 'How long we keep it'),
        html: t(
          '<ul><li>ข้อมูลบัญชี: ตลอดที่ท่านเป็นสมาชิก และ 1 ปีหลังยกเลิกสมาชิก</li><li>ข้อมูลการสั่งซื้อและใบกำกับภาษี: 10 ปี ตามกฎหมายบัญชีและภาษี</li><li>ข้อมูลเพื่อการตลาด: จนกว่าท่านจะถอนความยินยอม</li></ul>',
          '<ul><li>Account data: while you are a member, and 1 year after you cancel</li><li>Orders and tax invoices: 10 years, as accounting and tax law require</li><li>Marketing data: until you withdraw your consent</li></ul>',
        ),
      },
      { id: 'rights', title: t('สิทธิของเจ้าของข้อมูล', 'Your rights'), html: RIGHTS },
      {
        id: 'contact',
        title: t('ติดต่อเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคล', 'Contact our data protection officer'),
        html: CONTACT,
      },
    ],
  },
  'cookies-policy': {
    slug: 'cookies-policy',
    title: t('นโยบายคุกกี้', 'Cookie policy'),
    description: t(
      'คุกกี้ที่ร้านออนไลน์ Apple Premium Reseller ใช้ ประเภทของคุกกี้ และวิธีเปลี่ยนหรือถอนความยินยอม',
      'The cookies the Apple Premium Reseller online shop uses, what each kind is for, and how to change or withdraw your consent.',
    ),
    blocks: [
      {
        id: 'what-are-cookies',
        title: t('คุกกี้คืออะไร', 'What cookies are'),
        html: t(
          '<p>คุกกี้คือไฟล์ข้อความขนาดเล็กที่เว็บไซต์บันทึกไว้ในเบราว์เซอร์ของท่าน เพื่อจดจำการตั้งค่าและการใช้งาน เช่น สินค้าในถุงช้อปปิ้งและภาษาที่ท่านเลือก</p>',
          '<p>Cookies are small text files a website stores in your browser to remember your settings and use, such as the items in your bag and the language you chose.</p>',
        ),
      },
      {
        id: 'categories',
        title: t('ประเภทของคุกกี้ที่เราใช้', 'The cookies we use'),
        html: t(
          '<h3>คุกกี้ที่จำเป็น</h3><p>ทำให้เว็บไซต์ทำงานได้ เช่น การเข้าสู่ระบบ (7 วัน) ถุงช้อปปิ้ง ภาษา (365 วัน) และการยอมรับคุกกี้ (30 วัน) ไม่สามารถปิดได้</p><h3>คุกกี้เพื่อการวิเคราะห์</h3><p>นับจำนวนผู้เข้าชมและหน้าที่ได้รับความนิยม เพื่อปรับปรุงร้าน ใช้เมื่อท่านให้ความยินยอมเท่านั้น</p><h3>คุกกี้เพื่อการตลาด</h3><p>วัดผลโฆษณาที่พาท่านมายังร้าน (เช่น click_id เก็บ 30 วัน) ใช้เมื่อท่านให้ความยินยอมเท่านั้น</p>',
          '<h3>Strictly necessary</h3><p>They make the site work: your login (7 days), your bag, your language (365 days) and your cookie choice (30 days). They cannot be switched off.</p><h3>Analytics</h3><p>They count visits and popular pages so we can improve the shop. Used only with your consent.</p><h3>Marketing</h3><p>They measure the ads that brought you here (such as click_id, kept 30 days). Used only with your consent.</p>',
        ),
      },
      {
        id: 'withdraw-consent',
        title: t('การเปลี่ยนหรือถอนความยินยอม', 'Changing or withdrawing consent'),
        html: t(
          '<p>ท่านถอนความยินยอมได้ทุกเมื่อ โดยลบคุกกี้ของเว็บไซต์นี้ในการตั้งค่าเบราว์เซอร์ ระบบจะถามความยินยอมอีกครั้งเมื่อท่านกลับมา หรือแจ้งเราตามช่องทางด้านล่าง การปิดคุกกี้ที่จำเป็นอาจทำให้ถุงช้อปปิ้งและการเข้าสู่ระบบใช้งานไม่ได้</p>',
          "<p>You can withdraw your consent at any time by deleting this site's cookies in your browser settings (we ask again when you come back), or by telling us through the contacts below. Blocking the necessary cookies may stop your bag and login from working.</p>",
        ),
      },
      {
        id: 'more',
        title: t('ข้อมูลเพิ่มเติม', 'More information'),
        html: t(
          '<p>วิธีที่เราดูแลข้อมูลส่วนบุคคลของท่านอยู่ใน<a href="/private-policy">นโยบายความเป็นส่วนตัว</a></p>',
          '<p>How we look after your personal data is set out in our <a href="/private-policy">privacy policy</a>.</p>',
        ),
      },
      { id: 'contact', title: t('ติดต่อเรา', 'Contact us'), html: CONTACT },
    ],
  },
  'online-refund-policy': {
    slug: 'online-refund-policy',
    title: t('นโยบายการคืนสินค้าและคืนเงิน', 'Refund and return policy'),
    description: t(
      'คืนสินค้าที่ซื้อจากร้านออนไลน์ Apple Premium Reseller ได้ภายใน 14 วัน เงื่อนไขของสินค้า วิธีส่งคืน และระยะเวลาคืนเงินตามช่องทางชำระเงิน',
      'Return products bought from the Apple Premium Reseller online shop within 14 days: the condition they must be in, how to return them and when your money comes back.',
    ),
    blocks: [
      {
        id: 'return-period',
        title: t('ระยะเวลาการคืนสินค้า', 'Return period'),
        html: t(
          '<p>ท่านคืนสินค้าที่ซื้อผ่านร้านออนไลน์ได้ภายใน <strong>14 วัน</strong> นับจากวันที่ได้รับสินค้า โดยไม่ต้องแจ้งเหตุผล</p>',
          '<p>You may return products bought in the online shop within <strong>14 days</strong> of receiving them, without giving a reason.</p>',
        ),
      },
      {
        id: 'condition',
        title: t('เงื่อนไขของสินค้าที่คืน', 'Condition of returned products'),
        html: t(
          '<ul><li>สินค้าอยู่ในสภาพสมบูรณ์ ไม่มีรอยขีดข่วนหรือความเสียหาย</li><li>มีอุปกรณ์ คู่มือ และบรรจุภัณฑ์ครบตามที่ได้รับ</li><li>ออกจากระบบ Apple ID และปิด “ค้นหาของฉัน” แล้ว</li><li>แนบใบเสร็จหรือใบกำกับภาษี</li></ul><p>สินค้าที่แกะซีลแล้วบางประเภท เช่น AirPods และอุปกรณ์ที่สัมผัสร่างกาย บัตรของขวัญ และสินค้าที่สลักข้อความ คืนได้เฉพาะกรณีชำรุดจากการผลิต</p>',
          '<ul><li>The product is complete and undamaged, without scratches</li><li>All accessories, manuals and packaging are included</li><li>You have signed out of your Apple ID and turned off Find My</li><li>The receipt or tax invoice is included</li></ul><p>Some unsealed products, such as AirPods and other in-ear or worn items, gift cards and engraved products, can be returned only when faulty.</p>',
        ),
      },
      {
        id: 'how-to-return',
        title: t('วิธีคืนสินค้า', 'How to return'),
        html: t(
          '<ol><li>แจ้งคืนสินค้าผ่าน LINE @aprshop หรือโทร 02-026-9999 พร้อมหมายเลขคำสั่งซื้อ</li><li>เลือกส่งคืนที่สาขาของร้าน หรือให้บริษัทขนส่งเข้ารับสินค้า (ไม่มีค่าใช้จ่าย)</li><li>เราตรวจสอบสินค้าภายใน 3 วันทำการหลังได้รับ และแจ้งผลทางอีเมล</li></ol>',
          '<ol><li>Tell us through LINE @aprshop or on 02-026-9999, with your order number</li><li>Bring the product to one of our stores, or have a courier collect it free of charge</li><li>We inspect it within 3 working days of receiving it and email you the result</li></ol>',
        ),
      },
      {
        id: 'refund-times',
        title: t('ระยะเวลาการคืนเงิน', 'Refund times'),
        html: t(
          '<p>เมื่อการคืนสินค้าได้รับอนุมัติ เราคืนเงินเต็มจำนวนผ่านช่องทางเดิมที่ท่านชำระ</p><ul><li><strong>บัตรเครดิต/เดบิต:</strong> ยกเลิกรายการภายใน 7 วันทำการ ยอดจะปรากฏในรอบบัญชีถัดไปตามธนาคารผู้ออกบัตร (ไม่เกิน 45 วัน) สำหรับการผ่อนชำระ ธนาคารจะยกเลิกแผนผ่อน</li><li><strong>พร้อมเพย์:</strong> โอนคืนเข้าบัญชีพร้อมเพย์ที่ใช้ชำระภายใน 7 วันทำการ</li><li><strong>โอนเงินผ่านธนาคาร:</strong> โอนคืนเข้าบัญชีที่ท่านแจ้งภายใน 14 วันทำการ ชื่อบัญชีต้องตรงกับชื่อผู้สั่งซื้อ</li></ul>',
          '<p>Once the return is approved, we refund the full amount to the way you paid.</p><ul><li><strong>Credit or debit card:</strong> the charge is reversed within 7 working days and shows on a following statement, as your card issuer decides (at most 45 days). For instalments, the bank cancels the plan.</li><li><strong>PromptPay:</strong> paid back to the PromptPay account you paid from within 7 working days.</li><li><strong>Bank transfer:</strong> paid to the account you give us within 14 working days; it must be in the name on the order.</li></ul>',
        ),
      },
      {
        id: 'faulty',
        title: t('สินค้าชำรุดหรือไม่ตรงตามสั่ง', 'Faulty or wrong products'),
        html: t(
          '<p>หากได้รับสินค้าชำรุดหรือไม่ตรงตามคำสั่งซื้อ โปรดแจ้งภายใน 7 วัน เราจะเปลี่ยนสินค้าใหม่หรือคืนเงินเต็มจำนวน หลังจากนั้นสินค้าได้รับการดูแลตามการรับประกันของ Apple</p>',
          "<p>If a product arrives faulty or is not what you ordered, tell us within 7 days and we replace it or refund it in full. After that, Apple's warranty applies.</p>",
        ),
      },
      { id: 'contact', title: t('ติดต่อเรา', 'Contact us'), html: ORDER_CONTACT },
    ],
  },
  'spvi-privacy-policy': {
    slug: 'spvi-privacy-policy',
    title: t('ประกาศความเป็นส่วนตัวของบริษัท เอสพีวีไอ', 'SPVi privacy notice'),
    description: t(
      'ประกาศความเป็นส่วนตัวของบริษัท เอสพีวีไอ สำหรับลูกค้า ผู้ติดต่อ และผู้เข้าชมทุกช่องทาง ทั้งหน้าร้าน ศูนย์บริการ และร้านออนไลน์',
      'The SPVi privacy notice for customers, contacts and visitors of every channel: stores, service centres and the online shop.',
    ),
    blocks: [
      {
        id: 'scope',
        title: t('ขอบเขตของประกาศ', 'Scope'),
        html: t(
          '<p>ประกาศนี้ใช้กับข้อมูลส่วนบุคคลที่บริษัท เอสพีวีไอ ("บริษัท") ได้รับจากทุกช่องทาง ได้แก่ ร้าน Apple Premium Reseller ศูนย์บริการ iCenter ร้าน iStudio และ Mobi โครงการเพื่อการศึกษาและองค์กร และร้านออนไลน์ รายละเอียดเฉพาะของร้านออนไลน์อยู่ใน<a href="/private-policy">นโยบายความเป็นส่วนตัว</a></p>',
          '<p>This notice covers the personal data SPVi ("the company") receives through any channel: the Apple Premium Reseller stores, iCenter service centres, iStudio and Mobi stores, education and business programmes, and the online shop. What is particular to the online shop is in its <a href="/private-policy">privacy policy</a>.</p>',
        ),
      },
      {
        id: 'controller',
        title: t('ผู้ควบคุมข้อมูลส่วนบุคคล', 'Data controller'),
        html: t(
          '<p>บริษัท เอสพีวีไอ เป็นผู้ควบคุมข้อมูลส่วนบุคคล และได้แต่งตั้งเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคล (DPO) ซึ่งติดต่อได้ตามช่องทางท้ายประกาศนี้</p>',
          '<p>SPVi is the data controller and has appointed a data protection officer (DPO), who can be reached through the contacts at the end of this notice.</p>',
        ),
      },
      {
        id: 'processing',
        title: t('ข้อมูลที่ประมวลผลและวัตถุประสงค์', 'What we process and why'),
        html: t(
          '<ul><li><strong>ลูกค้า:</strong> การขาย การจัดส่ง การรับประกันและซ่อม การนัดหมายบริการ (ฐานสัญญาและหน้าที่ตามกฎหมาย)</li><li><strong>ผู้เข้าร่วมกิจกรรมและเวิร์กช็อป:</strong> การลงทะเบียนและการติดต่อ (ฐานสัญญา)</li><li><strong>ผู้มาติดต่อที่สาขา:</strong> กล้องวงจรปิดเพื่อความปลอดภัย (ฐานประโยชน์โดยชอบด้วยกฎหมาย)</li><li><strong>การตลาด:</strong> ข่าวสารและสิทธิพิเศษ (ฐานความยินยอม)</li></ul>',
          '<ul><li><strong>Customers:</strong> sales, delivery, warranty and repairs, service appointments (contract and legal obligation)</li><li><strong>Event and workshop attendees:</strong> registration and contact (contract)</li><li><strong>Store visitors:</strong> CCTV for safety and security (legitimate interest)</li><li><strong>Marketing:</strong> news and offers (consent)</li></ul>',
        ),
      },
      {
        id: 'security',
        title: t('การรักษาความปลอดภัยและการโอนข้อมูล', 'Security and transfers'),
        html: t(
          '<p>บริษัทใช้มาตรการรักษาความปลอดภัยทั้งทางเทคนิคและทางการบริหาร จำกัดสิทธิ์การเข้าถึงเฉพาะพนักงานที่จำเป็น ข้อมูลที่ส่งไปต่างประเทศ เช่น เพื่อการรับประกันกับ Apple จะได้รับการคุ้มครองตามมาตรฐานที่ พ.ร.บ. คุ้มครองข้อมูลส่วนบุคคลกำหนด</p>',
          '<p>We use technical and organisational safeguards and give access only to staff who need it. Data sent abroad, for example to Apple for warranty service, is protected to the standard the Personal Data Protection Act requires.</p>',
        ),
      },
      {
        id: 'retention',
        title: t('ระยะเวลาการเก็บรักษา', 'Retention'),
        html: t(
          '<p>บริษัทเก็บข้อมูลเท่าที่จำเป็นตามวัตถุประสงค์ เอกสารทางบัญชีและภาษีเก็บ 10 ปี ภาพจากกล้องวงจรปิดเก็บ 30 วัน เว้นแต่จำเป็นต้องใช้เป็นหลักฐาน</p>',
          '<p>We keep data only as long as its purpose needs: accounting and tax records for 10 years, CCTV footage for 30 days unless it is needed as evidence.</p>',
        ),
      },
      { id: 'rights', title: t('สิทธิของเจ้าของข้อมูล', 'Your rights'), html: RIGHTS },
      { id: 'contact', title: t('ติดต่อเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคล', 'Contact our data protection officer'), html: CONTACT },
    ],
  },
};
