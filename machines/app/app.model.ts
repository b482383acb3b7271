import { defineModel } from '../testing/model.ts';
import { appMachine } from './app.machine.ts';

export const appModel = defineModel({
  machine: appMachine,
  inputs: [{ path: '/my-account', search: '?click_id=abc', languages: ['th-TH'] }],
  events: [{ type: 'route.changed', path: '/cart' }],
  instructions: {
    'route.changed': (e) => `go to the page ${String(e.path)}`,
  },
});
