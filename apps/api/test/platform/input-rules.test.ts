import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, courses, liveClasses } from '../../src/db/schema';
import { createCourse, validCourse } from '../helpers/courses';
import { expectRefusal, json, send, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { teacher } = useSignedInUsers(t, { teacher: 'teacher' });

const rows = async (table: typeof contactMessages | typeof courses | typeof liveClasses) =>
  (await t.db.select({ value: count() }).from(table))[0]?.value ?? 0;

const contact = (message: string, name = 'Ada') =>
  send(t, 'POST', '/api/contact', { payload: { name, email: 'ada@example.test', subject: 'Hello', message } });

describe('text fields', () => {
  it.each([
    ['a NUL', 'before\u0000after'],
    ['an escape', 'red \u001b[31m text'],
    ['a DEL', 'rub\u007fout'],
  ])('refuse %s with 400 naming the field, and write nothing', async (_, message) => {
    const before = await rows(contactMessages);
    const response = await contact(message);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      success: false,
      code: 'validation_failed',
      message: 'Message must not contain control characters',
      errors: { message: 'Message must not contain control characters' },
    });
    expect(await rows(contactMessages)).toBe(before);
  });

  it('keep tab and newlines in multi-line text, but not in a single-line field', async () => {
    expect((await contact('line one\nline two\r\n\tindented')).statusCode).toBe(201);
    const response = await contact('fine', 'Ada\nLovelace');
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toEqual({ name: 'Name must not contain control characters' });
  });

  it('refuse %00 in a query parameter with 400', async () => {
    for (const url of ['/api/courses?search=%00', '/api/users/teachers?subject=a%00b', '/api/resources?search=%00']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(json(response).message).toMatch(/must not contain control characters/);
    }
  });

  it('refuse NUL inside an address field', async () => {
    const response = await send(t, 'POST', '/api/courses', {
      as: teacher,
      payload: validCourse({ thumbnail: 'https://images.example.test/a\u0000.png' }),
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toEqual({ thumbnail: 'Thumbnail must not contain control characters' });
  });
});

describe('dates', () => {
  it.each([
    ['2024-02-30', 'Start date is not a valid date'],
    ['0000-01-01', 'Start date must be between 1900 and 2999'],
    ['9999-12-31', 'Start date must be between 1900 and 2999'],
    ['+275760-09-13', 'Start date must be a date (YYYY-MM-DD)'],
  ])('refuse the date %s with 400', async (startDate, message) => {
    const before = await rows(courses);
    const response = await send(t, 'POST', '/api/courses', { as: teacher, payload: validCourse({ startDate }) });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toMatchObject({ startDate: message });
    expect(await rows(courses)).toBe(before);
  });

  it('refuse impossible and extreme dates and date-times in queries', async () => {
    for (const query of [
      'date=9999-12-31',
      'date=2024-02-30',
      'from=0000-01-01T00:00:00Z',
      'to=%2B275760-09-13T00:00:00.000Z',
      'from=2024-02-30T10:00:00Z',
    ]) {
      const response = await send(t, 'GET', `/api/live-classes?${query}`, { as: teacher });
      expect(response.statusCode, query).toBe(400);
    }
    const valid = await send(t, 'GET', '/api/live-classes?date=2026-02-28', { as: teacher });
    expect(valid.statusCode).toBe(200);
  });

  it('refuse a class starting in year 0000, and write nothing', async () => {
    const course = await createCourse(t, teacher);
    const before = await rows(liveClasses);
    const response = await send(t, 'POST', '/api/live-classes', {
      as: teacher,
      payload: {
        title: 'Ancient',
        courseId: course.id,
        subject: 'History',
        startsAt: '0000-01-01T10:00:00Z',
        durationMinutes: 60,
        meetingLink: 'https://meet.example.test/a',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toEqual({ startsAt: 'Date and time must be between 1900 and 2999' });
    expect(await rows(liveClasses)).toBe(before);
  });
});

/** The general code each framework refusal carries (docs/api-compatibility.md, "Error codes"). */
const frameworkCodes = {
  400: 'invalid_request',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
} as const;

describe('framework errors answer in the app shape', () => {
  it.each([
    [
      'bad JSON',
      { method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{"name":' },
      400,
      'The request body is not valid JSON',
    ],
    [
      'another content type',
      { method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
      415,
      'Unsupported content type; send JSON',
    ],
    [
      'a body over the limit',
      {
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
      },
      413,
      'The request is too large',
    ],
    ['an unknown route', { method: 'GET', url: '/api/nothing-here' }, 404, 'No API route GET /api/nothing-here'],
    ['a broken %-escape', { method: 'GET', url: '/api/courses/%ZZ' }, 400, 'The address is not valid'],
    ['a route outside the API', { method: 'DELETE', url: '/somewhere' }, 404, 'No route DELETE /somewhere'],
  ] as const)('%s', async (_, request, status, message) => {
    const response = await t.app.inject(request);
    expectRefusal(response, status, frameworkCodes[status], message);
  });

  it('answers 405 with Allow for a method the path does not have', async () => {
    const response = await send(t, 'PATCH', '/api/courses/4f1c2a4e-8d5b-4c8e-9f1a-2b3c4d5e6f70');
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, PUT, DELETE');
    expect(json(response)).toEqual({
      success: false,
      code: 'method_not_allowed',
      message: 'PATCH is not allowed here; use GET or HEAD or PUT or DELETE',
    });
  });
});

describe('broken multipart uploads', () => {
  const upload = (contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/resources',
      headers: { ...teacher.headers, 'content-type': contentType },
      payload,
    });

  it('answers 400 when the boundary is missing', async () => {
    const response = await upload(
      'multipart/form-data',
      '--B\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--B--\r\n',
    );
    expectRefusal(
      response,
      400,
      'invalid_request',
      'The upload is not valid multipart/form-data: its content type needs a boundary',
    );
  });

  it('answers 4xx, never 500, to NUL in a field name', async () => {
    const response = await upload(
      'multipart/form-data; boundary=B',
      '--B\r\nContent-Disposition: form-data; name="ti\u0000tle"\r\n\r\nx\r\n--B--\r\n',
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).success).toBe(false);
  });
});
