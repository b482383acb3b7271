import { keyframes, style } from '@vanilla-extract/css';
import { PROGRESS_BAR_MS } from '@contract/constants';
import { PROGRESS_FADE_MS } from '@machines/progressBar/progressBar.timing';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

/** the chat button's size and its distance from the screen's corner: the footer leaves room for both under its last line */
export const CHAT_BUTTON = { size: 52, inset: vars.space.md } as const;

export const chat = style({
  position: 'fixed',
  right: CHAT_BUTTON.inset,
  bottom: CHAT_BUTTON.inset,
  zIndex: 12,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: CHAT_BUTTON.size,
  height: CHAT_BUTTON.size,
  borderRadius: '50%',
  background: '#06c755',
  color: '#fff',
  boxShadow: '0 6px 18px rgba(0,0,0,.2)',
  transition: 'transform .25s ease, opacity .25s ease',
  selectors: {
    // a keyboard's focus brings it back
    '&[data-away]:not(:focus-visible)': { transform: `translateY(calc(100% + ${CHAT_BUTTON.inset}))`, opacity: 0, pointerEvents: 'none' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

const grow = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(0.9)' } });
const fade = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
export const progress = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  zIndex: 100,
  background: vars.color.accent,
  transformOrigin: 'left',
  pointerEvents: 'none',
  selectors: {
    '&[data-state="running"]': { animation: `${grow} ${PROGRESS_BAR_MS}ms ease-out forwards` },
    '&[data-state="finishing"]': { transform: 'scaleX(1)', animation: `${fade} ${PROGRESS_FADE_MS}ms ease-in forwards` },
    '&[data-state="failed"]': { transform: 'scaleX(1)', background: vars.color.sale, animation: `${fade} ${PROGRESS_FADE_MS}ms ease-in forwards` },
  },
});

export const consent = style({
  position: 'fixed',
  left: vars.space.sm,
  right: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: 16,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: '0 8px 32px rgba(0,0,0,.18)',
  '@media': { [mq.sm]: { left: vars.space.md, right: 'auto', bottom: vars.space.md, maxWidth: 380 } },
});
export const consentTitle = style({ margin: 0, fontSize: 15 });
export const consentText = style({ margin: `${vars.space.xs} 0 ${vars.space.sm}`, fontSize: 13, color: vars.color.muted });
export const consentButton = style({
  minHeight: 40,
  padding: '0 18px',
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});
