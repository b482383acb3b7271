import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { expect } from 'vitest';
import { type WorkshopKind, WorkshopListResponse, type WorkshopSession } from '../../contract/workshops.ts';
import { workshopSessions } from '../../server/db/schema.ts';
import { send } from './http.ts';
import type { TestServer } from './test-server.ts';

export const uniqueEmail = () => `workshop-${randomUUID().slice(0, 8)}@example.com`;

export const registrant = (email = uniqueEmail(), seats = 1) => ({ name: 'สมชาย ใจดี', email, phone: '0812345678', seats });

export async function sessionsOf(server: TestServer, kind: WorkshopKind, lang?: 'en'): Promise<WorkshopSession[]> {
  const answer = await send(server.url, 'GET', `/utils/api/workshops?kind=${kind}`, { headers: lang ? { 'accept-language': lang } : {} });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(WorkshopListResponse, answer.json).data;
}

export const registerFor = (server: TestServer, sessionId: number | string, body: unknown, lang?: 'en') =>
  send(server.url, 'POST', `/utils/api/workshops/${sessionId}/registrations`, { body, headers: lang ? { 'accept-language': lang } : {} });

/** Sets a session's seats as a test needs them. */
export const setSeats = (server: TestServer, sessionId: number, capacity: number, seatsTaken: number) =>
  server.db.update(workshopSessions).set({ capacity, seatsTaken }).where(eq(workshopSessions.id, sessionId));

export async function seatsTakenOf(server: TestServer, sessionId: number) {
  const [row] = await server.db.select().from(workshopSessions).where(eq(workshopSessions.id, sessionId));
  return row!.seatsTaken;
}
