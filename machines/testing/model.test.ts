import { describe, expect, it } from 'vitest';
import { createTestModel as xstateCreateTestModel } from 'xstate/graph';
import { cookieNoticeModel } from '../cookieNotice/cookieNotice.model.ts';
import { errorModalModel } from '../errorModal/errorModal.model.ts';
import { miniCartModel } from '../miniCart/miniCart.model.ts';
import { loadModel, modelNames } from '../registry.ts';
import { createTestModel, modelRuns } from './model.ts';

const describePaths = (paths: { description: string }[]) => paths.map((p) => p.description).sort();

describe('createTestModel', () => {
  it("xstate's own refuses machines with invoke or after", () => {
    expect(() => xstateCreateTestModel(cookieNoticeModel.machine)).toThrow('Invocations on test machines are not supported');
  });

  it("gives xstate's paths for a machine both accept", () => {
    for (const model of [miniCartModel, errorModalModel]) {
      const input = model.inputs?.[0];
      const ours = createTestModel(model.machine, { events: model.events, input });
      const theirs = xstateCreateTestModel(model.machine, { events: model.events as never, input } as never);
      expect(describePaths(ours.getShortestPaths())).toEqual(describePaths(theirs.getShortestPaths()));
    }
    const ours = createTestModel(miniCartModel.machine, { events: miniCartModel.events });
    const theirs = xstateCreateTestModel(miniCartModel.machine, { events: miniCartModel.events as never });
    expect(describePaths(ours.getSimplePaths())).toEqual(describePaths(theirs.getSimplePaths()));
  });
});

describe('modelRuns', () => {
  it('adds a path for each guarded alternative the shortest paths skip', () => {
    const plain = createTestModel(errorModalModel.machine, { events: errorModalModel.events, input: errorModalModel.inputs?.[0] }).getShortestPaths();
    const [run] = modelRuns(errorModalModel);
    const added = run!.paths.slice(plain.length);
    // confirm on case 4000 and on another case end in the same `hidden` as confirm on case 401
    expect(added.map((p) => p.steps.slice(1).map((s) => s.event))).toEqual([
      [{ type: 'error.show', message: 'Not enough stock for one item in your cart', case: 4000 }, { type: 'error.confirm' }],
      [{ type: 'error.show', case: 500, canHide: true }, { type: 'error.confirm' }],
    ]);
  });
});

describe('registry', () => {
  it('names every model by its machine id', async () => {
    for (const name of modelNames()) expect((await loadModel(name))?.machine.id).toBe(name);
    expect(await loadModel('toString')).toBeUndefined();
  });
});
