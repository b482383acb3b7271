import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

/** Room for the sticky header of a desktop, whose menu may take two rows in Thai. */
const DESKTOP_HEADER = 136;

export const page = style({
  maxWidth: 1000,
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mq.lg]: { gridTemplateColumns: '240px minmax(0, 1fr)', columnGap: vars.space.xl, alignItems: 'start' } },
});
export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, '@media': { [mq.lg]: { gridColumn: '1 / -1' } } });
export const title = style({ fontSize: 32, lineHeight: 1.2, margin: 0, overflowWrap: 'anywhere' });
export const lead = style({ margin: 0, color: vars.color.muted, fontSize: 17 });

export const toc = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.canvas,
  '@media': { [mq.lg]: { position: 'sticky', top: DESKTOP_HEADER } },
});
export const tocTitle = style({ fontSize: 14, fontWeight: 600, margin: `0 0 ${vars.space.sm}` });
export const tocList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const tocLink = style({
  display: 'block',
  padding: `10px 0`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: 14,
  selectors: { '&:hover': { color: vars.color.accent, textDecoration: 'underline' } },
});

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const sectionTitle = style({ fontSize: 22, margin: `0 0 ${vars.space.sm}`, selectors: { '&:focus': { outline: 'none' } } });
export const body = style({ lineHeight: 1.7, overflowWrap: 'anywhere' });
globalStyle(`${body} h3`, { fontSize: 17, margin: `${vars.space.md} 0 ${vars.space.xs}` });
globalStyle(`${body} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${body} ul, ${body} ol`, { margin: `0 0 ${vars.space.sm}`, paddingInlineStart: vars.space.lg });
globalStyle(`${body} a`, { color: vars.color.accent });
