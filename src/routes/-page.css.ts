import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

// a searched link or a long word breaks rather than widening the page
export const title = style({ fontSize: 32, margin: `${vars.space.lg} 0 ${vars.space.sm}`, overflowWrap: 'anywhere' });
