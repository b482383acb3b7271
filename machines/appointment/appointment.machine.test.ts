import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Appointment, AppointmentBody } from '../../contract/stores.ts';
import { controlled } from '../testing/live.ts';
import { fakeTimersPerTest } from '../testing/suite.ts';
import { BOOKING, PHONE_REFUSED } from './appointment-fixtures.ts';
import { appointmentMachine } from './appointment.machine.ts';

function start() {
  const bookAppointment = controlled<Appointment, AppointmentBody>();
  const actor = createActor(appointmentMachine.provide({ actors: { bookAppointment: bookAppointment.logic } })).start();
  return { actor, bookAppointment };
}

fakeTimersPerTest();

describe('appointment machine', () => {
  it('books what the shopper submitted, each time', async () => {
    const { actor, bookAppointment } = start();
    actor.send({ type: 'appointment.submit', booking: BOOKING });
    bookAppointment.inFlight()!.reject(PHONE_REFUSED);
    await vi.advanceTimersByTimeAsync(0);
    const corrected = { ...BOOKING, phone: '0898765432' };
    actor.send({ type: 'appointment.submit', booking: corrected });
    expect(bookAppointment.calls.map((call) => call.input)).toEqual([BOOKING, corrected]);
  });

  it("keeps a refusal's status, code and message", async () => {
    const { actor, bookAppointment } = start();
    actor.send({ type: 'appointment.submit', booking: BOOKING });
    bookAppointment.inFlight()!.reject(PHONE_REFUSED);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual(PHONE_REFUSED);
  });

  it('takes no code or message from an error whose code or message is not text', async () => {
    const { actor, bookAppointment } = start();
    actor.send({ type: 'appointment.submit', booking: BOOKING });
    bookAppointment.inFlight()!.reject({ status: 502, code: 502, message: { text: 'Bad gateway' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.failure).toEqual({ status: 502, code: null, message: '' });
  });
});
