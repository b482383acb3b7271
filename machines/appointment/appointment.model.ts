import { defineModel } from '../testing/model.ts';
import { APPOINTMENT, BOOKING, PHONE_REFUSED, SLOT_TAKEN } from './appointment-fixtures.ts';
import { appointmentMachine } from './appointment.machine.ts';

export const appointmentModel = defineModel({
  machine: appointmentMachine,
  events: [
    { type: 'appointment.submit', booking: BOOKING },
    { type: 'xstate.done.actor.bookAppointment', output: APPOINTMENT },
    { type: 'xstate.error.actor.bookAppointment', error: SLOT_TAKEN },
    { type: 'xstate.error.actor.bookAppointment', error: PHONE_REFUSED },
  ],
  instructions: {
    'appointment.submit': () => 'fill in the form and press Book',
    'xstate.done.actor.bookAppointment': () => 'the booking is accepted',
    'xstate.error.actor.bookAppointment': (e) =>
      (e.error as { status: number }).status === 409
        ? 'another shopper books the last seat of that time first (409 SLOT_TAKEN)'
        : 'the server refuses the phone number (400 INVALID_PHONE)',
  },
});
