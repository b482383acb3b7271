import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled } from '../testing/live.ts';
import { type EligibilityCode, educationCodeMachine, educationErrorMessage } from './educationCode.machine.ts';

const code: EligibilityCode = { customerId: 'S6401234', eligibilityCode: 'EDU-2025-TH' };

function start(applied: EligibilityCode | null = null) {
  const applyCode = controlled<void, EligibilityCode>();
  const deleteCode = controlled<void>();
  const refreshCart = controlled<EligibilityCode | null | undefined>();
  const machine = educationCodeMachine.provide({ actors: { applyCode: applyCode.logic, deleteCode: deleteCode.logic, refreshCart: refreshCart.logic } });
  return { actor: createActor(machine, { input: { applied } }).start(), applyCode, deleteCode, refreshCart };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('educationCode machine', () => {
  it('applies the code with customerId and code, then refreshes the cart', async () => {
    const { actor, applyCode, refreshCart } = start();
    actor.send({ type: 'educationCode.submit', ...code });
    expect(actor.getSnapshot().value).toBe('applying');
    expect(applyCode.calls[0]?.input).toEqual(code);
    applyCode.inFlight()!.resolve();
    await flush();
    expect(actor.getSnapshot().value).toBe('refreshingCart');
    expect(actor.getSnapshot().context.applied).toEqual(code);
    refreshCart.inFlight()!.resolve(code);
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ applied: code, submitted: null, error: null });
  });

  it('removes an applied code instead, whatever was typed, then refreshes the cart', async () => {
    const { actor, applyCode, deleteCode, refreshCart } = start(code);
    actor.send({ type: 'educationCode.submit', customerId: 'other', eligibilityCode: 'other' });
    expect(actor.getSnapshot().value).toBe('removing');
    deleteCode.inFlight()!.resolve();
    await flush();
    expect(refreshCart.calls).toHaveLength(1);
    refreshCart.inFlight()!.resolve(null);
    await flush();
    expect(actor.getSnapshot().context.applied).toBeNull();
    expect(applyCode.calls).toHaveLength(0);
  });

  it("keeps the server's message when applying fails", async () => {
    const { actor, applyCode, refreshCart } = start();
    actor.send({ type: 'educationCode.submit', ...code });
    applyCode.inFlight()!.reject({ status: 422, message: 'Eligibility code is not valid' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ applied: null, submitted: null, error: 'Eligibility code is not valid' });
    expect(refreshCart.calls).toHaveLength(0);
    actor.send({ type: 'educationCode.submit', ...code });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('asks to log in on 401 and falls back to the default text when the server sent none', () => {
    expect(educationErrorMessage({ status: 401, message: 'Unauthorized' })).toBe('กรุณาเข้าสู่ระบบ');
    expect(educationErrorMessage({ status: 500, message: '' })).toBe('ไม่สามารถทำรายการได้ กรุณาลองใหม่อีกครั้งในภายหลัง');
    expect(educationErrorMessage(new Error('Network error'))).toBe('Network error');
  });

  it('keeps the code when removing it fails', async () => {
    const { actor, deleteCode } = start(code);
    actor.send({ type: 'educationCode.submit', ...code });
    deleteCode.inFlight()!.reject({ status: 500, message: 'Internal error' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ applied: code, error: 'Internal error' });
  });

  it('ends idle even when the cart refresh fails', async () => {
    const { actor, applyCode, refreshCart } = start();
    actor.send({ type: 'educationCode.submit', ...code });
    applyCode.inFlight()!.resolve();
    await flush();
    refreshCart.inFlight()!.reject(new Error('Network error'));
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.applied).toEqual(code);
  });

  it('ignores a second submit while busy and follows the cart', () => {
    const { actor, applyCode } = start();
    actor.send({ type: 'educationCode.submit', ...code });
    actor.send({ type: 'educationCode.submit', ...code });
    expect(applyCode.calls).toHaveLength(1);
    actor.send({ type: 'educationCode.sync', applied: code });
    expect(actor.getSnapshot().context.applied).toEqual(code);
  });
});
