import { type ProductDetail, type ProductVariant, variantShownFirst } from '@contract/catalogue';

type Variants = Pick<ProductDetail, 'variants'>;

/** The variant a shopper lands on: the one the address names, else the first in stock, else the first. */
export const chosenVariant = (product: Variants, sku: number | undefined): ProductVariant => variantShownFirst(product.variants, sku);

const exact = (product: Variants, colour: string, capacity: string | null) => product.variants.find((v) => v.colourCode === colour && v.capacity === capacity);

/** Another colour keeps the size where that colour has it, else takes the colour's first. */
export const variantForColour = (product: Variants, from: ProductVariant, colour: string): ProductVariant =>
  exact(product, colour, from.capacity) ?? product.variants.find((v) => v.colourCode === colour) ?? from;

/** Another size keeps the colour where it has that size, else takes the first colour that does. */
export const variantForCapacity = (product: Variants, from: ProductVariant, capacity: string): ProductVariant =>
  exact(product, from.colourCode, capacity) ?? product.variants.find((v) => v.capacity === capacity) ?? from;
