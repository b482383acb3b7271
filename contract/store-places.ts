import type { Text } from './validation-rules.ts';

/** The reseller's store brands, each with a page of its own at /{brand}. */
export const BRANDS = ['istudio', 'icenter', 'isolutions', 'mobi'] as const;
export type Brand = (typeof BRANDS)[number];

export const PROVINCES = {
  bangkok: { th: 'กรุงเทพมหานคร', en: 'Bangkok' },
  nonthaburi: { th: 'นนทบุรี', en: 'Nonthaburi' },
  'chiang-mai': { th: 'เชียงใหม่', en: 'Chiang Mai' },
  'khon-kaen': { th: 'ขอนแก่น', en: 'Khon Kaen' },
  'nakhon-ratchasima': { th: 'นครราชสีมา', en: 'Nakhon Ratchasima (Korat)' },
  phuket: { th: 'ภูเก็ต', en: 'Phuket' },
  songkhla: { th: 'สงขลา', en: 'Songkhla (Hat Yai)' },
  chonburi: { th: 'ชลบุรี', en: 'Chonburi (Pattaya)' },
} satisfies Record<string, Text>;
export type Province = keyof typeof PROVINCES;
export const PROVINCE_KEYS = Object.keys(PROVINCES) as Province[];
