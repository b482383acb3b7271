import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';
import { panel } from '@/ui/panel.css';

export const page = style({
  maxWidth: 640,
  margin: '0 auto',
  padding: `${vars.space.lg} 0`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});
export const heading = style({ fontSize: 28, margin: 0, overflowWrap: 'anywhere', '@media': { [mq.md]: { fontSize: 32 } } });
export const card = panel;
export const facts = style({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space.sm, margin: 0 });
export const total = style({ fontSize: 22, fontWeight: 700 });
export const qrPanel = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, textAlign: 'center' });
export const qrLabel = style({ margin: 0, fontWeight: 700, color: '#113566', fontSize: 20 });
export const qr = style({ width: 240, maxWidth: '100%', height: 'auto', aspectRatio: '1', background: vars.color.canvas, borderRadius: vars.radius.md });
export const qrFailed = style([
  qr,
  { display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: vars.space.sm, padding: vars.space.md },
]);
export const amount = style({ margin: 0, fontSize: 28, fontWeight: 700 });
export const deadline = style({ margin: 0, color: vars.color.muted });
export const note = style({ margin: 0, fontSize: 14, color: vars.color.muted, maxWidth: 420 });
export const account = style({ margin: 0, display: 'grid', gap: vars.space.sm });
globalStyle(`${account} > div`, { display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space.sm });
// a value that wraps under its label stays at the right, with the others
globalStyle(`${account} dd`, { margin: 0, marginInlineStart: 'auto', textAlign: 'end', fontWeight: 600, overflowWrap: 'anywhere' });
export const accountNumber = style({ fontVariantNumeric: 'tabular-nums', fontSize: 18 });
export const status = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.canvas });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A date and time read as one piece: never split across lines. */
export const unbroken = style({ whiteSpace: 'nowrap' });
