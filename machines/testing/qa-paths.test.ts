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

describe('qa paths for a QA engineer', () => {
  it('summarises values: scalars, list lengths, one level of fields; never a whole cart', async () => {
    const { summary } = await import('./qa-paths.ts');
    const { cartOf } = await import('../cart/cart-fixtures.ts');
    expect(summary({ productId: 7, quantity: 2 })).toBe('{ productId: 7, quantity: 2 }');
    expect(summary({ status: 422, message: 'สินค้าไม่เพียงพอ' })).toBe('{ status: 422, message: "สินค้าไม่เพียงพอ" }');
    const cart = summary({
      cartId: 'cart-1',
      cart: cartOf('cart-1', 2, [
        [1, 1],
        [2, 3],
      ]),
    });
    expect(cart).toContain('cartId: "cart-1"');
    expect(cart).toContain('items: [2 items]');
    expect(cart.length).toBeLessThan(200);
  });

  it('lists each way once, filters by the state reached and keeps the N shortest', async () => {
    const { sessionModel } = await import('../session/session.model.ts');
    const { selectPaths } = await import('./qa-paths.ts');
    const paths = qaPathsOf(sessionModel);
    const keys = paths.map((p) => JSON.stringify([p.target, p.steps.map((s) => [s.instruction, s.to])]));
    expect(new Set(keys).size).toBe(keys.length);
    const refreshing = selectPaths(paths, { to: 'refreshing' });
    expect(refreshing.length).toBeGreaterThan(0);
    expect(refreshing.every((p) => p.target === 'refreshing')).toBe(true);
    const two = selectPaths(paths, { to: 'loggedIn', max: 2 });
    expect(two).toHaveLength(2);
    expect(two[0]!.steps.length).toBeLessThanOrEqual(two[1]!.steps.length);
    expect(selectPaths(paths, { to: 'nowhere' })).toEqual([]);
    expect(paths.flatMap((p) => p.steps.map((s) => s.instruction)).every((i) => i.length < 300)).toBe(true);
  });
});
