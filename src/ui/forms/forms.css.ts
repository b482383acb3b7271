import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const row = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))' });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontWeight: 600, fontSize: 14 });
export const input = style({
  font: 'inherit',
  fontSize: 16,
  minHeight: 44,
  padding: '8px 12px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.text,
  width: '100%',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.sale, borderWidth: 2 } },
});
export const hint = style({ margin: 0, fontSize: 13, color: vars.color.muted });
export const error = style({ margin: 0, fontSize: 14, color: vars.color.sale });
export const check = style({ display: 'grid', gridTemplateColumns: '24px 1fr', gap: vars.space.sm, alignItems: 'start', fontSize: 14 });
export const checkbox = style({ width: 24, height: 24, margin: 0 });
export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: '#fff1f0',
  color: vars.color.sale,
  selectors: { '&[data-status="success"]': { background: '#eefaf0', color: '#1c6e35' } },
});
export const textarea = style({ minHeight: 120, resize: 'vertical' });
