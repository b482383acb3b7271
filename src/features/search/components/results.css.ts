import { style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mq.lg]: { gridTemplateColumns: '240px minmax(0, 1fr)', alignItems: 'start' } },
});
export const searchForm = style({ display: 'flex', gap: vars.space.sm, maxWidth: 560, margin: `0 0 ${vars.space.md}` });
export const searchField = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: '0 14px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  font: 'inherit',
  fontSize: 16,
});
export const filtersToggle = style({ '@media': { [mq.lg]: { display: 'none' } } });
/** hidden on a phone until the shopper opens it; always shown beside the results from lg */
export const filters = style({ display: 'none', '@media': { [mq.lg]: { display: 'block' } } });
export const filtersOpen = style({ display: 'block' });
export const showResults = style({
  width: '100%',
  minHeight: 44,
  marginBottom: vars.space.md,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: '#fff',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});
export const group = style({ border: 0, margin: `0 0 ${vars.space.md}`, padding: 0, minWidth: 0 });
export const legend = style({ fontWeight: 600, marginBottom: vars.space.xs, padding: 0 });
export const option = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 40, cursor: 'pointer' });
export const checkbox = style({ width: 20, height: 20, margin: 0, flexShrink: 0 });
export const optionCount = style({ marginInlineStart: 'auto', color: vars.color.muted, fontSize: 13 });
export const priceFields = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const priceLabel = style({ display: 'grid', gap: 2, fontSize: 13, flex: '1 1 90px' });
export const priceInput = style({
  minHeight: 40,
  width: '100%',
  padding: '0 10px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  fontSize: 16,
});
export const priceProblem = style({ margin: 0, fontSize: 14, color: vars.color.warning });
export const tools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginBottom: vars.space.sm });
export const sortLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: 14 });
export const select = style({
  minHeight: 40,
  padding: '0 8px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  fontSize: 15,
});
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: `0 0 ${vars.space.sm}`, padding: 0 });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 36,
  padding: '0 12px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  font: 'inherit',
  fontSize: 14,
  color: vars.color.text,
  cursor: 'pointer',
});
export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: `${vars.space.lg} 0`,
  listStyle: 'none',
  padding: 0,
});
export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  padding: '0 10px',
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  color: vars.color.accent,
  selectors: { '&[aria-current="page"]': { background: vars.color.text, color: vars.color.surface } },
});
export const empty = style({ padding: `${vars.space.lg} 0`, maxWidth: 640, overflowWrap: 'anywhere' });
export const emptyLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', padding: 0 });
