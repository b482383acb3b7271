import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const page = style({ paddingBottom: vars.space.xl });

export const title = style({ fontSize: 32, margin: `${vars.space.lg} 0 ${vars.space.sm}` });

export const note = style({ color: vars.color.muted, margin: `0 0 ${vars.space.md}`, maxWidth: 720 });

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
  '@media': { print: { display: 'none' } },
});

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const filter = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.text, borderColor: vars.color.text, color: vars.color.surface } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const family = style({ marginTop: vars.space.lg, breakInside: 'avoid-page' });

export const familyTitle = style({ fontSize: 24, margin: `0 0 ${vars.space.sm}` });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 14, '@media': { [mq.md]: { fontSize: 16 } } });

const cell = style({ padding: `${vars.space.sm} ${vars.space.xs}`, borderBottom: `1px solid ${vars.color.line}`, verticalAlign: 'top' });

export const modelHead = style([cell, { textAlign: 'left' }]);
export const priceHead = style([cell, { textAlign: 'right', '@media': { [mq.md]: { width: '16%' } } }]);

export const row = style({ breakInside: 'avoid' });

export const model = style([cell, { textAlign: 'left', fontWeight: 'normal', overflowWrap: 'break-word' }]);
export const modelName = style({ display: 'block', fontWeight: 600 });
export const colours = style({ display: 'block', color: vars.color.muted, fontSize: 13 });
/** a colour's name breaks only after its comma, never inside ('สี|เงิน') */
export const colour = style({ whiteSpace: 'nowrap' });

// three prices and a model with whole colour names fit 320 px only with narrow price cells
export const price = style([
  cell,
  {
    textAlign: 'right',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    paddingInline: 2,
    fontSize: 13,
    '@media': { [mq.md]: { paddingInline: vars.space.xs, fontSize: 'inherit' } },
  },
]);
export const special = style({ color: vars.color.sale });

// printing the price list prints the list alone: the shop's header and footer, menus and overlays stay on screen
globalStyle(`body:has(${page}) :is(#main ~ *, :has(~ #main))`, { '@media': { print: { display: 'none' } } });
globalStyle(`body:has(${page}) #main`, { '@media': { print: { padding: 0, maxWidth: 'none', animation: 'none' } } });
