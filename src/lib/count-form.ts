/**
 * The grammatical number of a count in the shop's languages: English says one item, two items; Thai has one form.
 * For the frame's counts, chosen with `select` rather than `plural`: Lingui's plural formats its count with
 * Intl.NumberFormat even where the message shows no '#', and the first number format a page makes loads the
 * browser's number data, about 20 ms of a phone's first view.
 */
export const countForm = (count: number): 'one' | 'other' => (count === 1 ? 'one' : 'other');
