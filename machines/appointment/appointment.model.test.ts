import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Appointment, AppointmentBody } from '../../contract/stores.ts';
import { controlled, liveEvents } from '../testing/live.ts';
import { modelRuns } from '../testing/model.ts';
import { fakeTimersPerTest, itReachesEveryStateAndTransition } from '../testing/suite.ts';
import { BOOKING } from './appointment-fixtures.ts';
import { appointmentModel } from './appointment.model.ts';

function start() {
  const bookAppointment = controlled<Appointment, AppointmentBody>();
  const effects = { reloads: 0, shown: 0 };
  const machine = appointmentModel.machine.provide({
    actors: { bookAppointment: bookAppointment.logic },
    actions: { reloadSlots: () => void effects.reloads++, showFailure: () => void effects.shown++ },
  });
  const actor = createActor(machine).start();
  return { actor, effects, bookAppointment, live: { machine, actor, actors: { bookAppointment }, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) } };
}

fakeTimersPerTest();

const runs = modelRuns(appointmentModel);

describe('appointment model', () => {
  itReachesEveryStateAndTransition(appointmentModel, runs);

  it.each(runs.flatMap((r) => r.paths.map((p) => [p.description, p] as const)))('%s', async (_description, path) => {
    const { actor, effects, bookAppointment, live } = start();
    const sameAsModel = (state: { value: unknown; context: unknown }) => {
      expect(actor.getSnapshot().value).toEqual(state.value);
      expect(actor.getSnapshot().context).toEqual(state.context);
    };
    await path.test({
      states: {
        editing: sameAsModel,
        submitting: (state) => {
          sameAsModel(state);
          expect(bookAppointment.inFlight()?.input).toEqual(BOOKING);
        },
        slotTaken: (state) => {
          sameAsModel(state);
          expect(effects.reloads).toBeGreaterThan(0);
        },
        failed: (state) => {
          sameAsModel(state);
          expect(effects.shown).toBeGreaterThan(0);
        },
        booked: (state) => {
          sameAsModel(state);
          expect(bookAppointment.inFlight()).toBeUndefined();
        },
      },
      events: liveEvents(path, live),
    });
  });
});
