import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // two cards a row on a phone: a narrower edge leaves a price range its one line
  padding: vars.space.sm,
  '@media': { [mq.md]: { padding: vars.space.md } },
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textDecoration: 'none',
  // the cards of a grid's row end level, whatever their prices take
  height: '100%',
  transition: 'box-shadow .2s',
  ':hover': { boxShadow: '0 4px 24px rgba(0,0,0,.08)' },
});
// the heart sits in the card's top right corner: a list card's text, which runs the card's width, stops short of it
export const listCard = style([
  card,
  { flexDirection: 'row', alignItems: 'center', paddingInlineEnd: 52, '@media': { [mq.md]: { gap: vars.space.lg, paddingInlineEnd: 56 } } },
]);
export const listImage = style({ width: 120, flexShrink: 0, '@media': { [mq.md]: { width: 180 } } });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, fontSize: 15, '@media': { [mq.md]: { fontSize: 17 } } });
export const category = style({ fontSize: 13, color: vars.color.muted });
export const name = style({
  fontSize: 15,
  fontWeight: 600,
  margin: 0,
  // spec section 2: one or two lines; the whole name is the link's and the card's title. A phone's half-width card
  // takes a third: two lines there cut 'เคสซิลิโคนพร้อม MagSafe สำหรับ iPhone 17 Pro Max' to the same words as its Pro,
  // and on the narrowest phones (320 px) a fourth: three still cut it
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '2.4em',
  lineHeight: 1.2,
  '@media': { 'screen and (min-width: 360px)': { WebkitLineClamp: 3 }, [mq.md]: { fontSize: 17, WebkitLineClamp: 2 } },
});

/** the card link and, beside it (not inside: a button may not sit in a link), the favourite heart */
export const frame = style({ position: 'relative', height: '100%' });
// on a grid card the heart sits inside the picture's corner, level with the Sale badge, not across the picture's edge
globalStyle(`${card}:not(${listCard}) ~ button`, { top: vars.space.md, right: vars.space.md });
