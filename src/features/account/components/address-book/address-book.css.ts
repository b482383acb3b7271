import { style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const page = style({ maxWidth: 880, margin: `0 0 ${vars.space.xl}`, display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const title = style({ fontSize: 28, margin: 0 });
export const defaults = style({
  display: 'grid',
  gap: vars.space.lg,
  // the delivery and billing sections side by side each as tall as their own content
  alignItems: 'start',
  '@media': { [mq.md]: { gridTemplateColumns: '1fr 1fr' } },
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const sectionTitle = style({ fontSize: 20, margin: 0, selectors: { '&:focus': { outline: 'none' } } });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mq.md]: { gridTemplateColumns: '1fr 1fr' } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
  height: '100%',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: 'auto', paddingTop: vars.space.sm });
export const empty = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.line}`,
  borderRadius: vars.radius.md,
  color: vars.color.muted,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
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
export const status = style({
  margin: 0,
  color: vars.color.muted,
  // an empty live region stays in the page (to be heard when it fills) without taking room
  selectors: { '&:empty': { position: 'absolute', width: 1, height: 1, overflow: 'hidden' } },
});
export const back = style({ alignSelf: 'flex-start' });
/** Starts where the other account pages start, beside the account menu, as their forms do. */
export const formPage = style({
  maxWidth: 640,
  margin: `0 0 ${vars.space.xl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** The other addresses of a type, under its default. */
export const others = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.md });
export const othersTitle = style({ fontSize: 16, margin: 0 });
export const othersList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
/** a link beside the list rather than across it */
export const addAnother = style({ alignSelf: 'flex-start' });
