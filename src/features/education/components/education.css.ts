import { style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, padding: `${vars.space.lg} 0 ${vars.space.xl}`, minWidth: 0 });
export const hero = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, textAlign: 'center', alignItems: 'center' });
export const eyebrow = style({ margin: 0, fontSize: 14, fontWeight: 600, color: vars.color.sale, letterSpacing: '.02em' });
export const title = style({
  margin: 0,
  fontSize: 30,
  lineHeight: 1.15,
  maxWidth: 900,
  overflowWrap: 'anywhere',
  '@media': { [mq.md]: { fontSize: 44 }, [mq.lg]: { fontSize: 52 } },
});
export const lead = style({ margin: 0, fontSize: 17, lineHeight: 1.5, color: vars.color.muted, maxWidth: 720, '@media': { [mq.md]: { fontSize: 21 } } });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const sectionHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const sectionTitle = style({ margin: 0, fontSize: 24, '@media': { [mq.lg]: { fontSize: 32 } } });
export const more = style({ color: vars.color.link, fontSize: 15, minHeight: 24, display: 'inline-flex', alignItems: 'center' });

/** cards side by side on wide screens, stacked on phones */
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.canvas,
  minWidth: 0,
});
export const tileTitle = style({ margin: 0, fontSize: 19 });
export const tileText = style({ margin: 0, fontSize: 15, lineHeight: 1.5, color: vars.color.text });
export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: '50%',
  background: vars.color.text,
  color: vars.color.surface,
  fontWeight: 600,
});

/** a row that scrolls sideways on phones and wraps into columns on wide screens */
export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(200px, 70%)',
  gap: vars.space.md,
  position: 'relative',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  listStyle: 'none',
  '@media': {
    [mq.md]: { gridAutoColumns: 'minmax(200px, 40%)' },
    [mq.lg]: {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      overflowX: 'visible',
      // a row of three fills the width, where four columns left a quarter empty
      selectors: { '&:has(> :nth-child(3):last-child)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
    },
  },
});
export const rowItem = style({ scrollSnapAlign: 'start', minWidth: 0 });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { boxShadow: '0 4px 24px rgba(0,0,0,.08)' },
});
export const cardName = style({ margin: 0, fontSize: 16, fontWeight: 600, lineHeight: 1.25 });
export const eduPrice = style({ fontSize: 15, fontWeight: 600 });
export const regularPrice = style({ fontSize: 13, color: vars.color.muted });

export const banner = style([card, { padding: 0, overflow: 'hidden' }]);
export const bannerImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  background: vars.color.canvas,
});
export const bannerTitle = style({ margin: 0, padding: vars.space.md, fontSize: 16, fontWeight: 600, lineHeight: 1.35 });
export const tagline = style({ display: 'block', margin: `${vars.space.xs} 0 0`, fontSize: 14, fontWeight: 400, color: vars.color.muted });

export const rules = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.sm, lineHeight: 1.5 });
export const codeArea = style({ maxWidth: 640, width: '100%', marginInline: 'auto' });
