import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const page = style({
  maxWidth: 1100,
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 460px)', alignItems: 'start' } },
});
export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, '@media': { [mq.lg]: { gridColumn: '1 / -1' } } });
export const title = style({ fontSize: 32, lineHeight: 1.2, margin: 0, overflowWrap: 'anywhere', '@media': { [mq.lg]: { fontSize: 40 } } });
export const lead = style({ margin: 0, color: vars.color.muted, fontSize: 17, lineHeight: 1.6 });
export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const sectionTitle = style({ fontSize: 22, margin: `0 0 ${vars.space.sm}` });
export const body = style({ lineHeight: 1.7, overflowWrap: 'anywhere' });
globalStyle(`${body} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${body} ul`, { margin: `0 0 ${vars.space.sm}`, paddingInlineStart: vars.space.lg });
globalStyle(`${body} a`, { color: vars.color.accent });
globalStyle(`${body} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });

export const formPanel = style({ padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.canvas, minWidth: 0 });
export const formTitle = style({ fontSize: 22, margin: 0 });
export const products = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const legend = style({ fontWeight: 600, fontSize: 16, padding: 0 });
export const quantities = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 120px), 1fr))' });
