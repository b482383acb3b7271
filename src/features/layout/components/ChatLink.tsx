import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useOverControl, useScrolledAway, useTypingInField } from '../scroll-away';
import { CHAT_URL } from '../shop-contacts';
import * as css from './overlays.css';

/**
 * The chat button of every shop page: the shop's fixed LINE chat link (spec section 9), in a new tab. It steps aside
 * while the shopper scrolls down, so that it does not sit on what they read, and comes back when they scroll up; it
 * also steps aside while they type in a field, and while a control of the page lies under it.
 */
export function ChatLink() {
  const { t } = useLingui();
  const scrolledAway = useScrolledAway();
  const typing = useTypingInField();
  const link = useRef<HTMLAnchorElement>(null);
  const overControl = useOverControl(link);
  return (
    <aside aria-label={t`Chat`}>
      <a
        ref={link}
        href={CHAT_URL}
        target="_blank"
        rel="noopener"
        className={css.chat}
        aria-label={t`Chat with us on LINE`}
        data-testid="chat-link"
        data-away={scrolledAway || typing || overControl || undefined}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden>
          <path
            fill="currentColor"
            d="M12 3.5c-5 0-9 3.2-9 7.2 0 3.6 3.2 6.6 7.5 7.1.3.1.7.2.8.5.1.2.1.6 0 .8l-.1.8c0 .2-.2.9.8.5s5.4-3.2 7.3-5.4c1.3-1.5 1.9-2.9 1.9-4.3 0-4-4-7.2-9-7.2Z"
          />
        </svg>
      </a>
    </aside>
  );
}
