/** The shop's fixed contact points: the chat link of spec section 9, call centre numbers and social pages. */
export const CHAT_URL = 'https://line.me/R/ti/p/@aprshop';

export const CONTACT_PHONES = [
  { label: '02-026-9999', tel: 'tel:020269999' },
  { label: '065-515-9999', tel: 'tel:0655159999' },
] as const;

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/aprshop.th' },
  { name: 'Instagram', href: 'https://www.instagram.com/aprshop.th' },
  { name: 'LINE', href: CHAT_URL },
  { name: 'YouTube', href: 'https://www.youtube.com/@aprshopth' },
] as const;

/** Where the pre-order shop's footer links lead (spec section 2): the main shop, this origin unless configured. */
export const mainShopUrl = (): string => import.meta.env.VITE_MAIN_SHOP_URL || location.origin;
