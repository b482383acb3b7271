import { style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';
import { CHAT_BUTTON } from './overlays.css';

export const footer = style({ background: vars.color.canvas, color: vars.color.muted, fontSize: 13, marginTop: vars.space.xl });
/** the bottom padding keeps the copyright clear of the fixed chat button when the page is scrolled to its end */
export const inner = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} calc(${CHAT_BUTTON.size}px + 2 * ${CHAT_BUTTON.inset})`,
});
export const columns = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: '1fr',
  '@media': { [mq.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [mq.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});
export const column = style({
  borderBottom: `1px solid ${vars.color.line}`,
  '@media': { [mq.sm]: { borderBottom: 'none', selectors: { '&::details-content': { contentVisibility: 'visible', display: 'block' } } } },
});
export const columnTitle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: 44,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"+"', fontSize: 18, color: vars.color.muted },
    'details[open] > &::after': { content: '"−"' },
  },
  '@media': { [mq.sm]: { cursor: 'default', pointerEvents: 'none', selectors: { '&::after': { content: 'none' } } } },
});
export const columnHeading = style({ margin: 0, fontSize: 13, fontWeight: 600, color: vars.color.text });
export const columnLinks = style({ listStyle: 'none', padding: `0 0 ${vars.space.sm}`, margin: 0 });
/** at least 24 px tall: a target a finger can hit (axe target-size) */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  color: vars.color.muted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});
export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space.lg,
});
export const language = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const languageSelect = style({
  minHeight: 36,
  padding: '0 8px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  font: 'inherit',
  color: vars.color.text,
});
export const social = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: vars.space.xs });
export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.line } },
});
export const partners = style({ listStyle: 'none', margin: `${vars.space.lg} 0 0`, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const partner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '6px 10px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 12,
  fontWeight: 600,
});
export const copyright = style({ borderTop: `1px solid ${vars.color.line}`, paddingTop: vars.space.md, marginTop: vars.space.lg, marginBottom: 0 });
export const branches = style({ borderBottom: `1px solid ${vars.color.line}`, background: vars.color.surface });
export const branchList = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  // the five wordmarks keep one row on a phone
  gap: `${vars.space.xs} 14px`,
  '@media': { [mq.md]: { gap: `${vars.space.xs} ${vars.space.lg}` } },
});
export const branch = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  fontSize: 15,
  '@media': { [mq.md]: { fontSize: 18 } },
  fontWeight: 700,
  letterSpacing: '-0.01em',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent } },
});
