import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
export const backdrop = style({ position: 'fixed', inset: 0, zIndex: 20, background: 'rgba(0,0,0,.35)', border: 'none', padding: 0, cursor: 'pointer' });
export const panel = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: 21,
  width: 'min(420px, 100%)',
  boxSizing: 'border-box',
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  paddingBottom: 0,
  background: vars.color.surface,
  boxShadow: '-8px 0 30px rgba(0,0,0,.15)',
  animation: `${slideIn} .25s ease-out`,
  overflowY: 'auto',
});
export const head = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' });
export const title = style({ margin: 0, fontSize: 22 });
export const count = style({ color: vars.color.muted, fontWeight: 400 });
export const close = style({ border: 'none', background: 'none', fontSize: 28, lineHeight: 1, cursor: 'pointer', width: 44, height: 44 });
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
/** the subtotal and the buttons stay at the panel's foot while a long bag scrolls under them (a short phone screen) */
export const foot = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingBlock: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
});
export const total = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, fontWeight: 600, fontSize: 18, margin: 0 });
export const note = style({ margin: 0, color: vars.color.muted, fontSize: 13 });
export const buttons = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))', gap: vars.space.sm });
