import { defineModel } from '../testing/model.ts';
import { miniCartMachine } from './miniCart.machine.ts';

export const miniCartModel = defineModel({
  machine: miniCartMachine,
  events: [{ type: 'miniCart.show' }, { type: 'miniCart.hide' }, { type: 'miniCart.toggle' }, { type: 'route.changed', path: '/products' }],
});
