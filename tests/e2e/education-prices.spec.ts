import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { axe } from './axe';
import { addAddress, newCustomer } from './addresses';
import { pagePath, product } from './api';
import { formatBaht, screenTag } from './languages';
import { bearer, holdSession, type Session } from './logged-in';

const SHOPS = [
  {
    locale: 'th',
    prefix: '',
    t: {
      educationPrice: 'ราคาเพื่อการศึกษา',
      withoutCode: 'ราคาเมื่อไม่ใช้รหัสสิทธิ์การศึกษา',
      otherOptions: 'ตัวเลือกอื่นของรุ่นนี้มีราคาเพื่อการศึกษา',
      canBuyOneMore: 'iPad ราคาเพื่อการศึกษา: ปีนี้ซื้อได้อีก 1 จาก 2 ชิ้น',
      bagOver: 'ในถุงมี iPad ราคาเพื่อการศึกษา 2 ชิ้น และปีนี้คุณซื้อไปแล้ว 1 ชิ้น โปรดนำออกจากถุง 1 ชิ้น',
      rule: 'ราคาเพื่อการศึกษาของ Apple ซื้อ iPad ได้ 2 ชิ้นต่อคนต่อปีปฏิทิน',
      terms: 'ฉันยอมรับเงื่อนไขการขายและนโยบายการคืนเงิน',
      place: 'สั่งซื้อ',
      overQuota: 'ราคาเพื่อการศึกษาสำหรับ iPad จำกัด 2 ชิ้นต่อปี (ปีนี้คุณซื้อแล้ว 1 ชิ้น) โปรดลด iPad ในถุงช้อปปิ้งให้เหลือไม่เกิน 1 ชิ้น หรือลบรหัสสิทธิ์การศึกษาเพื่อซื้อในราคาปกติ',
    },
  },
  {
    locale: 'en',
    prefix: '/en',
    t: {
      educationPrice: 'Education price',
      withoutCode: 'Without an education code',
      otherOptions: 'Other options of this model have education prices',
      canBuyOneMore: /iPad at education prices: 1 of 2 left for \d{4}\./,
      bagOver: 'iPad at education prices in your bag: 2; bought this year: 1. Remove 1 from the bag',
      rule: 'Apple education pricing allows 2 iPads per person each calendar year',
      terms: 'I accept the terms of sale and refund policy',
      place: 'Place order',
      overQuota: 'Reduce the iPads in your bag to 1, or remove the education code to buy at the regular price.',
    },
  },
] as const;

const CHULA = { customerId: 'EDU-TH-0001', eligibilityCode: 'CU-EDU-2026' };
type Variant = Awaited<ReturnType<typeof product>>['variants'][number];
const saves = (v: Variant) => v.stock > 2 && v.educationPrice !== null && v.educationPrice < (v.specialPrice ?? v.price);

/** A bag of the customer's with the education code applied, made through the API; answers its id and version. */
async function educationBag(request: APIRequestContext, session: Session, skuIds: number[]) {
  const items = skuIds.map((productId) => ({ productId, quantity: 1 }));
  const created = await request.post('/cart/api/cart/create', { headers: bearer(session), data: { items } });
  const { cartId } = ((await created.json()) as { data: { cartId: string } }).data;
  const applied = await request.post(`/cart/api/cart/${cartId}/apply-eligibility-code`, { headers: bearer(session), data: CHULA });
  if (!applied.ok()) throw new Error(`code: ${applied.status()} ${await applied.text()}`);
  return { cartId, version: ((await applied.json()) as { data: { version: number } }).data.version };
}

/** A new customer with a delivery and a billing address, logged in through the API. */
async function newStudent(request: APIRequestContext) {
  const session = await newCustomer(request);
  await addAddress(request, session, 'shipping');
  await addAddress(request, session, 'billing');
  return session;
}

