import { describe, expect, it } from 'vitest';
import { alertToastModel } from '../alertToast/alertToast.model.ts';
import { cookieNoticeModel } from '../cookieNotice/cookieNotice.model.ts';
import { qaPathsOf, stateText, toJson, toMarkdown } from './qa-paths.ts';

describe('qa paths', () => {
  it('writes state values as dotted names, parallel regions joined by +', () => {
    expect(stateText('closed')).toBe('closed');
    expect(stateText({ saving: 'adding' })).toBe('saving.adding');
    expect(stateText({ wishlist: { saving: 'adding' }, alert: 'shown' })).toBe('wishlist.saving.adding + alert.shown');
  });

  it('turns actor completions and delays into instructions', () => {
    const paths = qaPathsOf(cookieNoticeModel);
    const accepted = paths.find((p) => p.steps.length === 3)!;
    expect(accepted.steps.map((s) => `In ${s.from} — ${s.instruction} → ${s.to}`)).toEqual([
      'In checking — open the page without the cookie-notice flag [isAccepted succeeds with false] → waiting',
      'In waiting — wait 300 ms → visible',
      'In visible — click the accept button of the cookie notice [send cookieNotice.accept] → accepted',
    ]);
    expect(accepted.steps[2]!.effects).toEqual(['Stores the accepted flag in a cookie for 30 days.']);
    expect(accepted.target).toBe('accepted');
    expect(accepted.checks).toEqual(['accepted: The notice is not shown (accepted now or before).']);
  });

  it('computes a delay from the context', () => {
    const long = qaPathsOf(alertToastModel, { simple: true }).find((p) => p.steps.some((s) => s.instruction === 'wait 5000 ms'));
    expect(long).toBeDefined();
  });

  it('prints markdown sections and json', () => {
    const paths = qaPathsOf(cookieNoticeModel);
    const md = toMarkdown('cookieNotice', paths);
    expect(md).toContain('# cookieNotice: shortest paths');
    expect(md).toContain('## 1. accepted (last step: click the accept button of the cookie notice [send cookieNotice.accept])');
    expect(md).toContain('2. In waiting — wait 300 ms → visible');
    expect(md).toContain('→ accepted (Stores the accepted flag in a cookie for 30 days.)');
    const json = JSON.parse(toJson(paths)) as { target: string; steps: { from: string; event: { type: string }; to: string }[] }[];
    expect(json[0]!.steps[1]).toMatchObject({ from: 'waiting', event: { type: 'xstate.after.noticeDelay.cookieNotice.waiting' }, to: 'visible' });
  });
});

describe('qa paths of a machine that decides at start', () => {
  it('names the effects of starting', async () => {
    const { clickIdModel } = await import('../clickId/clickId.model.ts');
    const [stored, none] = qaPathsOf(clickIdModel);
    expect(stored).toMatchObject({ target: 'stored', start: 'stored', steps: [], startEffects: ['Saves click_id in a cookie for 30 days.'] });
    expect(none).toMatchObject({ target: 'none', startEffects: [] });
  });
});
