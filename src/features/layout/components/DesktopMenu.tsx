import type { MenuEntry } from '@contract/content';
import type { Locale } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { MenuLink } from './MenuLink';
import * as css from './menu.css';

/** A family whose sub-menu lists product models gets the wide mega menu; the others a plain dropdown. */
const isProductFamily = (entry: MenuEntry) => entry.subMenu.some((sub) => sub.link?.startsWith('/product/'));

/** The desktop middle menu: entries with a sub-menu open it on hover or with their disclosure button. */
export function DesktopMenu({ entries, locale, ref }: { entries: MenuEntry[]; locale: Locale; ref?: Ref<HTMLElement> }) {
  const { t } = useLingui();
  return (
    <nav ref={ref} className={css.desktopNav} aria-label={t`Main menu`} data-testid="desktop-menu">
      <ul className={css.desktopList}>
        {entries.map((entry) => (
          <Item key={entry.name} entry={entry} locale={locale} />
        ))}
      </ul>
    </nav>
  );
}

function Item({ entry, locale }: { entry: MenuEntry; locale: Locale }) {
  const { t } = useLingui();
  const name = entry.name;
  const [open, setOpen] = useState(false);
  // the panel's links are made the first time it opens: every page's first render would otherwise build them all
  // (most of the header's elements), for a menu that a phone never shows and a desktop shows on demand
  const [used, setUsed] = useState(false);
  const show = (next: boolean) => {
    setOpen(next);
    if (next) setUsed(true);
  };
  const panelId = useId();
  const item = useRef<HTMLLIElement>(null);
  // Escape closes the panel however it opened, hovered too (content shown on hover must be dismissible); from
  // inside the panel, the focus goes back to its button
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (item.current?.contains(document.activeElement)) item.current.querySelector<HTMLButtonElement>('button[aria-controls]')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const label = entry.link ? (
    <MenuLink link={entry.link} locale={locale} isNew={entry.isNew} className={css.topLink}>
      {entry.name}
    </MenuLink>
  ) : (
    <span className={css.topLink}>{entry.name}</span>
  );
  if (entry.subMenu.length === 0) return <li className={css.desktopItem}>{label}</li>;

  const mega = isProductFamily(entry);
  // a pointer has opened the panel by hovering already, so its click keeps it open; Enter or Space (detail 0) toggle
  return (
    <li
      ref={item}
      className={mega ? css.desktopItem : css.dropdownItem}
      onMouseEnter={() => show(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      {label}
      <button
        type="button"
        className={css.disclosure}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`${name} menu`}
        onClick={(event) => show(event.detail === 0 ? !open : true)}
      >
        <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden>
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <div id={panelId} className={mega ? css.megaPanel : css.dropdownPanel} hidden={!open} data-testid={mega ? 'mega-menu' : 'dropdown'}>
        {used && (
          <ul className={mega ? css.megaList : css.dropdownList}>
            {entry.subMenu.map((sub) =>
              sub.link ? (
                <li key={sub.name}>
                  <MenuLink
                    link={sub.link}
                    locale={locale}
                    isNew={sub.isNew}
                    className={mega ? css.megaLink : css.dropdownLink}
                    onNavigate={() => setOpen(false)}
                  >
                    {sub.name}
                  </MenuLink>
                </li>
              ) : null,
            )}
          </ul>
        )}
      </div>
    </li>
  );
}