/** Orders the bag at this version through the API, as checkout does; answers the order's id. */
async function order(request: APIRequestContext, session: Session, bag: { cartId: string; version: number }) {
  const placed = await request.post('/order/api/orders', {
    headers: { ...bearer(session), 'idempotency-key': `education-prices-${Date.now()}-${Math.random().toString(36).slice(2, 8)}` },
    data: { cartId: bag.cartId, cartVersion: bag.version },
  });
  if (placed.status() !== 201) throw new Error(`order: ${placed.status()} ${await placed.text()}`);
  return ((await placed.json()) as { data: { orderId: string } }).data.orderId;
}

/** A student who bought one iPad at the education price this year (an order placed through the API). */
async function studentWithOneIpad(request: APIRequestContext, locale: string) {
  const session = await newStudent(request);
  const ipad = await product(request, locale, 'ipad', (d) => d.variants.filter(saves).length >= 2);
  const [first, second] = ipad.variants.filter(saves) as [Variant, Variant];
  await order(request, session, await educationBag(request, session, [first.productId]));
  return { session, ipad, first, second };
}

const keepBag = (page: Page, cartId: string) => page.context().addInitScript((id) => localStorage.setItem('cartId', id), cartId);

for (const { locale, prefix, t } of SHOPS) {
  test(`a student sees education prices and this year's iPad quota, and reads why an order over it is refused (${locale})${screenTag(locale)}`, async ({
    page,
    request,
  }) => {
    const { session, ipad, first, second } = await studentWithOneIpad(request, locale);
    // the next bag: two more iPads at education prices, one over Apple's yearly two
    const bag = await educationBag(request, session, [first.productId, second.productId]);
    await holdSession(page.context(), session);
    await keepBag(page, bag.cartId);

    await page.goto(`${prefix}/ipad`);
    const card = page.getByTestId('product-card').filter({ hasText: ipad.productName });
    await expect(card.getByTestId('education-price')).toContainText(t.educationPrice);
    await expect(card.getByTestId('regular-price')).toBeVisible();
    // struck through is what the shopper pays without the code (a sale price on sale), not a 'regular price'
    await expect(card.getByTestId('regular-price')).toContainText(t.withoutCode);
    // the comparison shows the same prices as the listing
    await page.goto(`${prefix}/compare?type=ipad&models=${ipad.productId}`);
    // the address stays as linked, its one model not quoted
    await expect(page).toHaveURL(new RegExp(`[?&]models=${ipad.productId}$`));
    await expect(page.getByTestId('compare-table').getByTestId('education-price').first()).toContainText(t.educationPrice);

    await page.goto(pagePath(prefix, ipad));
    const detail = page.getByTestId('product-detail');
    await expect(detail.getByTestId('education-price')).toContainText(t.educationPrice);
    await expect(detail.getByTestId('education-quota')).toContainText(t.canBuyOneMore);
    await expect(detail.getByTestId('education-quota')).toContainText(t.rule);

    await page.goto(`${prefix}/cart`);
    await expect(page.getByTestId('cart-line').first().getByTestId('education-price')).toContainText(t.educationPrice);
    await expect(page.getByTestId('cart-line').first().getByTestId('education-discount')).toContainText(
      formatBaht((first.specialPrice ?? first.price) - first.educationPrice!),
    );
    await expect(page.getByTestId('education-quota')).toContainText(t.canBuyOneMore);
    await expect(page.getByTestId('education-quota-over')).toContainText(t.bagOver);

    await page.goto(`${prefix}/checkout`);
    // checkout says so before the order is placed
    await expect(page.getByTestId('education-quota-over')).toContainText(t.bagOver);
    await page.getByLabel(t.terms).check();
    await page.getByRole('button', { name: t.place }).click();
    await expect(page.getByTestId('checkout-problem')).toContainText(t.overQuota);
    // the refusal takes the focus, in view, clear of the sticky header: on a phone the button is far below it
    await expect(page.getByTestId('checkout-problem')).toBeFocused();
    await expect(page.getByTestId('checkout-problem')).toBeInViewport();
    const headerBottom = (await page.getByRole('banner').boundingBox())!;
    expect((await page.getByTestId('checkout-problem').boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
  });
}

/** The amount a line adds to the subtotal: its regular price when it shows an education price beside it. */
async function regularAmount(line: Locator) {
  const regular = line.getByTestId('regular-price');
  const text = (await regular.count()) > 0 ? await regular.innerText() : await line.innerText();
  return Number(/฿([\d,.]+)/.exec(text)![1]!.replaceAll(',', ''));
}

for (const { locale, prefix, t } of SHOPS) {
  test(`a product page names the education price of the option on screen, and none for an option on sale at it (${locale})`, async ({ page, request }) => {
    const onSale = (v: Variant) => v.educationPrice !== null && v.specialPrice !== null && v.educationPrice >= v.specialPrice;
    const ipad = await product(request, locale, 'ipad', (d) => d.variants.some(onSale) && d.variants.some(saves));
    const offer = page.getByTestId('education-offer');

    await page.goto(`${pagePath(prefix, ipad)}?sku=${ipad.variants.find(onSale)!.productId}`);
    await expect(offer).toContainText(t.otherOptions);
    await expect(offer).not.toContainText('฿');

    const saving = ipad.variants.find(saves)!;
    await page.goto(`${pagePath(prefix, ipad)}?sku=${saving.productId}`);
    await expect(offer).toContainText(`${t.educationPrice} ${formatBaht(saving.educationPrice!)}`);
  });
}

test('an order with an education price and a gift-wrapped line: its lines add up to the subtotal on the thank-you and order pages @phone', async ({
  page,
  request,
}) => {
  const session = await newStudent(request);
  const ipad = (await product(request, 'th', 'ipad', (d) => d.variants.some(saves))).variants.find(saves)!;
  const accessory = (await product(request, 'th', 'apple-accessories', (d) => d.variants.some((v) => v.stock > 20))).variants.find((v) => v.stock > 20)!;
  const bag = await educationBag(request, session, [ipad.productId, accessory.productId]);
  const wrapped = await request.post(`/cart/api/cart/${bag.cartId}/gift-wrapping/add`, { headers: bearer(session), data: { productId: accessory.productId } });
  const { version } = ((await wrapped.json()) as { data: { version: number } }).data;
  const orderId = await order(request, session, { cartId: bag.cartId, version });
  await holdSession(page.context(), session);

  for (const path of [`/thank-you/${orderId}`, `/my-account/order/${orderId}`]) {
    await page.goto(path);
    const lines = page.getByTestId('line-total');
    await expect(lines).toHaveCount(2);
    await expect(lines.getByTestId('education-price')).toHaveCount(1);
    const sum = (await Promise.all((await lines.all()).map(regularAmount))).reduce((a, b) => a + b, 0);
    await expect(page.getByTestId('subtotal')).toHaveText(formatBaht(sum));
  }
});

test('the bag’s suggestions show education prices only once the bag has an education code', async ({ page, request }) => {
  const session = await newCustomer(request);
  const ipad = await product(request, 'th', 'ipad', (d) => d.variants.some(saves));
  const created = await request.post('/cart/api/cart/create', {
    headers: bearer(session),
    data: { items: [{ productId: ipad.variants.find(saves)!.productId, quantity: 1 }] },
  });
  const { cartId } = ((await created.json()) as { data: { cartId: string } }).data;
  type Related = { productId: number | null; priceRange: { min: number }; educationFlag: boolean; eduPriceRange?: { min: number } | null };
  const related = ((await (await request.get(`/pim/api/products/related-product?productId=${ipad.productId}`)).json()) as { data: Related[] }).data;
  const flagged = related
    .filter((p) => p.productId !== null)
    .slice(0, 4)
    .filter((p) => p.educationFlag && p.eduPriceRange && p.eduPriceRange.min < p.priceRange.min);
  expect(flagged.length, 'a suggestion with an education price').toBeGreaterThan(0);
  await holdSession(page.context(), session);
  await keepBag(page, cartId);

  await page.goto('/cart');
  const suggestion = (p: Related) => page.getByTestId('cross-sell').locator(`a[href$="_${p.productId}"]`);
  for (const p of flagged) {
    await expect(suggestion(p)).toContainText(formatBaht(p.priceRange.min));
    await expect(suggestion(p).getByTestId('education-price')).toHaveCount(0);
  }

  const applied = await request.post(`/cart/api/cart/${cartId}/apply-eligibility-code`, { headers: bearer(session), data: CHULA });
  expect(applied.status()).toBe(200);
  await page.reload();
  for (const p of flagged) await expect(suggestion(p).getByTestId('education-price')).toContainText(formatBaht(p.eduPriceRange!.min));
});

test('a product page stops offering the education price to a student who has bought all the year allows, and offers it to anyone else', async ({
  page,
  request,
}) => {
  const session = await newStudent(request);
  const mac = await product(request, 'en', 'mac', (d) => (d as { educationFamily?: string }).educationFamily === 'mac-notebook' && d.variants.some(saves));
  await order(request, session, await educationBag(request, session, [mac.variants.find(saves)!.productId]));

  await page.goto(pagePath('/en', mac));
  await expect(page.getByTestId('education-offer')).toBeVisible();

  await holdSession(page.context(), session);
  await page.reload();
  await expect(page.getByTestId('education-quota')).toContainText('you have bought all 1');
  await expect(page.getByTestId('education-offer')).toHaveCount(0);
});

for (const { locale, prefix } of SHOPS) {
  test(`a line of two, given the education code after, says that one of them has the education price (${locale}) @phone`, async ({ page, request }) => {
    const session = await newCustomer(request);
    const pencil = (await product(request, locale, 'apple-accessories', (d) => d.variants.some(saves))).variants.find(saves)!;
    const created = await request.post('/cart/api/cart/create', { headers: bearer(session), data: { items: [{ productId: pencil.productId, quantity: 2 }] } });
    const { cartId } = ((await created.json()) as { data: { cartId: string } }).data;
    expect((await request.post(`/cart/api/cart/${cartId}/apply-eligibility-code`, { headers: bearer(session), data: CHULA })).status()).toBe(200);
    await holdSession(page.context(), session);
    await keepBag(page, cartId);

    await page.goto(`${prefix}/cart`);
    const line = page.getByTestId('cart-line');
    await expect(line.getByTestId('education-units')).toHaveText(
      locale === 'th' ? 'ราคาเพื่อการศึกษา 1 ชิ้น อีก 1 ชิ้นราคาปกติ' : 'Education price on 1; 1 more at the regular price',
    );
    await expect(line.getByTestId('price')).toHaveText(formatBaht(pencil.educationPrice! + (pencil.specialPrice ?? pencil.price)));
    // the badge, the price and the discount end where the line's price ends, wrapped under the name or not
    const ends = await Promise.all(
      ['line-price', 'regular-price', 'education-discount'].map(async (id) => {
        const box = (await line.getByTestId(id).first().boundingBox())!;
        return Math.round(box.x + box.width);
      }),
    );
    expect(new Set(ends).size, ends.join(' ')).toBe(1);
    // the suggestions under the bag show their education prices on grey, as readable as on white
    await expect(page.getByTestId('cross-sell').getByTestId('education-price').first()).toBeVisible();
    const { violations } = await axe(page).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
}

test('with an education code on the bag, the search overlay suggests models at the education prices the listings show @phone-only', async ({
  page,
  request,
}) => {
  const session = await newStudent(request);
  const ipad = await product(request, 'th', 'ipad', (d) => d.variants.some(saves));
  const bag = await educationBag(request, session, [ipad.variants.find(saves)!.productId]);
  await holdSession(page.context(), session);
  await keepBag(page, bag.cartId);
  await page.goto('/ipad');
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('searchbox').fill('ไอแพด');
  await expect(panel.getByTestId('education-price').first()).toContainText('ราคาเพื่อการศึกษา');
  expect((await axe(page).analyze()).violations).toEqual([]);
});
