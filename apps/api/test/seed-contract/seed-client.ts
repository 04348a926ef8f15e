import type { LightMyRequestResponse } from 'fastify';
import { type SendOptions, send, type TestApp } from '../helpers/test-app';

/**
 * Calls as the seed's client makes them (its API contract): a JSON body, and the bearer token
 * when one is held. Every seed-contract test goes through here so the requests look alike.
 */
export function seedCall(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> {
  return send(t, method, `/api${url}`, options);
}

/** The course body the seed's create and edit form sends: duration as text, numbers as numbers. */
export const seedCourseBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Algebra Foundations',
  description: 'Equations, inequalities and functions, step by step.',
  category: 'Mathematics',
  level: 'beginner',
  price: 0,
  status: 'active',
  duration: '10 hours',
  maxStudents: 50,
  thumbnail: '',
  startDate: '2027-01-04',
  endDate: '',
  schedule: { days: ['Monday', 'Wednesday'], startTime: '17:00', endTime: '18:30' },
  ...overrides,
});
