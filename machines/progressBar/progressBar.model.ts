import { defineModel } from '../testing/model.ts';
import { progressBarMachine } from './progressBar.machine.ts';

export const progressBarModel = defineModel({
  machine: progressBarMachine,
  events: [{ type: 'progress.start' }, { type: 'progress.finish' }, { type: 'progress.fail' }],
  instructions: {
    'progress.start': () => 'click a link to another page',
    'progress.finish': () => 'let the page finish loading',
    'progress.fail': () => "have the page's request fail (API stopped)",
  },
});
