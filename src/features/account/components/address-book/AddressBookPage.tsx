import type { Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { AdditionalAddresses } from './AdditionalAddresses';
import * as css from './address-book.css';
import { DefaultAddress } from './DefaultAddress';

/** /my-account/address-book: the default shipping and billing addresses, then the other addresses a page at a time. */
export function AddressBookPage({ locale, page }: { locale: Locale; page: number }) {
  return (
    <div className={css.page} data-testid="address-book">
      <h1 className={css.title}>
        <Trans>Address book</Trans>
      </h1>
      <div className={css.defaults}>
        <DefaultAddress type="shipping" locale={locale} withOthers />
        <DefaultAddress type="billing" locale={locale} withOthers />
      </div>
      <AdditionalAddresses locale={locale} page={page} />
    </div>
  );
}
