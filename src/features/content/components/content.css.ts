import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

// wide pages start at the layout's edge, under the logo, as every catalogue page does
export const page = style({ maxWidth: 1100, margin: `${vars.space.lg} 0 ${vars.space.xl}`, display: 'flex', flexDirection: 'column', gap: vars.space.lg });
/** a page of cards or a table: as wide as the header and the footer */
export const widePage = style([page, { maxWidth: 'none' }]);
export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const title = style({ fontSize: 32, lineHeight: 1.2, margin: 0, overflowWrap: 'anywhere', '@media': { [mq.lg]: { fontSize: 40 } } });
export const lead = style({ margin: 0, color: vars.color.muted, fontSize: 17, lineHeight: 1.6 });
export const sectionTitle = style({ fontSize: 24, margin: `0 0 ${vars.space.md}` });
export const muted = style({ color: vars.color.muted, fontSize: 14, margin: 0 });

/** Cards in one column on phones, two from sm, three from lg. */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  borderRadius: vars.radius.lg,
  background: vars.color.canvas,
  overflow: 'hidden',
});
/** an article's picture fills its frame, as a photo does: no bands of another tint beside it */
export const cardImage = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' });
export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  flex: 1,
});
export const cardTitle = style({ fontSize: 19, lineHeight: 1.35, margin: 0, overflowWrap: 'anywhere' });
export const cardLink = style({ color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
export const cardText = style({ margin: 0, lineHeight: 1.6 });
export const more = style({
  marginTop: 'auto',
  alignSelf: 'flex-start',
  // the theme's accent is too light on the cards' grey for text of this size
  color: vars.color.link,
  fontSize: 15,
  padding: `${vars.space.sm} 0`,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
/** a promotion's link right under its words, not at the foot of its picture's height */
export const promotionMore = style([more, { marginTop: 0 }]);
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const chip = style({
  fontSize: 13,
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
});
export const chipLink = style([chip, { color: vars.color.text, textDecoration: 'none', display: 'inline-block', padding: '6px 12px' }]);

/** A promotion: picture beside its text from md, products under it. */
export const promotion = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.canvas,
  '@media': { [mq.md]: { gridTemplateColumns: '280px minmax(0, 1fr)', padding: vars.space.lg } },
});
export const promotionImage = style({
  width: '100%',
  maxWidth: 280,
  aspectRatio: '1',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  justifySelf: 'center',
  '@media': { [mq.md]: { justifySelf: 'start' } },
});
export const promotionText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const promotionProducts = style({ '@media': { [mq.md]: { gridColumn: '1 / -1' } } });
export const period = style({ margin: 0, fontSize: 14, color: '#424245' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A credit-card offer: the bank and its terms as a short list of facts. */
export const terms = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, fontSize: 15 });
globalStyle(`${terms} dt`, { color: '#424245' });
globalStyle(`${terms} dd`, { margin: 0, fontWeight: 600 });
export const bank = style({ fontSize: 13, fontWeight: 600, letterSpacing: 0.3, textTransform: 'uppercase', color: vars.color.link, margin: 0 });

/** CMS HTML of a marketing block or a post. */
export const prose = style({ lineHeight: 1.75, fontSize: 17, overflowWrap: 'anywhere' });
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto', display: 'block', margin: `${vars.space.md} auto`, borderRadius: vars.radius.md });
globalStyle(`${prose} h2`, { fontSize: 24, margin: `${vars.space.lg} 0 ${vars.space.sm}` });
globalStyle(`${prose} h3`, { fontSize: 19, margin: `${vars.space.md} 0 ${vars.space.xs}` });
globalStyle(`${prose} p`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${prose} ul, ${prose} ol`, { margin: `0 0 ${vars.space.md}`, paddingInlineStart: vars.space.lg });
globalStyle(`${prose} a`, { color: vars.color.accent });
export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export { visuallyHidden } from '@/styles/visually-hidden.css';
