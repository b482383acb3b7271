import * as v from 'valibot';
import { CATEGORY_SLUGS, type CategorySlug } from './catalogue.ts';
import { TAX_ID_TEXTS } from './customer.ts';
import { envelope } from './error.ts';
import { Email, isThaiNationalId, localized, Phone, type Text } from './validation-rules.ts';
import { FullName } from './workshops.ts';

export const BUSINESS_TYPES = ['retail', 'food-and-beverage', 'office', 'creative', 'healthcare', 'education', 'other'] as const;
export const EMPLOYEE_RANGES = ['1-9', '10-49', '50-199', '200+'] as const;
export const MAX_QUOTE_QUANTITY = 1000;
export const MAX_QUOTE_MESSAGE_LENGTH = 2000;

export const QUOTE_TEXTS = {
  companyRequired: { th: 'กรุณากรอกชื่อบริษัท', en: 'Please enter the company name' },
  companyTooLong: { th: 'ชื่อบริษัทต้องไม่เกิน 200 ตัวอักษร', en: 'The company name may be at most 200 characters' },
  businessType: { th: 'กรุณาเลือกประเภทธุรกิจ', en: 'Choose the type of business' },
  employees: { th: 'กรุณาเลือกจำนวนพนักงาน', en: 'Choose the number of employees' },
  quantity: { th: `กรุณากรอกจำนวน 0 ถึง ${MAX_QUOTE_QUANTITY} เครื่อง`, en: `Enter 0 to ${MAX_QUOTE_QUANTITY} devices` },
  noProducts: { th: 'กรุณาระบุจำนวนสินค้าที่ต้องการอย่างน้อย 1 รายการ', en: 'Enter how many you need of at least one product' },
  messageTooLong: {
    th: `ข้อความต้องไม่เกิน ${MAX_QUOTE_MESSAGE_LENGTH} ตัวอักษร`,
    en: `The message may be at most ${MAX_QUOTE_MESSAGE_LENGTH} characters`,
  },
} satisfies Record<string, Text>;

/**
 * A company's tax ID: 13 digits with the same check digit as the national ID (spec section 5), the rule of
 * `isThaiNationalId`.
 */
export const CompanyTaxId = v.pipe(
  v.string(localized(TAX_ID_TEXTS.invalid)),
  v.trim(),
  v.nonEmpty(localized(TAX_ID_TEXTS.required)),
  v.check(isThaiNationalId, localized(TAX_ID_TEXTS.invalid)),
);

/** How many of a family: a number or the digits typed in a field; an empty field is none. */
const Quantity = v.pipe(
  v.union(
    [
      v.number(),
      v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^\d*$/),
        v.transform((s) => Number(s || 0)),
      ),
    ],
    localized(QUOTE_TEXTS.quantity),
  ),
  v.integer(localized(QUOTE_TEXTS.quantity)),
  v.minValue(0, localized(QUOTE_TEXTS.quantity)),
  v.maxValue(MAX_QUOTE_QUANTITY, localized(QUOTE_TEXTS.quantity)),
);

const Quantities = v.object(
  Object.fromEntries(CATEGORY_SLUGS.map((family) => [family, v.optional(Quantity, 0)])) as Record<CategorySlug, v.OptionalSchema<typeof Quantity, 0>>,
);

/** POST /utils/api/business-quotes: the small-business quote request of /campaign/smb-retail-business. */
export const BusinessQuoteBody = v.pipe(
  v.object({
    companyName: v.pipe(
      v.string(localized(QUOTE_TEXTS.companyRequired)),
      v.trim(),
      v.nonEmpty(localized(QUOTE_TEXTS.companyRequired)),
      v.maxLength(200, localized(QUOTE_TEXTS.companyTooLong)),
    ),
    taxId: CompanyTaxId,
    contactName: FullName,
    email: Email,
    phone: Phone,
    businessType: v.picklist(BUSINESS_TYPES, localized(QUOTE_TEXTS.businessType)),
    employees: v.picklist(EMPLOYEE_RANGES, localized(QUOTE_TEXTS.employees)),
    quantities: Quantities,
    message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_QUOTE_MESSAGE_LENGTH, localized(QUOTE_TEXTS.messageTooLong))), ''),
  }),
  // checked with the other fields' rules, not after they pass: the form names every missing thing at once
  v.forward(
    v.partialCheck([['quantities']], (body) => Object.values(body.quantities).some((n) => n > 0), localized(QUOTE_TEXTS.noProducts)),
    ['quantities', CATEGORY_SLUGS[0]],
  ),
);
export type BusinessQuoteBody = v.InferInput<typeof BusinessQuoteBody>;
export type BusinessQuote = v.InferOutput<typeof BusinessQuoteBody>;

export const BusinessQuoteReceived = v.object({ reference: v.string(), email: v.string() });
export const BusinessQuoteResponse = envelope(BusinessQuoteReceived);
