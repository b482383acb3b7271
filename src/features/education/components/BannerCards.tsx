import type { Locale } from '@contract/constants';
import type { Banner, ProductHighlight } from '@contract/content';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { revealFocusedItem } from '@/ui/reveal-in-row';
import * as css from './education.css';
import { PageLink } from './PageLink';

/** CMS banners as a row of picture cards, each leading to its page. */
export function BannerCards({ id, title, banners, locale }: { id: string; title: string; banners: Banner[]; locale: Locale }) {
  if (banners.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby={id} data-testid={id}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      <ul className={css.row} onFocus={revealFocusedItem}>
        {banners.map((banner) => (
          <li key={banner.id} className={css.rowItem}>
            <PageLink path={banner.link} locale={locale} className={css.banner}>
              <img className={css.bannerImage} src={banner.image} alt={banner.alt} width={540} height={540} loading="lazy" decoding="async" />
              <span className={css.bannerTitle}>{keepNumbersWithUnits(banner.title)}</span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The products the CMS puts forward, each with the line on who it suits. */
export function HighlightCards({ title, products, locale }: { title: string; products: ProductHighlight[]; locale: Locale }) {
  if (products.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby="education-highlight" data-testid="education-highlight">
      <h2 id="education-highlight" className={css.sectionTitle}>
        {title}
      </h2>
      <ul className={css.row} onFocus={revealFocusedItem}>
        {products.map((product) => (
          <li key={product.id} className={css.rowItem}>
            <PageLink path={product.link} locale={locale} className={css.banner}>
              <img className={css.bannerImage} src={product.image} alt="" width={540} height={540} loading="lazy" decoding="async" />
              <span className={css.bannerTitle}>
                {keepNumbersWithUnits(product.productName)}
                <span className={css.tagline}>{product.tagline}</span>
              </span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
