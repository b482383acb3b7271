import { defineModel } from '../testing/model.ts';
import { clickIdMachine } from './clickId.machine.ts';

export const clickIdModel = defineModel({
  machine: clickIdMachine,
  inputs: [{ search: '?click_id=fb.1.1712345678.AbC123&utm_source=facebook' }, { search: '?utm_source=facebook' }],
  events: [],
});
