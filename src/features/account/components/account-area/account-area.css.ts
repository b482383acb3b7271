import { style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

/** Phone: the menu above the page. Desktop: the menu in a column beside it. */
export const layout = style({
  display: 'grid',
  gap: vars.space.md,
  margin: `${vars.space.md} 0 ${vars.space.xl}`,
  '@media': { [mq.lg]: { gridTemplateColumns: '240px minmax(0, 1fr)', gap: vars.space.xl, margin: `${vars.space.lg} 0 ${vars.space.xl}` } },
});
export const content = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sideNav = style({ display: 'none', '@media': { [mq.lg]: { display: 'block' } } });
/** the phone's menu button and, beside it, log out */
export const phoneBar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  '@media': { [mq.lg]: { display: 'none' } },
});
export const phoneLogOut = style({
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 14,
  cursor: 'pointer',
});
export const phoneNav = style({ border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, background: vars.color.surface, minWidth: 0 });
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  cursor: 'pointer',
  fontWeight: 600,
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
export const summaryText = style({ display: 'flex', flexDirection: 'column', padding: `${vars.space.xs} 0`, lineHeight: 1.3 });
export const summaryLabel = style({ color: vars.color.muted, fontWeight: 400, fontSize: 12 });
export const chevron = style({ flexShrink: 0, transition: 'transform .2s', selectors: { 'details[open] &': { transform: 'rotate(180deg)' } } });

export const navList = style({ listStyle: 'none', margin: 0, padding: vars.space.sm, display: 'flex', flexDirection: 'column', gap: 2 });
export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: 15,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { background: vars.color.canvas },
  selectors: { '&[aria-current="page"]': { background: vars.color.canvas, fontWeight: 600, boxShadow: `inset 3px 0 0 ${vars.color.accent}` } },
});
export const navSeparator = style({ borderTop: `1px solid ${vars.color.line}`, marginTop: vars.space.sm, paddingTop: vars.space.sm });

export const heading = style({ fontSize: 28, margin: 0 });
export const lead = style({ margin: 0, color: vars.color.muted });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const sectionTitle = style({ fontSize: 20, margin: 0 });
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });

export const cards = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const cardTitle = style({ fontSize: 17, margin: 0 });
export const muted = style({ margin: 0, color: vars.color.muted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** label and value pairs: stacked on a phone, side by side from tablets */
export const facts = style({
  display: 'grid',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@media': { [mq.md]: { gridTemplateColumns: 'minmax(140px, max-content) minmax(0, 1fr)' } },
});
export const factLabel = style({ color: vars.color.muted, fontSize: 14 });
export const factValue = style({
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': { [mq.md]: { marginBottom: vars.space.sm } },
  selectors: { '&:not(:last-child)': { marginBottom: vars.space.sm } },
});

export const addressText = style({ fontStyle: 'normal', margin: 0, overflowWrap: 'anywhere' });

/** a page of its own, outside the account area's frame */
export const standalone = style({ margin: `${vars.space.xl} auto` });

export const formPanel = style({ maxWidth: 560, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const warning = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: '#fff6e5',
  color: vars.color.text,
  borderInlineStart: `4px solid ${vars.color.warning}`,
});
export const list = style({ margin: 0, paddingInlineStart: '1.2em', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const orders = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const order = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
});
export const orderLink = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const orderTotal = style({ fontWeight: 600, textAlign: 'end' });
export const status = style({
  justifySelf: 'end',
  fontSize: 13,
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.canvas,
});

export const wishGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const wishCard = style([card, { height: '100%' }]);
export const wishImage = style({ display: 'block', maxWidth: 220, width: '100%', margin: '0 auto' });
export const wishName = style({ fontSize: 17, fontWeight: 600, margin: 0, lineHeight: 1.3 });
export const wishLink = style({ color: 'inherit', textDecoration: 'none', ':hover': { textDecoration: 'underline' } });
export const wishActions = style([actions, { marginTop: 'auto' }]);
export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.canvas,
});
