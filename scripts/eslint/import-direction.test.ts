import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JS module without types
import { layerOf, verdict } from './import-direction.js';

const check = (fromFile: string, target: { layer?: string | null; package?: string }) => verdict(layerOf(fromFile), { layer: target.layer ?? null, ...target });

describe('import direction', () => {
  it('places files in their layers', () => {
    expect(layerOf('src/features/cart/components/CartPage.tsx')).toBe('features/cart');
    expect(layerOf('src/routes/{-$locale}/cart.tsx')).toBe('routes');
    expect(layerOf('tests/e2e/cart.spec.ts')).toBeNull();
  });

  it('keeps features apart', () => {
    expect(check('src/features/catalogue/x.tsx', { layer: 'features/cart' })).toMatch(/may not import/);
    expect(check('src/features/catalogue/x.tsx', { layer: 'machines' })).toBeNull();
  });

  it('keeps routes away from the composition root', () => {
    expect(check('src/routes/cart.tsx', { layer: 'app' })).toMatch(/may not import/);
    expect(check('src/routes/cart.tsx', { layer: 'features/cart' })).toBeNull();
  });

  it('keeps the server off the app and machines pure', () => {
    expect(check('server/app.ts', { layer: 'lib' })).toMatch(/may not import/);
    expect(check('server/app.ts', { layer: 'machines' })).toMatch(/may not import/);
    expect(check('machines/cart/cart.machine.ts', { package: 'react' })).toMatch(/may not use/);
    expect(check('machines/cart/cart.machine.ts', { package: 'xstate' })).toBeNull();
  });

  it('lets the contract use valibot only', () => {
    expect(check('contract/cart.ts', { package: 'ky' })).toMatch(/may not use/);
    expect(check('contract/cart.ts', { layer: 'server' })).toMatch(/may not import/);
  });

  it('keeps shared lib code below features', () => {
    expect(check('src/lib/http.ts', { layer: 'features/cart' })).toMatch(/may not import/);
    expect(check('src/ui/Price.tsx', { layer: 'lib' })).toBeNull();
    // the statecharts are pure, below everything in src: the one provider of the app actor lives in lib
    expect(check('src/lib/app-actors.tsx', { layer: 'machines' })).toBeNull();
  });
});
