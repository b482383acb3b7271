import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const cookieBar = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  // below the mini cart and dialogs, above the page
  zIndex: 15,
  maxWidth: 720,
  marginInline: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: '#fff',
  fontSize: 14,
  boxShadow: '0 8px 30px rgba(0,0,0,.25)',
});
// while the notice shows, what the keyboard's focus scrolls to stops above it rather than behind it (a phone's notice
// takes two or three lines and its button), down to the page's last line
globalStyle(`html:has(${cookieBar})`, { scrollPaddingBottom: 200 });
globalStyle(`body:has(${cookieBar})`, { paddingBottom: 200 });

export const cookieText = style({ flex: '1 1 240px', margin: 0 });
export const cookieLink = style({ color: '#2997ff' });
export const toast = style({
  position: 'fixed',
  top: 72,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 40,
  padding: '10px 18px',
  borderRadius: vars.radius.pill,
  background: vars.color.text,
  color: '#fff',
  fontSize: 14,
});
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
/** non-blocking: clicks still reach the page, so no change waits on it */
export const loading = style({
  position: 'fixed',
  top: 64,
  right: vars.space.md,
  zIndex: 40,
  width: 28,
  height: 28,
  borderRadius: '50%',
  border: `3px solid ${vars.color.line}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} .8s linear infinite`,
  pointerEvents: 'none',
});
