import { describe, expect, it } from 'vitest';
import { stripDescriptions } from './strip-machine-descriptions.ts';

const strip = (code: string) => stripDescriptions(code, 'cart.machine.js')?.code;

describe('stripDescriptions', () => {
  it('removes the descriptions of states and events, first, middle or last in their object', () => {
    const code = `createMachine({ description: 'The bag.', initial: 'idle', states: { idle: { on: { go: { target: 'busy', description: \`Go.\` } } }, busy: { entry: 'start', description: "Busy.", exit: 'stop' } } });`;
    const stripped = strip(code);
    expect(stripped).toBe(`createMachine({ initial: 'idle', states: { idle: { on: { go: { target: 'busy' } } }, busy: { entry: 'start', exit: 'stop' } } });`);
    expect(() => new Function(stripped!)).not.toThrow();
  });

  it('keeps what is not a description text: other keys, computed text and a lone description', () => {
    expect(strip(`f({ description: \`\${a} b\` }, { label: 'x' }, { [description]: 'x' })`)).toBeUndefined();
    expect(strip(`f({ description: 'only' })`)).toBe('f({  })');
  });
});
