import { style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const currentFamily = style({ display: 'inline-block', borderRadius: vars.radius.pill, outline: `2px solid ${vars.color.text}` });
export const pickers = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const pickerLabel = style({ fontSize: 14, color: vars.color.muted });
export const select = style({
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  fontSize: 16,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.text,
  maxWidth: '100%',
});

export const swipeHint = style({ margin: `0 0 ${vars.space.xs}`, fontSize: 14, color: vars.color.muted, textAlign: 'end' });
/** The table scrolls sideways here, never the page. */
export const scroller = style({
  // what is placed absolutely inside (a hidden label) scrolls with the table instead of widening the page
  position: 'relative',
  overflowX: 'auto',
  maxWidth: '100%',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
// the row heads' column (140) and three models' (140 each): Thai labels keep their words whole. On a phone the
// columns narrow (120 and 116) so that two models show side by side; the third is a swipe away
export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  minWidth: 468,
  fontSize: 14,
  '@media': { [mq.sm]: { minWidth: 560, fontSize: 15 } },
});
export const caption = style({ textAlign: 'start', fontSize: 20, fontWeight: 600, padding: vars.space.md });
const sticky = { position: 'sticky', insetInlineStart: 0, background: vars.color.surface, zIndex: 1 } as const;
const headWidth = { width: 120, '@media': { [mq.sm]: { width: 140 } } } as const;
export const corner = style({ ...sticky, ...headWidth });
export const modelHead = style({
  verticalAlign: 'top',
  padding: vars.space.sm,
  textAlign: 'center',
  fontWeight: 'normal',
  minWidth: 116,
  '@media': { [mq.sm]: { minWidth: 140 } },
});
export const modelImage = style({
  width: 72,
  height: 72,
  objectFit: 'contain',
  display: 'block',
  margin: '0 auto',
  '@media': { [mq.sm]: { width: 96, height: 96 }, [mq.lg]: { width: 140, height: 140 } },
});
export const modelName = style({ display: 'block', fontWeight: 600, fontSize: 16, margin: `${vars.space.xs} 0` });
// a row that differs is told by a quiet grey and its mark, as apple.com's comparisons stay calm
export const differs = style({ background: vars.color.canvas });
export const modelBuy = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm });
export const rowHead = style({
  ...sticky,
  textAlign: 'start',
  fontWeight: 600,
  padding: vars.space.sm,
  width: 120,
  fontSize: 13,
  '@media': { [mq.sm]: { width: 140, fontSize: 15 } },
  borderTop: `1px solid ${vars.color.line}`,
  verticalAlign: 'top',
  selectors: { [`${differs} &`]: { background: vars.color.canvas } },
});
export const cell = style({ padding: vars.space.sm, borderTop: `1px solid ${vars.color.line}`, verticalAlign: 'top', textAlign: 'center' });
export const badge = style({
  display: 'block',
  width: 'fit-content',
  marginTop: vars.space.xs,
  fontSize: 12,
  fontWeight: 600,
  padding: '1px 8px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.muted,
});
