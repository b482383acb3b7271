import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { alertToastModel } from '../alertToast/alertToast.model.ts';
import { cartModel } from '../cart/cart.model.ts';
import { cookieNoticeModel } from '../cookieNotice/cookieNotice.model.ts';
import { preorderModel } from '../preorder/preorder.model.ts';
import { loadModel, modelNames } from '../registry.ts';
import { sessionModel } from '../session/session.model.ts';
import { coverageOf } from './coverage.ts';
import { qaPathsCommand, usage } from './qa-cli.ts';
import { qaConfigs } from './qa-config.ts';
import { findState, hasFewSimplePaths, qaPathsOf, selectPaths, stateText, summary, toJson, toMarkdown } from './qa-paths.ts';
import { qaWalks } from './qa-walks.ts';

const models = await Promise.all(modelNames().map(async (name) => [name, (await loadModel(name))!] as const));
const doc = readFileSync(new URL('../../docs/qa.md', import.meta.url), 'utf8');
// walking every path of the big machines (and up to a thousand simple paths of each) takes seconds on a busy 2-core runner
const WALKS = { timeout: 60_000 };

describe('qa paths', WALKS, () => {
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
    expect(md).toContain('## 1. checking, at start');
    expect(md).toContain('. accepted, from visible: click the accept button of the cookie notice [send cookieNotice.accept]\n');
    expect(md).toContain('2. In waiting — wait 300 ms → visible');
    expect(md).toContain('→ accepted (Stores the accepted flag in a cookie for 30 days.)');
    const json = JSON.parse(toJson(paths)) as { title: string; steps: { from: string; event: { type: string }; to: string }[] }[];
    const visible = json.find((p) => p.title === 'visible, from waiting: wait 300 ms')!;
    expect(visible.steps[1]).toMatchObject({ from: 'waiting', event: { type: 'xstate.after.noticeDelay.cookieNotice.waiting' }, to: 'visible' });
  });
});

describe('qa paths of a machine that decides at start', WALKS, () => {
  it('names the effects of starting', async () => {
    const { clickIdModel } = await import('../clickId/clickId.model.ts');
    const [stored, none] = qaPathsOf(clickIdModel);
    expect(stored).toMatchObject({ title: 'stored, at start', start: 'stored', steps: [], startEffects: ['Saves click_id in a cookie for 30 days.'] });
    expect(none).toMatchObject({ title: 'none, at start', startEffects: [] });
  });
});

describe('one path per state and way into it', WALKS, () => {
  it.each(models)('%s: every path has a title of its own: the state it ends in and the way in', (_name, model) => {
    const paths = qaPathsOf(model);
    expect(new Set(paths.map((p) => p.title)).size).toBe(paths.length);
    for (const { title, target, steps } of paths) expect(title.startsWith(`${target}, ${steps.length ? 'from ' : 'at start'}`)).toBe(true);
  });

  it.each(models)('%s: the paths still reach every state and every transition', (_name, model) => {
    const coverage = coverageOf(
      model.machine,
      qaWalks(model).map((walk) => ({ input: walk.input, paths: [walk] })),
    );
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing.map((t) => t.label)).toEqual([]);
  });

  it('a state comes first by its shortest path, whatever its context', () => {
    const paths = qaPathsOf(cartModel);
    const targets = [...new Set(paths.map((p) => p.target))];
    for (const target of targets) {
      const lengths = paths.filter((p) => p.target === target).map((p) => p.steps.length);
      expect(lengths[0]).toBe(Math.min(...lengths));
    }
    // one path per transition (state, event, state) of the three regions together: a few hundred at most, not a path per context reached
    expect(paths.length).toBeLessThan(200);
  });

  it('a side step (choosing the language) is only in the paths that are there for it', () => {
    const paths = qaPathsOf(sessionModel);
    const before = paths.filter((p) => p.steps.slice(0, -1).some((s) => s.event.type === 'session.locale'));
    expect(before.map((p) => p.title)).toEqual([]);
    const forIt = paths.filter((p) => p.steps.at(-1)?.event.type === 'session.locale');
    expect(new Set(forIt.map((p) => p.steps.at(-1)!.from)).size).toBe(forIt.length);
  });

  it('tells guarded alternatives into the same state apart by their guards', async () => {
    const { errorModalModel } = await import('../errorModal/errorModal.model.ts');
    const confirms = qaPathsOf(errorModalModel)
      .map((p) => p.title)
      .filter((title) => title.startsWith('hidden, from shown: send error.confirm'));
    expect(confirms.sort()).toEqual([
      'hidden, from shown: send error.confirm [isLoginCase]',
      'hidden, from shown: send error.confirm [isMiniCartCase]',
      'hidden, from shown: send error.confirm [otherwise]',
    ]);
  });

  it('names only the regions of a parallel state that the last step left', () => {
    const titles = qaPathsOf(cartModel).map((p) => p.title);
    expect(titles).toContain(
      'sync.idle + quantityPause.quiet + crossSell.idle, from crossSell.loading: the cross-sell products arrive [loadCrossSell succeeds with []]',
    );
  });
});

