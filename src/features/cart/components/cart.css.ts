import { style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: `${vars.space.lg} 0`,
  '@media': { [mq.lg]: { gridTemplateColumns: '1fr 360px', alignItems: 'start' } },
});
export const heading = style({ fontSize: 32, marginBottom: vars.space.md });
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const line = style({
  display: 'grid',
  gridTemplateColumns: '80px 1fr',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const lineBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const lineName = style({ fontWeight: 600, textDecoration: 'none' });
export const lineMeta = style({ color: vars.color.muted, fontSize: 14 });
export const lineFoot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  marginTop: vars.space.sm,
});
export const warning = style({ color: vars.color.warning, fontSize: 14, margin: 0 });
export const remove = style({ background: 'none', border: 'none', color: vars.color.accent, cursor: 'pointer', padding: '8px 0', minHeight: 44 });
export const stepper = style({ display: 'inline-flex', alignItems: 'center', border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.pill });
export const stepButton = style({
  width: 44,
  height: 44,
  border: 'none',
  background: 'transparent',
  fontSize: 20,
  cursor: 'pointer',
  ':disabled': { color: vars.color.line, cursor: 'not-allowed' },
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
export const vat = style([row, { color: vars.color.muted, fontSize: 14 }]);
export const empty = style({
  textAlign: 'center',
  padding: `${vars.space.xl} 0`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
});
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
export const crossSell = style({ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: vars.space.md });
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
  height: '100%',
});
export const education = style({
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
});
export const applied = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap', margin: 0 });
export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignSelf: 'start' });
