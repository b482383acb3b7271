import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: 'rgba(255,255,255,.94)',
  backdropFilter: 'saturate(180%) blur(20px)',
  borderBottom: `1px solid ${vars.color.line}`,
});
export const bar = style({
  position: 'relative',
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `0 ${vars.space.sm}`,
  minHeight: 52,
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  '@media': { [mq.sm]: { padding: `0 ${vars.space.md}`, gap: vars.space.xs }, [mq.lg]: { flexWrap: 'wrap' } },
});
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  minHeight: 44,
  minWidth: 44,
  marginInlineEnd: 'auto',
  '@media': { [mq.lg]: { marginInlineEnd: vars.space.md } },
});
const logoMark = { width: 26, height: 26, objectFit: 'cover' } as const;
const logoWhole = { width: 220, height: 22, objectFit: 'contain' } as const;
/** on phones, and beside the desktop menu until it has room for both, only the apple mark at the left of the logo shows */
export const logoImage = style({
  display: 'block',
  ...logoMark,
  objectPosition: 'left center',
  '@media': { [mq.sm]: logoWhole, [mq.lg]: logoMark, [mq.xl]: logoWhole },
});
export const tools = style({ display: 'flex', alignItems: 'center', gap: 2, marginInlineStart: 'auto' });
export const searchSlot = style({ display: 'contents' });
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 4,
  minWidth: 40,
  minHeight: 40,
  padding: '0 6px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: 13,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.canvas } },
});
export const language = style({ display: 'none', '@media': { [mq.lg]: { display: 'block' } } });
export const languageCode = style({ fontWeight: 600 });
export const popover = style({
  margin: 0,
  inset: 'auto',
  top: 'anchor(bottom)',
  right: 'anchor(right)',
  minWidth: 200,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: '0 12px 32px rgba(0,0,0,.12)',
  positionTryFallbacks: 'flip-inline',
});
export const popoverList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const popoverLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 40,
  padding: '0 12px',
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.canvas }, '&[aria-current="true"]': { fontWeight: 700 } },
});

/* the offer links above the bar (desktop) */
export const offers = style({ display: 'none', background: vars.color.canvas, '@media': { [mq.lg]: { display: 'block' } } });
export const offerList = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  listStyle: 'none',
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  fontSize: 12,
});
export const offerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 28,
  color: vars.color.muted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

/* the top banner: HTML from the CMS */
export const topBanner = style({
  background: '#1d1d1f',
  color: '#f5f5f7',
  fontSize: 13,
  textAlign: 'center',
  padding: `6px ${vars.space.md}`,
  overflowWrap: 'anywhere',
});
export const topBannerHtml = style({ maxWidth: vars.width.page, margin: '0 auto' });
globalStyle(`${topBannerHtml} p`, { margin: 0 });
globalStyle(`${topBannerHtml} a`, { color: '#2997ff' });
