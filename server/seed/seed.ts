import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, products, skus } from '../db/schema.ts';
import { catalogue } from './catalogue-data.ts';
import type { SeedModel } from './catalogue-types.ts';
import { seedCategories } from './categories.ts';
import { thaiCapacity } from './thai-capacity.ts';
import { catalogueChanged } from '../catalogue/changes.ts';
import { seedContent } from '../content/seed.ts';
import { seedSchools } from '../schools/seed.ts';
import { seedBranches } from '../stores/seed.ts';
import { seedWorkshops } from '../workshops/seed.ts';
import { seedPromotions } from './promotions.ts';

const satang = (baht: number) => Math.round(baht * 100);

/** Deterministic stock per SKU around the model's base, with every seventh SKU nearly sold out. */
export function skuStock(model: SeedModel, index: number): number {
  if (index % 7 === 3) return 2;
  return Math.max(1, model.stock + ((index * 5) % 9) - 4);
}

export const productIdOf = (modelIndex: number) => 1001 + modelIndex;
export const skuIdOf = (productId: number, skuIndex: number) => productId * 100 + skuIndex + 1;

/** Seeds what is missing: the catalogue, then content, schools, branches and promotions (each leaves existing rows alone). */
export async function seedDatabase(db: Db): Promise<{ seeded: boolean }> {
  const result = await seedCatalogue(db);
  if (result.seeded) catalogueChanged(db);
  await seedContent(db);
  await seedSchools(db);
  await seedBranches(db);
  await seedPromotions(db);
  await seedWorkshops(db);
  return result;
}

/** The catalogue once: a database that already has products is left as it is. */
async function seedCatalogue(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(products);
    if ((existing?.n ?? 0) > 0) return { seeded: false };

    const categoryRows = await tx
      .insert(categories)
      .values(seedCategories.map((c, i) => ({ ...c, sortOrder: i })))
      .onConflictDoNothing()
      .returning();
    const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));

    for (const [modelIndex, model] of catalogue.entries()) {
      const productId = productIdOf(modelIndex);
      await tx.insert(products).values({
        id: productId,
        slug: model.key,
        categoryId: categoryId.get(model.category)!,
        family: model.family,
        shape: model.shape,
        nameTh: model.nameTh,
        nameEn: model.nameEn,
        descriptionTh: model.descriptionTh,
        descriptionEn: model.descriptionEn,
        educationFlag: model.variants.some((v) => v.educationPrice !== undefined),
        sortOrder: modelIndex,
        releasedOn: model.releasedOn,
      });
      const rows = model.variants.flatMap((variant, vi) =>
        model.colours.map((colour, ci) => {
          const index = vi * model.colours.length + ci;
          return {
            id: skuIdOf(productId, index),
            productId,
            sku: [model.key, variant.capacity, colour.code]
              .filter(Boolean)
              .join('-')
              .replace(/[^a-zA-Z0-9-]+/g, '-')
              .toUpperCase(),
            colourCode: colour.code,
            colourNameTh: colour.nameTh,
            colourNameEn: colour.nameEn,
            colourHex: colour.hex,
            capacity: variant.capacity ?? null,
            capacityTh: variant.capacity ? thaiCapacity(variant.capacity) : null,
            price: satang(variant.price),
            specialPrice: variant.specialPrice === undefined ? null : satang(variant.specialPrice),
            educationPrice: variant.educationPrice === undefined ? null : satang(variant.educationPrice),
            stock: skuStock(model, index),
            limitQty: model.limitQty,
            sortOrder: index,
          };
        }),
      );
      await tx.insert(skus).values(rows);
    }
    return { seeded: true };
  });
}
