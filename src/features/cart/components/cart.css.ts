import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

// minmax(0, …): a long Thai name, a long institution in the select or a wide price never widens the page
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: `${vars.space.lg} 0`,
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 360px', alignItems: 'start' } },
});
export const main = style({ minWidth: 0 });
export const heading = style({ fontSize: 32, marginBottom: vars.space.md, overflowWrap: 'anywhere' });
export const panelTitle = style({ fontSize: 18, margin: 0 });
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const line = style({
  display: 'grid',
  gridTemplateColumns: '80px minmax(0, 1fr)',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
  '@media': { [mq.lg]: { gridTemplateColumns: '120px minmax(0, 1fr)', gap: vars.space.lg, padding: `${vars.space.lg} 0` } },
});
export const miniLine = style({
  display: 'grid',
  gridTemplateColumns: '60px minmax(0, 1fr)',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const lineBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const lineHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: vars.space.md, rowGap: vars.space.xs });
/** the name gives way to the price on its line down to 8em: 'iPhone 17 Pro Max ฿48,900' shares a line on a 390 px phone */
export const lineName = style({ fontWeight: 600, textDecoration: 'none', color: vars.color.text, overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 8em' });
export const linePrice = style({ marginInlineStart: 'auto', textAlign: 'end' });
export const lineMeta = style({ color: vars.color.muted, fontSize: 14, overflowWrap: 'anywhere', margin: 0 });
export const lineFoot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  marginTop: vars.space.sm,
});
export const warning = style({ color: vars.color.warning, fontSize: 14, margin: 0 });
export const remove = style({
  background: 'none',
  border: 'none',
  color: vars.color.accent,
  cursor: 'pointer',
  padding: '8px 0',
  minWidth: 44,
  textAlign: 'start',
  minHeight: 44,
  font: 'inherit',
  ':disabled': { color: vars.color.muted, cursor: 'not-allowed' },
});
/** a line's remove button ends at the line's right edge, however short the word ('ลบ') */
export const lineRemove = style([remove, { textAlign: 'end' }]);
export const stepper = style({ display: 'inline-flex', alignItems: 'center', border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.pill });
export const stepButton = style({
  width: 44,
  height: 44,
  border: 'none',
  background: 'transparent',
  fontSize: 20,
  cursor: 'pointer',
  selectors: { '&[aria-disabled="true"]': { color: vars.color.line, cursor: 'not-allowed' } },
});
export const stepValue = style({ minWidth: 32, textAlign: 'center', fontVariantNumeric: 'tabular-nums' });
export const summary = style({
  background: vars.color.canvas,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, margin: 0 });
export const total = style([row, { fontSize: 20, fontWeight: 600, borderTop: `1px solid ${vars.color.line}`, paddingTop: vars.space.sm }]);
export const checkout = style({ marginTop: vars.space.sm, width: '100%' });
export const vat = style([row, { color: vars.color.muted, fontSize: 14 }]);
export const subRow = style({ color: vars.color.muted, fontSize: 14, paddingLeft: vars.space.md });
globalStyle(`${subRow} > span:last-child`, { whiteSpace: 'nowrap' });
export const empty = style({ padding: `${vars.space.xl} 0` });
export const emptyBody = style({ textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md });
export const emptyTitle = style({ fontSize: 20, margin: 0 });
export const badgeButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  color: vars.color.text,
});
export const badge = style({
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  borderRadius: 9,
  background: vars.color.text,
  color: '#fff',
  fontSize: 11,
  lineHeight: '18px',
  textAlign: 'center',
});
export const crossSell = style({ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const crossSellName = style({ overflowWrap: 'anywhere' });
export const crossSellList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const crossSellItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.canvas,
  textDecoration: 'none',
  color: vars.color.text,
  height: '100%',
  minWidth: 0,
  position: 'relative',
});
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});
// the code and its button side by side, as a shop's coupon box is: the button keeps to the field's line, under the
// label, and an error under the field does not move it
export const couponForm = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.sm, alignItems: 'start' });
export const applyButton = style({ marginTop: `calc(14px * 1.5 + ${vars.space.xs})` });
export const education = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
});
export const educationTitle = style({ fontSize: 18, margin: 0 });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: 14 });
export const input = style({
  minHeight: 44,
  padding: '0 12px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  fontSize: 16,
  background: 'white',
  color: vars.color.text,
  width: '100%',
  maxWidth: '100%',
  minWidth: 0,
});
export const applied = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  margin: 0,
  overflowWrap: 'anywhere',
});
export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignSelf: 'start', minWidth: 0 });

/** A code such as CU-EDU-2026 reads as one piece: it never breaks at its hyphens. */
export const unbroken = style({ whiteSpace: 'nowrap' });
