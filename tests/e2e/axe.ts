import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's rules, plus the size of touch targets (WCAG 2.2, off by default): links in lists and buttons at least 24 px.
 * axe runs in the page itself (its legacy mode): the shop's pages have no frames, and the default mode opens a blank
 * page to merge the frames' results, which took about 1.3 s of each check on a two-core machine.
 */
export const axe = (page: Page) => new SettledAxeBuilder(page).setLegacyMode().options({ rules: { 'target-size': { enabled: true } } });

/** Checks the page as it stands once its 0.3 s fade-in has ended: half faded, every text fails its contrast. */
class SettledAxeBuilder extends AxeBuilder {
  constructor(private readonly shown: Page) {
    super({ page: shown });
  }

  override async analyze() {
    await this.shown.evaluate(() => Promise.all((document.getElementById('main')?.getAnimations() ?? []).map((fade) => fade.finished.catch(() => null))));
    return super.analyze();
  }
}

export type AxeViolations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];
