import { style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';
import { panel } from '@/ui/panel.css';

export const page = style({ padding: `${vars.space.lg} 0`, display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const hero = style({ textAlign: 'center', display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'center' });
export const heading = style({ fontSize: 28, margin: 0, overflowWrap: 'anywhere', '@media': { [mq.md]: { fontSize: 40 } } });
export const orderNumber = style({ margin: 0, fontSize: 18 });
export const status = style({ margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.pill, background: vars.color.canvas });
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});
export const card = panel;
export const title = style({ fontSize: 20, margin: 0 });
export const next = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const line = style({ display: 'grid', gridTemplateColumns: '56px minmax(0, 1fr) auto', gap: vars.space.sm, alignItems: 'start' });
export const image = style({ width: 56, height: 56, objectFit: 'contain' });
export const lineName = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.muted, fontWeight: 400, fontSize: 14 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center' });
