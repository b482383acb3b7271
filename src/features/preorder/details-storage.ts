export const EMPTY_ADDRESS = { firstName: '', lastName: '', address: '', postcode: '', subdistrict: '', district: '', province: '' };

/** The pre-order checkout's form: the phone, the shipping address and, on request, a tax-invoice address. */
export type DetailsValues = {
  phone: string;
  shippingAddress: typeof EMPTY_ADDRESS;
  wantsInvoice: boolean;
  billingAddress: typeof EMPTY_ADDRESS & { companyName: string; taxId: string };
};

export const INITIAL: DetailsValues = {
  phone: '',
  shippingAddress: EMPTY_ADDRESS,
  wantsInvoice: false,
  billingAddress: { ...EMPTY_ADDRESS, companyName: '', taxId: '' },
};

/** The fields of `shape` that `stored` holds as text. */
const textsOf = <T extends Record<string, string>>(stored: unknown, shape: T): Partial<T> =>
  Object.fromEntries(
    Object.keys(shape).flatMap((name) => {
      const value = (stored as Record<string, unknown> | null)?.[name];
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  ) as Partial<T>;

/**
 * What the shopper typed in this tab for this pre-order (`sessionStorage` under `key`), so that a reload does not
 * empty the form; what is not text, or not JSON, is dropped.
 */
export function storedDetails(key: string | null, storage: Pick<Storage, 'getItem'> = sessionStorage): DetailsValues {
  try {
    const stored = key ? (JSON.parse(storage.getItem(key) ?? 'null') as Partial<DetailsValues> | null) : null;
    if (!stored || typeof stored !== 'object') return INITIAL;
    return {
      phone: typeof stored.phone === 'string' ? stored.phone : '',
      shippingAddress: { ...EMPTY_ADDRESS, ...textsOf(stored.shippingAddress, EMPTY_ADDRESS) },
      wantsInvoice: stored.wantsInvoice === true,
      billingAddress: { ...INITIAL.billingAddress, ...textsOf(stored.billingAddress, INITIAL.billingAddress) },
    };
  } catch {
    return INITIAL;
  }
}
