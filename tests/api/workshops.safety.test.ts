import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { registerFor, registrant, seatsTakenOf, sessionsOf, setSeats } from './workshops-client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { attemptLimitScale: 10 } });
});
afterAll(() => server?.close());

describe('workshop seats under races', () => {
  it('gives the last 3 seats to exactly 3 of 10 shoppers registering at the same moment; the others hear it is full', async () => {
    const [session] = await sessionsOf(server, 'demo-workshop');
    await setSeats(server, session!.id, 8, 5);
    const answers = await Promise.all(Array.from({ length: 10 }, () => registerFor(server, session!.id, registrant())));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    for (const lost of answers.filter((a) => a.status !== 201)) expect(expectError(lost, 409, 'WORKSHOP_FULL').message).toBe('ขออภัย รอบนี้เต็มแล้ว กรุณาเลือกรอบอื่น');
    expect(await seatsTakenOf(server, session!.id)).toBe(8);
  });

  it('takes seats of groups without overselling: 2 seats each for 3 left, one group wins', async () => {
    const [, session] = await sessionsOf(server, 'demo-workshop');
    await setSeats(server, session!.id, 10, 7);
    const answers = await Promise.all(Array.from({ length: 6 }, () => registerFor(server, session!.id, registrant(undefined, 2), 'en')));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 201))
      expect(expectError(lost, 409, 'WORKSHOP_FULL').message).toBe('Sorry, only 1 seat is left in this session');
    expect(await seatsTakenOf(server, session!.id)).toBe(9);
  });

  it('registers one email once when it is sent 5 times at the same moment', async () => {
    const [, , session] = await sessionsOf(server, 'yes-i-can-workshop');
    await setSeats(server, session!.id, 12, 0);
    const body = registrant();
    const answers = await Promise.all(Array.from({ length: 5 }, () => registerFor(server, session!.id, body)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 201)) expectError(lost, 409, 'WORKSHOP_ALREADY_REGISTERED');
    expect(await seatsTakenOf(server, session!.id)).toBe(1);
  });
});
