import { style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';
import { panel } from '@/ui/panel.css';

// minmax(0, …): a long Thai address or product name never widens the page
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: `${vars.space.lg} 0`,
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 380px', alignItems: 'start' } },
});
export const heading = style({ fontSize: 32, margin: `0 0 ${vars.space.md}`, overflowWrap: 'anywhere' });
export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const step = panel;
export const stepTitle = style({ fontSize: 20, margin: 0 });
export const muted = style({ color: vars.color.muted, margin: 0, fontSize: 14 });
export const choices = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const choice = style({
  display: 'grid',
  gridTemplateColumns: '24px minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  minWidth: 0,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent, boxShadow: `0 0 0 1px ${vars.color.accent}` },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const radio = style({ width: 20, height: 20, margin: '2px 0 0' });
export const choiceBody = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, overflowWrap: 'anywhere', fontStyle: 'normal' });
export const choiceName = style({ fontWeight: 600 });
export const legend = style({ fontWeight: 600, fontSize: 14, padding: 0, marginBottom: vars.space.sm });
export const billingFromDelivery = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });
export const link = style({ color: vars.color.accent, alignSelf: 'flex-start', minHeight: 44, display: 'inline-flex', alignItems: 'center' });
export const summary = style({
  background: vars.color.canvas,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  // clear of the sticky header (81 px from lg)
  '@media': { [mq.lg]: { position: 'sticky', top: 96, padding: vars.space.lg } },
});
export const flush = style({ margin: 0 });
export const summaryLink = style([link, { color: vars.color.link }]);
export const summaryHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const shortage = style({ display: 'block', color: vars.color.warning, fontSize: 14, margin: 0 });
export const summaryLines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const summaryLine = style({ display: 'grid', gridTemplateColumns: '56px minmax(0, 1fr) auto', gap: vars.space.sm, alignItems: 'start', fontSize: 14 });
export const lineName = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const place = style({ width: '100%', minHeight: 48, fontSize: 17 });
export const problem = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: '#fff1f0',
  color: vars.color.sale,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const changes = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.text });
export const applied = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap', fontSize: 14 });