describe('choosing paths', WALKS, () => {
  it('filters by the state reached and keeps the N shortest', () => {
    const paths = qaPathsOf(sessionModel);
    const refreshing = selectPaths(paths, { to: 'refreshing' });
    expect(refreshing.length).toBeGreaterThan(0);
    expect(refreshing.every((p) => p.target === 'refreshing')).toBe(true);
    const two = selectPaths(paths, { to: 'loggedIn', max: 2 });
    expect(two).toHaveLength(2);
    expect(two[0]!.steps.length).toBeLessThanOrEqual(two[1]!.steps.length);
    expect(selectPaths(paths, { to: 'nowhere' })).toEqual([]);
  });

  it("takes a state by its name or its dotted path, as the machine's states have them", () => {
    const { machine } = cartModel;
    expect(findState(machine, 'crossSell.idle')).toEqual({ state: 'crossSell.idle' });
    expect(findState(machine, 'syncing.sending')).toEqual({ state: 'sync.syncing.sending' });
    expect(findState(machine, 'adopting')).toEqual({ state: 'sync.adopting' });
    expect(findState(machine, 'idle')).toEqual({ problem: "cart has 2 states named 'idle'; say which: sync.idle, crossSell.idle" });
    expect(findState(machine, 'dle')).toMatchObject({ problem: expect.stringMatching(/^cart has no state 'dle'; its states: sync, sync.loading, /) });
  });

  it('keeps the paths that end in the state of a region, not those where another region has a state of that name', () => {
    const paths = qaPathsOf(cartModel);
    const syncIdle = selectPaths(paths, { to: 'sync.idle' });
    expect(syncIdle.length).toBeGreaterThan(0);
    expect(syncIdle.length).toBeLessThan(selectPaths(paths, { to: 'crossSell.idle' }).length);
    expect(syncIdle.every((p) => p.target.split(' + ').includes('sync.idle'))).toBe(true);
  });
});

