import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const pager = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center', alignItems: 'center' });
export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.text, color: vars.color.surface, borderColor: vars.color.text } },
});

export const article = style({ maxWidth: 760, margin: `${vars.space.lg} auto ${vars.space.xl}`, display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const body = style({ marginTop: vars.space.lg });
export const related = style({ borderTop: `1px solid ${vars.color.line}`, paddingTop: vars.space.lg });

export const share = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.line}`,
  paddingTop: vars.space.md,
});
export const shareTitle = style({ fontSize: 17, margin: 0 });
export const shareList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const shareLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 15,
  textDecoration: 'none',
  cursor: 'pointer',
});
export const copied = style({ margin: 0, minHeight: '1.5em', fontSize: 14, color: vars.color.muted });
