import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Appointment, AppointmentBody } from '../../contract/stores.ts';
import { codeOf, type Failure, failureOf } from '../errorModal/failure.ts';

/** Why a booking failed: the HTTP status (0: no answer), the server's code and its message (empty when it sent none). */
export interface BookingFailure extends Failure {
  code: string | null;
  message: string;
}

export interface AppointmentContext {
  appointment: Appointment | null;
  failure: BookingFailure | null;
}

export type AppointmentEvent = { type: 'appointment.submit'; booking: AppointmentBody };

const bookingFailureOf = (error: unknown): BookingFailure => {
  const { status, message } = failureOf(error);
  return { status, code: codeOf(error), message: message ?? '' };
};

/**
 * Booking a support appointment (/online-schedule-support/). The time chosen may be taken by another shopper while
 * this one fills in the form: the server answers 409, the page reloads the free times and says so, and the shopper
 * picks another. Any other failure (a field the server refused, no connection) stays on the form to be corrected.
 */
export const appointmentMachine = setup({
  types: {
    context: {} as AppointmentContext,
    events: {} as AppointmentEvent,
  },
  actors: {
    // the page provides the real call (src/features/stores); this default never answers
    bookAppointment: fromPromise<Appointment, AppointmentBody>(() => new Promise<Appointment>(() => {})),
  },
  actions: {
    clearFailure: assign({ failure: null }),
    keepAppointment: assign({ appointment: (_, appointment: Appointment) => appointment }),
    keepFailure: assign({ failure: (_, { error }: { error: unknown }) => bookingFailureOf(error) }),
    // the page provides: ask for the free times again and clear the chosen one
    reloadSlots: () => {},
    // the page provides: the refusal beside its field, or above the form
    showFailure: () => {},
  },
  guards: {
    slotTaken: (_, { error }: { error: unknown }) => failureOf(error).status === 409,
  },
}).createMachine({
  id: 'appointment',
  description: 'The support appointment form: fill in, book, and on a time taken meanwhile choose another.',
  context: { appointment: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The form is shown; the shopper chooses a branch, service, date and time and fills in the details.',
      on: { 'appointment.submit': { target: 'submitting', actions: 'clearFailure', description: 'The shopper presses Book (the form is valid).' } },
    },
    submitting: {
      description: 'The booking is sent; the Book button is disabled.',
      invoke: {
        id: 'bookAppointment',
        src: 'bookAppointment',
        input: ({ event }) => {
          assertEvent(event, 'appointment.submit');
          return event.booking;
        },
        onDone: {
          target: 'booked',
          actions: { type: 'keepAppointment', params: ({ event }) => event.output },
          description: 'A seat is held.',
        },
        onError: [
          {
            guard: { type: 'slotTaken', params: ({ event }) => ({ error: event.error }) },
            target: 'slotTaken',
            actions: [{ type: 'keepFailure', params: ({ event }) => ({ error: event.error }) }, 'reloadSlots'],
            description: 'Another shopper took the last seat of that time (409).',
          },
          {
            target: 'failed',
            actions: [{ type: 'keepFailure', params: ({ event }) => ({ error: event.error }) }, 'showFailure'],
            description: 'The server refused a field, or could not be reached.',
          },
        ],
      },
    },
    slotTaken: {
      description: 'The form says the time was just taken; the free times are reloaded and the time is to be chosen again.',
      on: { 'appointment.submit': { target: 'submitting', actions: 'clearFailure', description: 'The shopper books another time.' } },
    },
    failed: {
      description: 'The refusal shows beside its field or above the form; the rest of the form is kept.',
      on: { 'appointment.submit': { target: 'submitting', actions: 'clearFailure', description: 'The shopper corrects the form and books again.' } },
    },
    booked: {
      type: 'final',
      description: 'The confirmation shows the branch, date and time, and says a mail with a cancel link is on its way.',
    },
  },
});
