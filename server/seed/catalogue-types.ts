/** Shape of the seeded Apple catalogue. One model is one product page; its SKUs are colour x capacity. */

export type CategorySlug = 'iphone' | 'ipad' | 'mac' | 'watch' | 'airpods' | 'apple-accessories';

/** Product family, used for education purchase limits and grouping. */
export type Family = 'iphone' | 'ipad' | 'mac-notebook' | 'mac-desktop' | 'watch' | 'airpods' | 'accessory';

/** Drawing hint for the generated product image (server/images/draw-product.ts). */
export type Shape =
  | 'iphone-pro'
  | 'iphone'
  | 'ipad'
  | 'macbook'
  | 'imac'
  | 'mac-mini'
  | 'mac-studio'
  | 'watch'
  | 'watch-ultra'
  | 'airpods'
  | 'airpods-pro'
  | 'airpods-max'
  | 'pencil'
  | 'keyboard'
  | 'keyboard-touch-id'
  | 'ipad-keyboard'
  | 'mouse'
  | 'trackpad'
  | 'cable'
  | 'adapter'
  | 'adapter-dual'
  | 'magsafe'
  | 'case'
  | 'airtag';

export interface SeedColour {
  /** stable lowercase code, unique within the model: 'cosmic-orange' */
  code: string;
  nameTh: string;
  nameEn: string;
  /** body colour used to draw the image: '#f77e2d' */
  hex: string;
}

export interface SeedVariant {
  /** '256GB', '1TB', '42mm', '13-inch M4 16GB 512GB' ... or undefined when the model has a single configuration */
  capacity?: string;
  /** regular price in THB, VAT included, as on Apple Thailand's price list */
  price: number;
  /** education price in THB when Apple offers one for this configuration */
  educationPrice?: number;
  /** reseller sale price in THB (below price), on some variants only */
  specialPrice?: number;
}

export interface SeedModel {
  /** stable unique key, kebab case, also the URL slug: 'iphone-17-pro' */
  key: string;
  category: CategorySlug;
  family: Family;
  shape: Shape;
  nameTh: string;
  nameEn: string;
  descriptionTh: string;
  descriptionEn: string;
  /** the day Apple released the model (yyyy-mm-dd): the 'newest' sort */
  releasedOn: string;
  /** most per order line */
  limitQty: number;
  /** base stock per SKU; the seed varies it per SKU, some end low */
  stock: number;
  colours: SeedColour[];
  variants: SeedVariant[];
}
