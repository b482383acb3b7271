import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's rules, plus the size of touch targets (WCAG 2.2, off by default): links in lists and buttons at least 24 px.
 * axe runs in the page itself (its legacy mode): the shop's pages have no frames, and the default mode opens a blank
 * page to merge the frames' results, which took about 1.3 s of each check on a two-core machine.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode().options({ rules: { 'target-size': { enabled: true } } });

export type AxeViolations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];
