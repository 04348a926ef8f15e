import { type Course, courseResponseSchema } from '@tutorium/contract/courses';
import * as fc from 'fast-check';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from '../../src/platform/response-serializer';

/** Both serializers of one schema, as Fastify compiles them for a route. */
function serializers(schema: z.ZodType) {
  const route = { schema, method: 'GET', url: '/api/test', httpStatus: '200' };
  return {
    compiled: serializerCompiler(route),
    zod: zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]),
  };
}

/** What a serializer does with a value: the JSON it writes, or the error it throws. */
function outcome(serialize: (data: unknown) => string, data: unknown): { json: string } | { error: string } {
  try {
    return { json: serialize(data) };
  } catch (error) {
    return { error: `${(error as Error).name}: ${(error as Error).message}` };
  }
}

const course: Course = {
  _id: 'c1',
  id: 'c1',
  title: 'Algebra "one"\n',
  description: 'Ünïcödé ✓ \u2028 and a lone \ud800 surrogate',
  category: 'Mathematics',
  level: 'beginner',
  status: 'active',
  thumbnail: '',
  instructor: { _id: 't1', id: 't1', name: 'Ada' },
  schedule: { days: ['Monday', 'Friday'], startTime: '10:00', endTime: '11:00' },
  duration: '10 hours',
  durationHours: 10,
  startDate: '2026-09-17',
  endDate: '',
  maxStudents: 30,
  price: 19.99,
  enrolledCount: 3,
  enrolledStudents: [{ _id: 's1', id: 's1', name: 'Bo', email: 'bo@example.com', enrolledAt: '2026-09-01' }],
  atRiskBelowPercent: 60,
  atRiskMissedClasses: 3,
  waitlistEnabled: true,
  instalments: 1,
  accessAfterPayment: true,
  waitlistCount: 0,
  waitlistPosition: null,
  reviewCount: 0,
  createdAt: '2026-11-26T04:34:29.401Z',
};

describe('compiled response serializer', () => {
  it("writes the course answer exactly as zod's serializer does, keys in schema order", () => {
    const { compiled, zod } = serializers(courseResponseSchema);
    // The DTO builds its keys in another order than the schema's; the answer follows the schema.
    const { createdAt, rating, ...rest } = course;
    const answer = { success: true, data: { createdAt, rating: 4.5, ...rest }, message: 'Course found' };
    expect(compiled(answer)).toBe(zod(answer));
    const visitorView = { success: true, data: { ...rest, createdAt, rating }, message: 'Course found' };
    delete (visitorView.data as Partial<Course>).enrolledStudents;
    delete (visitorView.data as Partial<Course>).waitlistPosition;
    expect(compiled(visitorView)).toBe(zod(visitorView));
  });

  it('leaves out every key the schema does not name, at any depth', () => {
    const { compiled } = serializers(courseResponseSchema);
    const leaky = {
      success: true,
      message: 'Course found',
      passwordHash: 'x',
      data: { ...course, instructor: { ...course.instructor, email: 'ada@example.com' }, secret: 1 },
    };
    const json = compiled(leaky);
    expect(json).not.toContain('passwordHash');
    expect(json).not.toContain('ada@example.com');
    expect(json).not.toContain('secret');
  });

  it('fails a wrong answer as zod does', () => {
    const { compiled, zod } = serializers(courseResponseSchema);
    const wrong = [
      { success: true, data: { ...course, price: '19.99' }, message: 'x' },
      { success: true, data: { ...course, level: 'expert' }, message: 'x' },
      { success: false, data: course, message: 'x' },
      { success: true, data: { ...course, rating: Number.NaN }, message: 'x' },
      { success: true, data: { ...course, title: undefined }, message: 'x' },
      { success: true, data: [course], message: 'x' },
      { success: true, data: course },
    ];
    for (const answer of wrong) {
      const result = outcome(compiled, answer);
      expect(result).toHaveProperty('error');
      expect(result).toEqual(outcome(zod, answer));
    }
  });

  it('writes unions, records and unknown values through zod', () => {
    const schema = z.object({
      either: z.union([z.object({ kind: z.literal('a'), a: z.number() }), z.object({ kind: z.literal('b') })]),
      errors: z.record(z.string(), z.array(z.string())).optional(),
      extra: z.unknown(),
      list: z.array(z.string().nullable()),
    });
    const { compiled, zod } = serializers(schema);
    const values = [
      {
        either: { kind: 'a', a: 1, dropped: true },
        errors: { email: ['taken'] },
        extra: { any: [1] },
        list: ['x', null],
      },
      { either: { kind: 'b' }, extra: undefined, list: [] },
      { either: { kind: 'c' }, list: [] },
    ];
    for (const value of values) expect(outcome(compiled, value)).toEqual(outcome(zod, value));
  });

  it('agrees with zod on any value, valid or not', () => {
    const schema = z.object({
      name: z.string(),
      count: z.number(),
      flag: z.boolean().optional(),
      level: z.enum(['beginner', 'advanced']).nullable(),
      tags: z.array(z.object({ id: z.string(), weight: z.number().nullable().optional() })),
    });
    const { compiled, zod } = serializers(schema);
    const anyValue = fc.oneof(
      fc.string(),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.constantFrom('beginner', 'advanced'),
    );
    const tag = fc.record({ id: fc.oneof(fc.string(), anyValue), weight: anyValue }, { requiredKeys: [] });
    const value = fc.record(
      {
        name: fc.oneof(fc.string(), anyValue),
        count: fc.oneof(fc.double(), anyValue),
        flag: anyValue,
        level: anyValue,
        tags: fc.oneof(fc.array(tag, { maxLength: 3 }), anyValue),
        other: anyValue,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(value, (data) => {
        expect(outcome(compiled, data)).toEqual(outcome(zod, data));
      }),
      { numRuns: 2000 },
    );
  });
});