describe('values for a QA engineer', WALKS, () => {
  it('summarises values: scalars, list lengths, one level of fields; never a whole cart', async () => {
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

  it('shows the fields the machine names and leaves the others out', () => {
    const contexts = qaPathsOf(cartModel).map((p) => summary(p.context, qaConfigs.cart!.fields));
    const withBag = contexts.find((c) => c.includes('cart: {'))!;
    expect(withBag).toMatch(/cart: \{ cartId: "cart-1", items: \[1 item\], totalQuantity: \d+, totalPayable: \d+, version: \d+, … \}/);
    for (const noise of ['applyRules', 'totalBeforeEdu', 'crossSellKey']) expect(contexts.join('\n')).not.toContain(noise);
  });

  it.each(models)('%s: no step and no context reads like a dump', (name, model) => {
    const md = toMarkdown(name, qaPathsOf(model));
    expect(md.split('\n').filter((line) => line.length > 600)).toEqual([]);
  });

  it('names machines and delays that exist', () => {
    for (const [id, config] of Object.entries(qaConfigs)) {
      const machine = models.find(([name]) => name === id)?.[1].machine as AnyStateMachine;
      expect(machine, id).toBeDefined();
      for (const delay of Object.keys(config.delays ?? {})) expect(Object.keys(machine.implementations.delays), id).toContain(delay);
    }
  });
});

describe('delays', WALKS, () => {
  afterEach(() => void vi.useRealTimers());

  it("words the pre-order countdown instead of a number of ms from the browser's clock", () => {
    const waits = qaPathsOf(preorderModel).flatMap((p) => p.steps.filter((s) => s.event.type.startsWith('xstate.after.')));
    expect(waits.length).toBeGreaterThan(0);
    expect(new Set(waits.map((s) => s.instruction))).toEqual(new Set(["wait until the session's countdown ends"]));
  });

  it.each(models)('%s: prints the same paths whatever the time', (_name, model) => {
    vi.useFakeTimers({ now: new Date('2020-01-01T00:00:00Z') });
    const past = toJson(qaPathsOf(model));
    vi.setSystemTime(new Date('2040-01-01T00:00:00Z'));
    expect(toJson(qaPathsOf(model))).toBe(past);
  });
});

describe('the qa:paths command', WALKS, () => {
  it.each([['--help'], ['-h'], ['cart', '--help']])('%s prints what each option does and exits with 0', async (...args) => {
    const { code, stdout, stderr } = await qaPathsCommand(args);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout.startsWith(usage)).toBe(true);
    for (const option of ['--to <state>', '--max N', '--format md|json', '--simple', '-h, --help']) expect(stdout).toContain(option);
  });

  it('refuses a short state name that several regions share and lists their dotted paths', async () => {
    const { code, stdout, stderr } = await qaPathsCommand(['cart', '--to', 'idle']);
    expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    expect(stderr).toBe(`cart has 2 states named 'idle'; say which: sync.idle, crossSell.idle\n${usage}\n`);
  });

  it("lists the machine's states, not the machines, for a mistyped state", async () => {
    const { code, stderr } = await qaPathsCommand(['session', '--to', 'logedIn']);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^session has no state 'logedIn'; its states: .*\bloggedIn\b/);
    expect(stderr).not.toContain('known machines');
  });

  it('lists the machines for an unknown machine', async () => {
    const { code, stderr } = await qaPathsCommand(['carts']);
    expect(code).toBe(1);
    expect(stderr).toContain(`known machines: ${modelNames().join(', ')}`);
  });

  it('prints JSON that parses', async () => {
    const { code, stdout } = await qaPathsCommand(['cookieNotice', '--format', 'json', '--max', '1']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toHaveLength(1);
  });

  it('lists simple paths when a machine has few, however it is set up', async () => {
    expect(hasFewSimplePaths(models.find(([name]) => name === 'app')![1])).toBe(true);
    const { code, stdout } = await qaPathsCommand(['app', '--simple']);
    expect(code).toBe(0);
    expect(stdout).toContain('# app: simple paths');
  });

  it('refuses simple paths when a machine has too many', async () => {
    const { code, stderr } = await qaPathsCommand(['errorModal', '--simple']);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^errorModal has more than 1000 simple paths to list/);
  });
});

describe('docs/qa.md', WALKS, () => {
  it('runs the command with -s, so that npm adds nothing to what it prints', () => {
    expect(doc.match(/npm run qa:paths/g)).toBeNull();
    expect(doc).toContain('npm run -s qa:paths -- cart --format json');
  });

  it('names the machines that refuse --simple', () => {
    const refusing = models.filter(([, model]) => !hasFewSimplePaths(model)).map(([name]) => name);
    expect(doc).toContain(`Today these machines have more: ${refusing.join(', ')}.`);
  });

  // every example is written as "`npm run -s qa:paths -- <args>` prints:" and a fenced block with exactly what it prints
  const examples = [...doc.matchAll(/`npm run -s qa:paths -- ([^`]*)` prints(?: \(on stderr\))?:\n\n```\w*\n([\s\S]*?)```\n/g)];

  it('has examples', () => expect(examples.length).toBeGreaterThanOrEqual(3));

  it.each(examples.map(([, args, block]) => [args!, block!]))('`%s` prints what the example shows', async (args, block) => {
    const { stdout, stderr } = await qaPathsCommand(args.split(' '));
    expect(stdout + stderr).toBe(block);
  });
});
