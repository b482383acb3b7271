import { style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const hero = style({
  textAlign: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
  margin: `${vars.space.md} 0`,
  borderRadius: vars.radius.lg,
  background: 'linear-gradient(180deg, #f5f5f7 0%, #ffffff 100%)',
});
export const heroTitle = style({ fontSize: 36, '@media': { [mq.lg]: { fontSize: 56 } } });
export const heroText = style({ color: vars.color.muted, fontSize: 18, maxWidth: 640, margin: `${vars.space.md} auto` });
export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.lg} 0`,
  '@media': { [mq.lg]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});
export const tile = style({
  display: 'flex',
  minHeight: 64,
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.canvas,
  textDecoration: 'none',
  fontWeight: 600,
});
export const sectionTitle = style({ fontSize: 28, marginTop: vars.space.xl });
