import { style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: `${vars.space.md} 0`,
});
export const count = style({ color: vars.color.muted, fontSize: 14 });
export const toggle = style({ display: 'inline-flex', border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.pill, overflow: 'hidden' });
export const toggleButton = style({
  border: 'none',
  background: 'transparent',
  padding: '8px 14px',
  minHeight: 40,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.text, color: '#fff' } },
});
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }, [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: 0, margin: 0, listStyle: 'none' });
