import type { CategorySlug } from './catalogue-types.ts';

export const seedCategories: { slug: CategorySlug; nameTh: string; nameEn: string }[] = [
  { slug: 'iphone', nameTh: 'iPhone', nameEn: 'iPhone' },
  { slug: 'ipad', nameTh: 'iPad', nameEn: 'iPad' },
  { slug: 'mac', nameTh: 'Mac', nameEn: 'Mac' },
  { slug: 'watch', nameTh: 'Apple Watch', nameEn: 'Apple Watch' },
  { slug: 'airpods', nameTh: 'AirPods', nameEn: 'AirPods' },
  { slug: 'apple-accessories', nameTh: 'อุปกรณ์เสริม', nameEn: 'Accessories' },
];
