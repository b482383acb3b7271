import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const list = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: 0,
});
globalStyle(`${row} > dd`, { margin: 0, textAlign: 'end', whiteSpace: 'nowrap' });
export const total = style({ fontWeight: 700, fontSize: 18, paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.line}` });
export const vat = style({ color: vars.color.muted, fontSize: 14 });
