import type { SearchHit } from '../../contract/search.ts';

/** A search hit as the engine answers it, for the search machine's tests. */
export const hitOf = (productId: number, productName = `Product ${productId}`): SearchHit => ({
  objectID: String(productId),
  productId,
  slug: `product-${productId}`,
  productName,
  productNameTh: productName,
  productNameEn: productName,
  categoryName: 'iPhone',
  categorySlug: 'iphone',
  price: 49900,
  priceRangeMin: 49900,
  priceRangeMax: 59900,
  standardPriceMin: 49900,
  standardPriceMax: 59900,
  isSpecialPrice: false,
  educationFlag: false,
  eduPriceRange: null,
  colour: ['Cosmic Orange'],
  colourTh: ['สีส้มคอสมิค'],
  colourEn: ['Cosmic Orange'],
  colourCode: ['cosmic-orange'],
  colourSku: [productId * 10],
  capacity: ['256GB'],
  image: { slug: `product-${productId}`, colour: 'cosmic-orange', alt: productName },
  _highlightResult: { productName: { value: productName, matchLevel: 'none', matchedWords: [] } },
});
