import * as v from 'valibot';

/** The families the CMS has a comparison of (/pagerender/compare-product/{x}). */
export const COMPARE_FAMILIES = ['iphone', 'ipad', 'mac', 'watch'] as const;
export type CompareFamily = (typeof COMPARE_FAMILIES)[number];

/** Models side by side at most. */
export const MAX_COMPARED = 3;

/** The model ids an address names ('1001,1003', a single number, or a list), each a positive whole number. */
export function modelIds(raw: unknown): number[] {
  const parts = Array.isArray(raw) ? raw : String(raw ?? '').split(',');
  return parts
    .map(String)
    .filter((id) => /^[1-9]\d{0,9}$/.test(id))
    .map(Number);
}

/**
 * The ids as the address keeps them: '1001,1003', or one id as a number. The router writes a text that reads as a
 * number in quotes (`models=%221001%22`), so one id stays a number.
 */
export const modelsInAddress = (ids: number[]): string | number => (ids.length === 1 ? ids[0]! : ids.join(','));

/**
 * `/compare?type=iphone&models=1001,1003`: the family and the chosen model ids, kept in the address so a reload or a
 * shared link shows the same. An unknown family reads as iPhone; ids that are not numbers are dropped.
 */
export const CompareSearch = v.object({
  type: v.optional(v.fallback(v.picklist(COMPARE_FAMILIES), 'iphone'), 'iphone'),
  models: v.optional(
    v.fallback(
      v.pipe(
        v.unknown(),
        v.transform((raw) => modelsInAddress(modelIds(raw))),
      ),
      '',
    ),
  ),
});
export type CompareSearch = v.InferOutput<typeof CompareSearch>;

/**
 * The models to show: the chosen ones the table has (each once), then the table's others in its order, three in all
 * where the table has three. Every column has its picker and none can be added: a link naming one model shows it
 * beside two others to compare it with.
 */
export function comparedModels(available: readonly number[], chosen: readonly number[]): number[] {
  const kept = [...new Set(chosen)].filter((id) => available.includes(id));
  return [...kept, ...available.filter((id) => !kept.includes(id))].slice(0, MAX_COMPARED);
}

/** Whether a row's values differ between the shown models (the row is highlighted). */
export const differs = (values: readonly string[]) => new Set(values.map((value) => value.trim().toLowerCase())).size > 1;

/** The models after column `index` shows `productId`: a model already shown elsewhere swaps places with it. */
export function chooseModel(shown: readonly number[], index: number, productId: number): number[] {
  const next = [...shown];
  const other = next.indexOf(productId);
  if (other !== -1) next[other] = next[index]!;
  next[index] = productId;
  return next;
}
