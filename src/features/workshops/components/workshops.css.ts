import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const page = style({ margin: `${vars.space.lg} 0 ${vars.space.xl}`, display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const title = style({ fontSize: 32, lineHeight: 1.2, margin: 0, overflowWrap: 'anywhere', '@media': { [mq.lg]: { fontSize: 40 } } });
export const lead = style({ margin: 0, color: vars.color.muted, fontSize: 17, lineHeight: 1.6 });
export const sectionTitle = style({ fontSize: 24, margin: `0 0 ${vars.space.md}` });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.canvas,
  minWidth: 0,
});
export const cardTitle = style({ fontSize: 19, lineHeight: 1.3, margin: 0 });
export const description = style({ margin: 0, color: vars.color.muted, fontSize: 15, lineHeight: 1.6 });
export const facts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: 15 });
globalStyle(`${facts} > div`, { display: 'grid', gridTemplateColumns: '72px 1fr', gap: vars.space.sm });
globalStyle(`${facts} dt`, { color: vars.color.muted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
// the seats and the button sit at the card's foot: the cards of a row end level, whatever their words
export const seats = style({
  margin: 0,
  marginTop: 'auto',
  fontWeight: 600,
  color: '#1c6e35',
  selectors: { '&[data-few]': { color: vars.color.warning }, '&[data-full]': { color: vars.color.sale } },
});
// a long email address in the confirmation wraps inside the box
export const done = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: '#eefaf0',
  color: '#1c6e35',
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
});
export const formPanel = style({ paddingTop: vars.space.sm });
export const empty = style({ margin: 0, color: vars.color.muted });

export const blocks = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' });
export const blockTitle = style({ fontSize: 20, margin: `0 0 ${vars.space.sm}` });
export const body = style({ lineHeight: 1.7, overflowWrap: 'anywhere' });
globalStyle(`${body} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${body} ul`, { margin: `0 0 ${vars.space.sm}`, paddingInlineStart: vars.space.lg });
globalStyle(`${body} a`, { color: vars.color.accent });
globalStyle(`${body} img`, { maxWidth: '100%', height: 'auto' });

export const panel = style({ maxWidth: 640, margin: `${vars.space.xl} auto`, display: 'flex', flexDirection: 'column', gap: vars.space.md });
