import { style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';
import { panel } from '@/ui/panel.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: `${vars.space.lg} 0`, minWidth: 0 });
export const card = panel;
export const heading = style({ fontSize: 28, lineHeight: 1.2, margin: 0, overflowWrap: 'anywhere', '@media': { [mq.md]: { fontSize: 40 } } });
export const subheading = style({ fontSize: 20, margin: 0 });
export const lead = style({ margin: 0, fontSize: 18, color: vars.color.muted, maxWidth: 640 });
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: 14 });

export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  textAlign: 'center',
  justifyItems: 'center',
  '@media': { [mq.md]: { gridTemplateColumns: '1fr 1fr', textAlign: 'start', justifyItems: 'start' } },
});
export const heroImage = style({ width: '100%', maxWidth: 420, justifySelf: 'center' });
export const heroText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const eyebrow = style({ margin: 0, color: vars.color.warning, fontWeight: 700, fontSize: 14, letterSpacing: 0.4 });
export const from = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'center',
  gap: vars.space.sm,
  fontSize: 18,
  color: vars.color.muted,
  '@media': { [mq.md]: { justifyContent: 'flex-start' } },
});
export const claims = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
});
export const claim = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.canvas, fontWeight: 600 });
export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const startForm = style({ width: '100%', maxWidth: 480, textAlign: 'start' });

export const sessionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.canvas,
  fontSize: 14,
  // a long email address wraps rather than pushing the page wider than a phone
  overflowWrap: 'anywhere',
});
/** On the bar's grey, the shop's blue is too light for small text (axe's contrast): Apple's darker link blue. */
export const sessionLink = style({
  border: 0,
  padding: 0,
  minHeight: 24,
  background: 'transparent',
  color: '#0066cc',
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
/** the bag: above the products on phones (seen as soon as something is added), beside them and in view on wide screens */
export const bagPanel = style([panel, { order: -1, '@media': { [mq.lg]: { order: 0, position: 'sticky', top: vars.space.md } } }]);
export const products = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
});
export const product = style([panel, { gap: vars.space.sm, '@media': { [mq.md]: { padding: vars.space.md } } }]);
export const productName = style({ margin: 0, fontSize: 17 });
export const stock = style({ margin: 0, fontSize: 14, color: vars.color.muted });
export const soldOut = style({ margin: 0, fontSize: 14, fontWeight: 700, color: vars.color.sale });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const line = style({ display: 'grid', gridTemplateColumns: '64px minmax(0, 1fr)', gap: vars.space.sm, alignItems: 'start' });
export const lineBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const lineControls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const stepper = style({ display: 'inline-flex', alignItems: 'center', border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.pill });
export const stepButton = style({
  minWidth: 44,
  minHeight: 44,
  border: 0,
  background: 'transparent',
  fontSize: 20,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[aria-disabled="true"]': { opacity: 0.35, cursor: 'not-allowed' } },
});
export const stepValue = style({ minWidth: 28, textAlign: 'center', fontVariantNumeric: 'tabular-nums' });
export const linkButton = style({ border: 0, background: 'transparent', color: vars.color.accent, cursor: 'pointer', fontSize: 14, minHeight: 44, padding: 0 });
export const alert = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: '#fff1f0', color: vars.color.sale, fontWeight: 600 });
export const status = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.canvas });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const legend = style({ fontWeight: 700, fontSize: 18, padding: 0, marginBottom: vars.space.sm });
