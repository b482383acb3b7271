import { defineModel } from '../testing/model.ts';
import { alertToastMachine } from './alertToast.machine.ts';

export const alertToastModel = defineModel({
  machine: alertToastMachine,
  events: [{ type: 'toast.show', message: 'Copied the link' }, { type: 'toast.show', message: 'Saved', duration: 5000 }, { type: 'toast.hide' }],
});
