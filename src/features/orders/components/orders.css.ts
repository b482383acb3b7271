import { style, styleVariants } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const heading = style({ fontSize: 28, margin: 0, selectors: { '&:focus': { outline: 'none' } } });
export const muted = style({ margin: 0, color: vars.color.muted });
export const back = style({ alignSelf: 'flex-start', display: 'inline-flex', alignItems: 'center', minHeight: 44 });

/** the order list: one row per order, the whole row a link */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.muted },
  '@media': { [mq.md]: { gridTemplateColumns: '80px minmax(0, 1fr) auto' } },
});
export const thumb = style({
  width: 64,
  height: 64,
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.canvas,
  '@media': { [mq.md]: { width: 80, height: 80 } },
});
export const noThumb = style([thumb, { display: 'block' }]);
export const rowBody = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const rowTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const rowEnd = style({
  gridColumn: '2',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  '@media': { [mq.md]: { gridColumn: 'auto', flexDirection: 'column', alignItems: 'flex-end' } },
});
export const amount = style({ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

const badge = style({ display: 'inline-block', fontSize: 13, lineHeight: 1.4, padding: '2px 10px', borderRadius: vars.radius.pill, whiteSpace: 'nowrap' });
/** a status's colour: waiting for the shopper, under way, done, or ended without a sale */
export const status = styleVariants({
  waiting: [badge, { background: '#fff4e5', color: '#8a3a00' }],
  moving: [badge, { background: '#e8f1fc', color: '#0b4f9c' }],
  done: [badge, { background: '#eaf6ec', color: '#1c6e35' }],
  ended: [badge, { background: vars.color.canvas, color: vars.color.muted }],
});

export const pages = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  padding: '0 10px',
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  color: vars.color.accent,
  selectors: { '&[aria-current="page"]': { background: vars.color.text, color: vars.color.surface } },
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.canvas,
});
export const problem = style([empty, { background: '#fff1f0' }]);

/** the order page: what was bought, then the summary beside it on a wide screen */
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.md}` });
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mq.xl]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' } },
});
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const sectionTitle = style({ fontSize: 20, margin: 0 });
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** what the shopper can do now: pay or cancel, or print */
export const actionsBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.canvas,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const notice = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: '#eaf6ec', color: '#1c6e35' });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const line = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
  selectors: { '&:first-child': { paddingTop: 0 } },
  '@media': { [mq.md]: { gridTemplateColumns: '96px minmax(0, 1fr) auto' } },
});
export const lineImage = style({ width: 64, height: 64, objectFit: 'contain', '@media': { [mq.md]: { width: 96, height: 96 } } });
export const lineBody = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, overflowWrap: 'anywhere' });
export const lineName = style({ fontWeight: 600 });
export const lineMeta = style({ color: vars.color.muted, fontSize: 14 });
export const lineTotal = style([amount, { gridColumn: '2', '@media': { [mq.md]: { gridColumn: 'auto', textAlign: 'end' } } }]);
export const wrapping = style({ margin: `${vars.space.xs} 0 0`, fontSize: 14 });

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.canvas,
});

/** label beside value; on a phone, under it, so that a tax id or an email keeps a line of its own */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { [mq.sm]: { gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)' } },
});
export const factLabel = style({ color: vars.color.muted, fontSize: 14 });
export const factValue = style({ margin: `0 0 ${vars.space.sm}`, overflowWrap: 'break-word', '@media': { [mq.sm]: { marginBottom: 0 } } });
export const address = style({ fontStyle: 'normal', margin: 0, display: 'flex', flexDirection: 'column', gap: 2 });

/** the status timeline: a dot per status on a line, the newest last */
export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
// on a phone each step's time goes under its name, every step alike (the short names had theirs beside them)
export const step = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: `0 ${vars.space.md}`,
  padding: `0 0 ${vars.space.md} 28px`,
  '@media': { [mq.sm]: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between' } },
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 5,
      top: 7,
      width: 12,
      height: 12,
      borderRadius: '50%',
      background: vars.color.line,
    },
    '&:not(:last-child)::after': { content: '""', position: 'absolute', left: 10, top: 21, bottom: 0, width: 2, background: vars.color.line },
    '&:last-child': { paddingBottom: 0 },
    '&:last-child::before': { background: vars.color.accent, boxShadow: `0 0 0 4px #d6e8fb` },
  },
});
export const stepName = style({ fontWeight: 600 });
export const stepTime = style({ color: vars.color.muted, fontSize: 14, fontVariantNumeric: 'tabular-nums' });
export const codes = style({ margin: 0, paddingInlineStart: '1.2em', color: vars.color.muted, fontSize: 14 });
export const payments = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const payment = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `2px ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
});
export const refund = style({ gridColumn: '1 / -1', color: vars.color.warning, fontSize: 14 });
/** a live region that says something only after an action: empty, it takes no room but stays to be heard */
export const live = style([
  notice,
  { selectors: { '&:empty': { position: 'absolute', width: 1, height: 1, padding: 0, overflow: 'hidden', clipPath: 'inset(50%)' } } },
]);
