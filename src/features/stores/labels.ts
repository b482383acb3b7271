import type { Brand, StoreService, SupportType } from '@contract/stores';
import { useLingui } from '@lingui/react/macro';

export const BRAND_NAMES: Record<Brand, string> = { istudio: 'iStudio', icenter: 'iCenter', isolutions: 'iSolutions', mobi: 'Mobi' };

/** Each brand's own page. */
export const BRAND_ROUTES = {
  istudio: '/{-$locale}/istudio',
  icenter: '/{-$locale}/icenter',
  isolutions: '/{-$locale}/isolutions',
  mobi: '/{-$locale}/mobi',
} as const satisfies Record<Brand, string>;

/** The names a shopper reads for services and support types, in the page's language. */
export function useStoreLabels() {
  const { t } = useLingui();
  const services: Record<StoreService, string> = {
    sales: t`Sales`,
    repair: t`Repair and service`,
    business: t`Business`,
    education: t`Education`,
  };
  const supportTypes: Record<SupportType, string> = {
    'hardware-repair': t`Hardware repair`,
    battery: t`Battery replacement`,
    software: t`Software issues`,
    'data-transfer': t`Data transfer and setup`,
  };
  return { services, supportTypes };
}
