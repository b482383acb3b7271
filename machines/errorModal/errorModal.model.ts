import { defineModel } from '../testing/model.ts';
import { ERROR_CASE_LOGIN, ERROR_CASE_OPEN_MINI_CART, errorModalMachine } from './errorModal.machine.ts';

export const errorModalModel = defineModel({
  machine: errorModalMachine,
  inputs: [{ path: '/my-account' }],
  events: [
    { type: 'error.show', reason: 'loginRequired', case: ERROR_CASE_LOGIN },
    { type: 'error.show', message: 'Not enough stock for one item in your cart', case: ERROR_CASE_OPEN_MINI_CART },
    // no message: the modal shows the default text; closable by the backdrop
    { type: 'error.show', case: 500, canHide: true },
    { type: 'error.hide' },
    { type: 'error.backdrop' },
    { type: 'error.confirm' },
    { type: 'route.changed', path: '/cart' },
  ],
});
