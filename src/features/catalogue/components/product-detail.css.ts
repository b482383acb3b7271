import { style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: `${vars.space.lg} 0`,
  '@media': { [mq.lg]: { gridTemplateColumns: '1fr 1fr', gap: vars.space.xl, alignItems: 'start' } },
});
export const gallery = style({ position: 'relative', '@media': { [mq.lg]: { position: 'sticky', top: 80 } } });
export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const category = style({ color: vars.color.muted, fontSize: 14 });
export const title = style({ fontSize: 32, '@media': { [mq.lg]: { fontSize: 40 } } });
export const description = style({ color: vars.color.muted, margin: 0 });
export const priceLine = style({ fontSize: 24 });
export const educationOffer = style({ margin: 0, fontSize: 14 });
export const educationLink = style({ display: 'block', marginTop: vars.space.xs });
export const fieldset = style({ border: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const legend = style({ fontWeight: 600, marginBottom: vars.space.sm, padding: 0 });
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const option = style({
  minHeight: 44,
  padding: '8px 16px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.accent, boxShadow: `0 0 0 1px ${vars.color.accent}` } },
});
export const swatch = style({ width: 20, height: 20, borderRadius: '50%', border: '1px solid rgba(0,0,0,.2)' });
export const stock = style({ fontSize: 14 });
export const lowStock = style({ fontSize: 14, color: vars.color.warning });
export const added = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
