import { type CSSProperties, globalStyle, style } from '@vanilla-extract/css';

const print = (rules: CSSProperties) => ({ '@media': { print: rules } });

/** The receipt is paper only: on screen the order page shows the same facts its own way. */
export const receipt = style({ display: 'none', ...print({ display: 'block', color: '#000', fontSize: 12, lineHeight: 1.45 }) });
/** the order page as the screen shows it, left off paper */
export const screenOnly = style(print({ display: 'none' }));

// printing a page with a receipt prints the receipt alone: the shop's header and footer, its menus, the account
// menu, the chat link and every button stay off paper
globalStyle(`body:has(${receipt}) :is(#main ~ *, :has(~ #main))`, print({ display: 'none' }));
globalStyle(`body:has(${receipt}) #main :is(nav, details, button)`, print({ display: 'none' }));
globalStyle(`body:has(${receipt}) #main`, print({ padding: 0, maxWidth: 'none', animation: 'none' }));

export const top = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: 24,
  borderBottom: '2px solid #000',
  paddingBottom: 8,
});
export const shop = style({ fontSize: 16, fontWeight: 600, margin: 0 });
export const title = style({ fontSize: 20, margin: 0, textAlign: 'end' });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px', margin: '12px 0' });
export const parties = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24, margin: '12px 0' });
export const partyTitle = style({ fontSize: 13, margin: '0 0 4px', textTransform: 'uppercase' });
export const address = style({ fontStyle: 'normal', display: 'flex', flexDirection: 'column' });
export const table = style({ width: '100%', borderCollapse: 'collapse', margin: '12px 0' });
globalStyle(`${table} th, ${table} td`, { borderBottom: '1px solid #999', padding: '6px 4px', textAlign: 'start', verticalAlign: 'top' });
export const number = style({ textAlign: 'end', whiteSpace: 'nowrap', width: '1%', paddingInlineStart: 16 });
globalStyle(`${table} th${number}, ${table} td${number}`, { textAlign: 'end' });
export const totals = style({ marginInlineStart: 'auto', width: '50%', display: 'grid', gridTemplateColumns: '1fr max-content', rowGap: 2 });
/** an amount of the totals: a grid's cell, not a table's (`number` shrinks a column to its content) */
export const amount = style({ textAlign: 'end', whiteSpace: 'nowrap', paddingInlineStart: 16 });
export const grand = style({ fontWeight: 600, borderTop: '1px solid #000', paddingTop: 4 });
export const note = style({ marginTop: 16, fontSize: 11 });
