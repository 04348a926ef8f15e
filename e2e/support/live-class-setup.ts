import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { courseAttendanceResponseSchema, type RosterEntry } from '../../packages/contract/src/attendance';
import {
  type LiveClass,
  type LiveClassInput,
  liveClassListSchema,
  liveClassResponseSchema,
} from '../../packages/contract/src/live-classes';
import type { Account } from './course-setup';

/**
 * What the live class screens do not create themselves (a student's session and enrolments, classes
 * of other courses), set up through the API, and the attendance roster the join should reach.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function studentToken(request: APIRequestContext, student: Account): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: student.email, password: student.password, role: 'student' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export async function enrol(request: APIRequestContext, token: string, courseId: string): Promise<void> {
  const response = await request.post(`/api/courses/${courseId}/enroll`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(201);
}

export async function scheduleLiveClass(
  request: APIRequestContext,
  token: string,
  input: LiveClassInput,
): Promise<LiveClass> {
  const response = await request.post('/api/live-classes', { headers: bearer(token), data: input });
  expect(response.status(), await response.text()).toBe(201);
  return liveClassResponseSchema.parse(await response.json()).liveClass;
}

/** The classes of a course the teacher sees, as the API lists them. */
export async function liveClassesOf(request: APIRequestContext, token: string, courseId: string) {
  const response = await request.get(`/api/live-classes?course=${courseId}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return liveClassListSchema.parse(await response.json());
}

/** The teacher's attendance roster of a course for a UTC day, with each student's live class check-in. */
export async function attendanceRoster(
  request: APIRequestContext,
  token: string,
  courseId: string,
  date: string,
): Promise<RosterEntry[]> {
  const response = await request.get(`/api/attendance/course/${courseId}?date=${date}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return courseAttendanceResponseSchema.parse(await response.json()).roster ?? [];
}

export interface BrowserMoment {
  /** The date input's value in the browser's time zone, "2026-06-01". */
  date: string;
  /** The time input's value in the browser's time zone, "09:30". */
  time: string;
  /** The same minute as an ISO instant. */
  iso: string;
}

/**
 * A moment `minutesFromNow` ahead, cut to the whole minute, as the browser's date and time inputs
 * hold it; `atLocalNoonInDays` picks noon of a later local day instead.
 */
export function browserMoment(
  page: Page,
  moment: { minutesFromNow: number } | { atLocalNoonInDays: number },
): Promise<BrowserMoment> {
  return page.evaluate((wanted) => {
    const when = new Date();
    if ('minutesFromNow' in wanted) {
      when.setTime(when.getTime() + wanted.minutesFromNow * 60_000);
      when.setSeconds(0, 0);
    } else {
      when.setDate(when.getDate() + wanted.atLocalNoonInDays);
      when.setHours(12, 0, 0, 0);
    }
    const pad = (value: number) => String(value).padStart(2, '0');
    return {
      date: `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}`,
      time: `${pad(when.getHours())}:${pad(when.getMinutes())}`,
      iso: when.toISOString(),
    };
  }, moment);
}

/**
 * How Tutorium's English (en-IN) names `timeZone` (default: the browser's) at the instant `iso`: "IST", "GMT-5". Every
 * time Tutorium shows ends with it, so tests read it here rather than assume a zone.
 */
export function zoneNameInBrowser(page: Page, iso: string, timeZone?: string): Promise<string> {
  return page.evaluate(
    ([at, zone]) =>
      new Intl.DateTimeFormat('en-IN', { ...(zone ? { timeZone: zone } : {}), timeZoneName: 'short' })
        .formatToParts(new Date(at))
        .find((part) => part.type === 'timeZoneName')?.value ?? '',
    [iso, timeZone] as const,
  );
}

/** `text` for use inside a RegExp. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
