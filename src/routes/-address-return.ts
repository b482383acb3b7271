import * as v from 'valibot';

/** `?from=checkout` on the add-address pages: after saving, the shopper is back at checkout instead of the address book; anything else is ignored. */
export const AddressReturnSearch = v.object({ from: v.fallback(v.optional(v.picklist(['checkout'])), undefined) });
