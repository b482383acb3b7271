import * as v from 'valibot';

/** `?view=list` keeps the list mode in the address, so a reload or a shared link shows the same. */
export const ViewSearch = v.object({ view: v.optional(v.fallback(v.picklist(['grid', 'list']), 'grid')) });
