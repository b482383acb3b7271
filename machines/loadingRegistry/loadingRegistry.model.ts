import { defineModel } from '../testing/model.ts';
import { loadingRegistryMachine } from './loadingRegistry.machine.ts';

export const loadingRegistryModel = defineModel({
  machine: loadingRegistryMachine,
  events: [
    { type: 'loading.start', operation: 'get-cart' },
    { type: 'loading.start', operation: 'add-cart' },
    { type: 'loading.end', operation: 'get-cart' },
    { type: 'loading.end', operation: 'add-cart' },
  ],
  // at most two operations at once keeps the traversal finite (it covers 'same operation twice' and 'two different ones')
  filterEvents: (snapshot, event) => event.type !== 'loading.start' || snapshot.context.operations.length < 2,
});
