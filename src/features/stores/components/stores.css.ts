import { style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

// wide pages start at the layout's edge, under the logo, as every catalogue page does
export const page = style({ paddingBottom: vars.space.xl });
export const title = style({ fontSize: 32, lineHeight: 1.2, margin: `${vars.space.lg} 0 ${vars.space.sm}`, overflowWrap: 'anywhere' });
export const lead = style({ color: vars.color.muted, fontSize: 17, margin: `0 0 ${vars.space.md}`, maxWidth: 720 });
export const sectionTitle = style({ fontSize: 24, margin: `${vars.space.lg} 0 ${vars.space.sm}` });

export const filters = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))', maxWidth: 560 });
export const count = style({ color: vars.color.muted, margin: `${vars.space.md} 0` });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [mq.md]: { gridTemplateColumns: '1fr 1fr' }, [mq.xl]: { gridTemplateColumns: '1fr 1fr 1fr' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.canvas,
  overflowWrap: 'anywhere',
});
export const cardTitle = style({ fontSize: 19, margin: 0 });
// brand names keep their own capitals (iStudio, iCenter)
export const brand = style({ fontSize: 13, fontWeight: 600, color: vars.color.muted, margin: 0 });
export const address = style({ fontStyle: 'normal', margin: 0, lineHeight: 1.6 });

export const hours = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: vars.space.md, rowGap: 2, margin: 0, fontSize: 15 });
export const hoursRow = style({ display: 'contents' });
export const day = style({ color: vars.color.muted, margin: 0 });
export const time = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const chip = style({
  fontSize: 13,
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, marginTop: 'auto', paddingTop: vars.space.sm });
// darker than the accent: still 4.5:1 on the card's grey
export const link = style({ color: vars.color.link, display: 'inline-flex', alignItems: 'center', minHeight: 44 });

export const detail = style({ display: 'grid', gap: vars.space.lg, '@media': { [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } } });
export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, lineHeight: 1.8 });

export const panel = style({ maxWidth: 720, margin: '0 auto', paddingBottom: vars.space.xl });
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const legend = style({ fontSize: 20, fontWeight: 600, padding: 0, marginBottom: vars.space.sm });
export const summary = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const term = style({ color: vars.color.muted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
export { visuallyHidden } from '@/styles/visually-hidden.css';
export const cardLink = style({ color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
export const none = style({ display: 'grid', justifyItems: 'start', gap: vars.space.sm, padding: `${vars.space.lg} 0` });
