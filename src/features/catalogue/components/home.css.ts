import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export { visuallyHidden } from '@/styles/visually-hidden.css';
export const block = style({ padding: `${vars.space.lg} 0`, borderRadius: vars.radius.lg, margin: `${vars.space.md} 0` });
/** full-bleed: the block's background runs to the screen's edges, its content stays in the page */
/** a block on a tinted panel keeps its heading and entries off the panel's edges */
export const tinted = style({ paddingInline: vars.space.md });
// on a phone the panel runs to the screen's edges; on a desktop it lines up with the page, as apple.com's tiles do
export const fullwidth = style({
  marginInline: `calc(-1 * ${vars.space.md})`,
  paddingInline: vars.space.md,
  borderRadius: 0,
  '@media': { [mq.lg]: { marginInline: 0, borderRadius: vars.radius.lg } },
});
export const scope = styleVariants({
  all: {},
  desktop: { display: 'none', '@media': { [mq.lg]: { display: 'block' } } },
  mobile: { '@media': { [mq.lg]: { display: 'none' } } },
});
export const sectionTitle = style({ fontSize: 24, margin: `0 0 ${vars.space.md}`, '@media': { [mq.lg]: { fontSize: 28 } } });

const list = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md } as const;
/** `columns[n - 1]`: a block's columnCount n on large screens, at most three on tablets; phones keep the list's own */
export const columns = [1, 2, 3, 4, 5, 6].map((n) =>
  style({
    '@media': {
      [mq.md]: { gridTemplateColumns: `repeat(${Math.min(n, 3)}, minmax(0, 1fr))` },
      [mq.lg]: { gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` },
    },
  }),
);
/** a carousel: one slide a screen, swiped or scrolled sideways */
export const hero = style({
  ...list,
  gridAutoFlow: 'column',
  gridAutoColumns: '100%',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
});
export const categories = style({ ...list, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' });
export const strip = style({ ...list });
export const cards = style({ ...list });
export const entry = style({ scrollSnapAlign: 'start', minWidth: 0, textAlign: 'center', fontSize: 14 });

globalStyle(`${entry} img`, { display: 'block', width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'contain', borderRadius: vars.radius.md });
globalStyle(`${entry} a`, { color: vars.color.accent });
globalStyle(`${entry} h3`, { margin: `${vars.space.sm} 0 ${vars.space.xs}`, fontSize: 19, color: vars.color.text });
globalStyle(`${entry} p`, { margin: 0, color: vars.color.muted });
globalStyle(`${categories} a`, {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
});
globalStyle(`${categories} img`, { maxWidth: 120, marginInline: 'auto' });
globalStyle(`${strip} strong`, { color: vars.color.text, fontSize: 17 });
globalStyle(`${strip} ${entry}`, { padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surface, textAlign: 'start' });
// a short link (ดูโปรโมชัน, ค้นหาสาขา) moves to the next line whole instead of breaking mid-phrase
globalStyle(`${strip} ${entry} a`, { display: 'inline-block', padding: `${vars.space.sm} 0`, minHeight: 24 });
// Apple's link blue, darker than the accent: 4.5:1 on the hero's grey panel
globalStyle(`${hero} a`, { color: '#0066cc' });
// the list scrolls sideways and clips what lies outside it: a focused link's ring is drawn inside it
globalStyle(`${hero} a:focus-visible`, { outlineOffset: -2 });
// the picture's own white-to-grey ground melts into the panel (darken) and its edges fade: no box within the box
globalStyle(`${hero} img`, {
  aspectRatio: 'auto',
  maxHeight: 'min(60vh, 420px)',
  background: 'transparent',
  mixBlendMode: 'darken',
  maskImage: 'linear-gradient(to right, transparent, #000 10%, #000 90%, transparent), linear-gradient(to bottom, #000 88%, transparent)',
  maskComposite: 'intersect',
});
globalStyle(`${hero} h3`, { fontSize: 32, lineHeight: 1.15, margin: `${vars.space.sm} 0`, '@media': { [mq.lg]: { fontSize: 48 } } });
globalStyle(`${hero} p`, { fontSize: 19, '@media': { [mq.lg]: { fontSize: 21 } } });
// the slide's action is a button, as on apple.com; the picture's link stays a picture
globalStyle(`${hero} p:last-child a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  marginTop: vars.space.md,
  padding: '0 22px',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: 17,
  textDecoration: 'none',
});
// a card's picture fills its width, as on the blog's own page
globalStyle(`${cards} img`, { aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.canvas });
// a card's heading is its link, stretched over the whole card: the picture and the words lead there too
globalStyle(`${cards} ${entry}`, { position: 'relative' });
globalStyle(`${cards} h3 a`, { color: vars.color.text, textDecoration: 'none' });
globalStyle(`${cards} h3 a::after`, { content: "''", position: 'absolute', inset: 0 });
