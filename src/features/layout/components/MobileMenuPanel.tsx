import type { MenuEntry } from '@contract/content';
import { LOCALES, type Locale } from '@contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { LANGUAGE_NAMES, useSwitchLocale } from '../hooks/use-switch-locale';
import { MenuLink } from './MenuLink';
import * as css from './mobile-menu.css';

/**
 * The phone menu's panel: a modal dialog (focus stays inside, Escape closes) with sub-menus that expand in place,
 * the offer links and the language choice. Shown while `open`; `onClose` hands the focus back to the menu button.
 */
export function MobileMenuPanel({
  entries,
  offers,
  locale,
  open,
  onClose,
}: {
  entries: MenuEntry[];
  offers: MenuEntry[];
  locale: Locale;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { switchTo } = useSwitchLocale();
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      className={css.panel}
      aria-labelledby={titleId}
      data-testid="mobile-menu"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={css.head}>
        <h2 id={titleId} className={css.title}>
          <Trans>Menu</Trans>
        </h2>
        <button type="button" className={css.close} onClick={close} aria-label={t`Close the menu`}>
          <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden>
            <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      </div>
      <nav aria-label={t`Main menu`}>
        <ul className={css.list}>
          {entries.map((entry) => (
            <Entry key={entry.name} entry={entry} locale={locale} onNavigate={close} />
          ))}
        </ul>
      </nav>
      {offers.length > 0 && (
        <nav aria-label={t`Offers`}>
          <ul className={css.offers}>
            {offers.map((offer) =>
              offer.link ? (
                <li key={offer.name}>
                  <MenuLink link={offer.link} locale={locale} isNew={offer.isNew} className={css.offerLink}>
                    {offer.name}
                  </MenuLink>
                </li>
              ) : null,
            )}
          </ul>
        </nav>
      )}
      <ul className={css.languages} aria-label={t`Language`}>
        {LOCALES.map((option) => (
          <li key={option}>
            <button
              type="button"
              lang={option}
              className={css.languageButton}
              aria-pressed={option === locale}
              onClick={() => {
                close();
                switchTo(option);
              }}
            >
              {LANGUAGE_NAMES[option]}
            </button>
          </li>
        ))}
      </ul>
    </dialog>
  );
}

function Entry({ entry, locale, onNavigate }: { entry: MenuEntry; locale: Locale; onNavigate: () => void }) {
  const name = entry.name;
  const [expanded, setExpanded] = useState(false);
  const subId = useId();
  const link = entry.link ? (
    <MenuLink link={entry.link} locale={locale} isNew={entry.isNew} className={css.link} onNavigate={onNavigate}>
      {entry.name}
    </MenuLink>
  ) : (
    <span className={css.link}>{entry.name}</span>
  );
  if (entry.subMenu.length === 0) return <li className={css.item}>{link}</li>;
  return (
    <li className={css.item}>
      <div className={css.row}>
        {link}
        <button type="button" className={css.expand} aria-expanded={expanded} aria-controls={subId} onClick={() => setExpanded(!expanded)}>
          <span className={css.visuallyHidden}>
            <Trans>{name} sub-menu</Trans>
          </span>
          <svg width="12" height="12" viewBox="0 0 10 10" aria-hidden>
            <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      </div>
      <ul id={subId} className={css.subList} hidden={!expanded}>
        {entry.subMenu.map((sub) =>
          sub.link ? (
            <li key={sub.name}>
              <MenuLink link={sub.link} locale={locale} isNew={sub.isNew} className={css.subLink} onNavigate={onNavigate}>
                {sub.name}
              </MenuLink>
            </li>
          ) : null,
        )}
      </ul>
    </li>
  );
}
