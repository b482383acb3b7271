import type { MenuEntry } from '@contract/content';
import type { Locale } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { lazyPanel, OnFirstNeed } from '@/ui/OnFirstNeed';
import * as css from './mobile-menu.css';

const loadPanel = () => import('./MobileMenuPanel');
const MobileMenuPanel = lazyPanel(() => loadPanel().then((m) => m.MobileMenuPanel));
// an early load that fails is asked again when the panel opens
const preloadPanel = () => void loadPanel().catch(() => undefined);

/**
 * The phone menu's button; the panel's code loads when a pointer or the focus reaches the button, and the panel
 * opens as soon as it is there. Closing it puts the focus back on the button.
 */
export function MobileMenu({ entries, offers, locale }: { entries: MenuEntry[]; offers: MenuEntry[]; locale: Locale }) {
  const { t } = useLingui();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const onClose = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={css.opener}
        aria-label={t`Menu`}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => setOpen(true)}
        data-testid="mobile-menu-button"
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden>
          <path d="M2 6h16M2 14h16" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <OnFirstNeed needed={open}>
        <MobileMenuPanel entries={entries} offers={offers} locale={locale} open={open} onClose={onClose} />
      </OnFirstNeed>
    </>
  );
}
