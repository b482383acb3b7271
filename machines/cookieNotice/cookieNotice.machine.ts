import { fromPromise, setup } from 'xstate';
import { COOKIE_NOTICE_DAYS, COOKIE_NOTICE_DELAY_MS } from '../../contract/constants.ts';

export type CookieNoticeEvent = { type: 'cookieNotice.accept' };

/** The cookie notice: shown 300 ms after load unless the shopper accepted it before (a cookie flag, 30 days). */
export const cookieNoticeMachine = setup({
  types: {
    events: {} as CookieNoticeEvent,
  },
  actors: {
    /** reads the cookie-notice flag; true when the shopper accepted before */
    isAccepted: fromPromise<boolean>(async () => false),
  },
  actions: {
    /** stores the accepted flag in a cookie for `days` days */
    storeAccepted: (_, _params: { days: number }) => {},
  },
  guards: {
    /** what isAccepted answered */
    wasAccepted: (_, accepted: boolean) => accepted,
  },
  delays: {
    noticeDelay: COOKIE_NOTICE_DELAY_MS,
  },
}).createMachine({
  id: 'cookieNotice',
  description: 'The cookie notice: shown 300 ms after load unless the shopper accepted it before (a cookie flag, 30 days).',
  initial: 'checking',
  states: {
    checking: {
      description: 'Reading the cookie-notice flag; nothing is shown.',
      invoke: {
        id: 'isAccepted',
        src: 'isAccepted',
        onDone: [
          {
            guard: { type: 'wasAccepted', params: ({ event }) => event.output },
            target: 'accepted',
            description: 'Accepted on an earlier visit: no notice.',
          },
          { target: 'waiting', description: 'Not accepted yet.' },
        ],
        onError: { target: 'waiting', description: 'The flag cannot be read: the notice shows, as if never accepted.' },
      },
    },
    waiting: {
      description: 'Not accepted yet; the notice appears 300 ms after load.',
      after: { noticeDelay: { target: 'visible', description: '300 ms after load: the notice appears.' } },
    },
    visible: {
      description: 'The cookie notice is shown with its accept button.',
      on: {
        'cookieNotice.accept': {
          target: 'accepted',
          description: 'Stores the accepted flag in a cookie for 30 days.',
          actions: { type: 'storeAccepted', params: { days: COOKIE_NOTICE_DAYS } },
        },
      },
    },
    accepted: {
      description: 'The notice is not shown (accepted now or before).',
      type: 'final',
    },
  },
});
