import { style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const openButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 40,
  minHeight: 40,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.canvas } },
});

/**
 * The field that takes the first press's typing while the overlay loads: out of sight but focusable, at 16 px so that
 * a phone does not zoom in on it, and wide enough for a word (one pixel wide, Chromium put each Thai letter typed
 * before the last).
 */
export const typeAhead = style({
  position: 'fixed',
  top: 0,
  left: 0,
  width: '12em',
  height: 1,
  padding: 0,
  border: 0,
  opacity: 0,
  fontSize: 16,
  pointerEvents: 'none',
});

/** a sheet under the top of the window: the whole width on a phone, a centred card on a desktop */
export const panel = style({
  margin: '0 auto auto',
  padding: vars.space.md,
  width: '100%',
  maxWidth: '100%',
  maxHeight: '100dvh',
  border: 0,
  borderRadius: `0 0 ${vars.radius.lg} ${vars.radius.lg}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 20px 60px rgba(0,0,0,.2)',
  overflowY: 'auto',
  selectors: { '&::backdrop': { background: 'rgba(0,0,0,.4)' } },
  '@media': { [mq.md]: { marginTop: 56, maxWidth: 680, borderRadius: vars.radius.lg, padding: vars.space.lg } },
});
export const form = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const field = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: '0 14px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  font: 'inherit',
  fontSize: 16,
  background: vars.color.canvas,
  color: vars.color.text,
});
export const close = style([openButton, { minWidth: 44, minHeight: 44, fontSize: 15 }]);
export const status = style({ margin: `${vars.space.md} 0 0`, color: vars.color.muted });
export const heading = style({ margin: `${vars.space.md} 0 ${vars.space.sm}`, fontSize: 13, fontWeight: 600, color: vars.color.muted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const suggestion = style({
  display: 'grid',
  gridTemplateColumns: '56px 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  color: vars.color.text,
  selectors: { '&:hover, &:focus-visible': { background: vars.color.canvas } },
});
export const suggestionName = style({ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' });
export const quickLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 40,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent } },
});
/** The searched words go to the next line whole: a browser breaks Thai between dictionary words ('ไอ' / 'แพด'). */
export const query = style({ display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' });

export const more = style({ display: 'inline-flex', alignItems: 'center', minHeight: 44, marginTop: vars.space.sm, color: vars.color.accent });
