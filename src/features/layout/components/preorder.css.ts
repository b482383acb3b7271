import { style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const header = style({ borderBottom: `1px solid ${vars.color.line}`, background: vars.color.surface });
export const bar = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
});
export const title = style({ margin: 0, fontSize: 17, fontWeight: 700, marginInlineEnd: 'auto' });
export const phones = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  order: 3,
  width: '100%',
  '@media': { [mq.md]: { order: 0, width: 'auto' } },
});
// each number with its handset, so that two numbers side by side do not read as one
export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 40,
  fontWeight: 600,
  textDecoration: 'none',
  color: vars.color.accent,
});
