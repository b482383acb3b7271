import { keyframes, style } from '@vanilla-extract/css';
import { PAGE_FADE_SECONDS } from '@contract/constants';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: 'rgba(255,255,255,.92)',
  backdropFilter: 'saturate(180%) blur(20px)',
  borderBottom: `1px solid ${vars.color.line}`,
});
export const bar = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  minHeight: 56,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  '@media': { [mq.lg]: { flexWrap: 'nowrap' } },
});
export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minHeight: 56, fontWeight: 700, fontSize: 17, textDecoration: 'none', whiteSpace: 'nowrap', marginRight: 'auto' });
export const nav = style({
  display: 'flex',
  gap: vars.space.md,
  overflowX: 'auto',
  order: 3,
  width: '100%',
  fontSize: 14,
  scrollbarWidth: 'none',
  '@media': { [mq.lg]: { order: 0, width: 'auto', flex: 1, justifyContent: 'center', gap: vars.space.lg } },
});
export const navLink = style({
  textDecoration: 'none',
  color: vars.color.text,
  whiteSpace: 'nowrap',
  padding: '12px 0',
  selectors: { '&[data-status="active"]': { fontWeight: 600 } },
});
export const tools = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const language = style({ display: 'inline-flex', fontSize: 13, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.pill, overflow: 'hidden' });
export const languageOption = style({
  padding: '6px 10px',
  minWidth: 40,
  minHeight: 32,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: { '&[aria-current="true"]': { background: vars.color.text, color: '#fff' } },
});
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  animation: `${fadeIn} ${PAGE_FADE_SECONDS}s ease-out`,
});
export const footer = style({ background: vars.color.canvas, color: vars.color.muted, fontSize: 13, marginTop: vars.space.xl });
export const footerInner = style({ maxWidth: vars.width.page, margin: '0 auto', padding: `${vars.space.xl} ${vars.space.md}` });
export const columns = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [mq.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [mq.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});
export const column = style({ borderBottom: `1px solid ${vars.color.line}`, paddingBottom: vars.space.sm, '@media': { [mq.sm]: { borderBottom: 'none' } } });
export const columnTitle = style({ color: vars.color.text, fontWeight: 600, cursor: 'pointer', listStyle: 'none', padding: '8px 0' });
export const columnLinks = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 6 });
export const footLink = style({ textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
export const social = style({ display: 'flex', gap: vars.space.md, margin: `${vars.space.lg} 0 ${vars.space.sm}` });
export const copyright = style({ borderTop: `1px solid ${vars.color.line}`, paddingTop: vars.space.md, marginTop: vars.space.md });
export const notFound = style({ textAlign: 'center', padding: `${vars.space.xl} 0`, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md });
export const brandText = style({ display: 'none', '@media': { [mq.sm]: { display: 'inline' } } });
