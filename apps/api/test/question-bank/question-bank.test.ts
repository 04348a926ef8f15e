import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questions, quizQuestions, quizzes } from '../../src/db/schema';
import { createCourse, useGeometryClassroom } from '../helpers/courses';
import { expectRefusal, json, send, statusesFor, type TestUser, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const classroom = useGeometryClassroom(t);
const { teacher, otherTeacher, admin, asha } = classroom;

interface QuestionAnswer {
  id: string;
  courseId: string;
  definition: Record<string, unknown> & { kind: string; tags: string[] };
  usedByTests: number;
}
interface ListAnswer {
  data: QuestionAnswer[];
  tags: { tag: string; count: number }[];
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const bank = (courseId = classroom.courseId) => `/api/courses/${courseId}/questions`;
const add = (as: TestUser, payload: object, courseId = classroom.courseId) =>
  send(t, 'POST', bank(courseId), { as, payload });
const rowsOf = (courseId: string) => t.db.select().from(questions).where(eq(questions.courseId, courseId));
const list = async (as: TestUser, query = '', courseId = classroom.courseId) => {
  const response = await send(t, 'GET', `${bank(courseId)}${query}`, { as });
  expect(response.statusCode, response.body).toBe(200);
  return json<ListAnswer>(response);
};
const importCsv = (as: TestUser, csv: string, courseId = classroom.courseId) =>
  send(t, 'POST', `${bank(courseId)}/import`, { as, payload: { csv } });

/** One question of each kind, as a teacher sends them, and as the bank stores them (defaults filled in). */
const examples = [
  {
    sent: {
      kind: 'single',
      prompt: 'How many sides has a *triangle*?',
      options: ['Three', 'Four', 'Five | six'],
      correct: 0,
      tags: ['Shapes', 'shapes', 'basics'],
    },
    stored: {
      kind: 'single',
      prompt: 'How many sides has a *triangle*?',
      options: ['Three', 'Four', 'Five | six'],
      correct: 0,
      tags: ['shapes', 'basics'],
      points: 1,
      explanation: '',
    },
  },
  {
    sent: {
      kind: 'multiple',
      prompt: 'Which are prime?',
      options: ['2', '4', '5', 'C:\\path'],
      correct: [0, 2],
      points: 3,
      tags: ['numbers'],
      explanation: 'Four is 2 × 2.',
    },
    stored: {
      kind: 'multiple',
      prompt: 'Which are prime?',
      options: ['2', '4', '5', 'C:\\path'],
      correct: [0, 2],
      points: 3,
      tags: ['numbers'],
      explanation: 'Four is 2 × 2.',
    },
  },
  {
    sent: { kind: 'true_false', prompt: 'त्रिभुज के कोणों का योग 180° होता है।', correct: true, tags: ['shapes'] },
    stored: {
      kind: 'true_false',
      prompt: 'त्रिभुज के कोणों का योग 180° होता है।',
      correct: true,
      tags: ['shapes'],
      points: 1,
      explanation: '',
    },
  },
  {
    sent: { kind: 'numeric', prompt: 'π to two decimals?', correct: 3.14, tolerance: 0.005, points: 2 },
    stored: {
      kind: 'numeric',
      prompt: 'π to two decimals?',
      correct: 3.14,
      tolerance: 0.005,
      points: 2,
      tags: [],
      explanation: '',
    },
  },
  {
    sent: {
      kind: 'short',
      prompt: 'Name the longest side of a right triangle,\n"in one word".',
      accepted: ['hypotenuse', 'कर्ण'],
    },
    stored: {
      kind: 'short',
      prompt: 'Name the longest side of a right triangle,\n"in one word".',
      accepted: ['hypotenuse', 'कर्ण'],
      markedByHand: false,
      points: 1,
      tags: [],
      explanation: '',
    },
  },
  {
    sent: { kind: 'short', prompt: 'Prove it in your own words.', markedByHand: true, points: 5 },
    stored: {
      kind: 'short',
      prompt: 'Prove it in your own words.',
      accepted: [],
      markedByHand: true,
      points: 5,
      tags: [],
      explanation: '',
    },
  },
];

let tfId = '';

describe('writing questions', () => {
  it('adds one of each kind and reads each back with its answer key, newest first', async () => {
    for (const { sent, stored } of examples) {
      const response = await add(teacher, sent);
      expect(response.statusCode, response.body).toBe(201);
      expect(json(response)).toMatchObject({
        message: 'Question added',
        data: { courseId: classroom.courseId, definition: stored, usedByTests: 0 },
      });
    }
    const { data } = await list(teacher);
    expect(data.map((question) => question.definition)).toEqual(examples.map(({ stored }) => stored).reverse());
    const rows = await rowsOf(classroom.courseId);
    const numeric = rows.find((row) => row.kind === 'numeric');
    expect(numeric).toMatchObject({ points: 2, tags: [], authorId: teacher.id });
    tfId = data.find((question) => question.definition.kind === 'true_false')?.id ?? '';
  });

  it('refuses a question the schema refuses, writing nothing', async () => {
    const before = (await rowsOf(classroom.courseId)).length;
    const refusals: [object, string][] = [
      [{ kind: 'single', prompt: 'Q', options: ['a', 'b'], correct: 2 }, 'correct'],
      [{ kind: 'single', prompt: 'Q', options: ['only one'], correct: 0 }, 'options'],
      [{ kind: 'multiple', prompt: 'Q', options: ['a', 'b'], correct: [1, 1] }, 'correct'],
      [{ kind: 'multiple', prompt: 'Q', options: ['a', 'b'], correct: [] }, 'correct'],
      [{ kind: 'true_false', prompt: 'Q', correct: 'yes' }, 'correct'],
      [{ kind: 'numeric', prompt: 'Q', correct: 1, tolerance: -1 }, 'tolerance'],
      [{ kind: 'short', prompt: 'Q' }, 'accepted'],
      [{ kind: 'short', prompt: '   ', accepted: ['a'] }, 'prompt'],
      [{ kind: 'essay', prompt: 'Q' }, 'kind'],
      [{ kind: 'single', prompt: 'Q', options: ['a', 'b'], correct: 0, points: 101 }, 'points'],
    ];
    for (const [payload, field] of refusals) {
      const response = await add(teacher, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(json<{ errors: object }>(response).errors).join(), JSON.stringify(payload)).toContain(field);
    }
    expect(await rowsOf(classroom.courseId)).toHaveLength(before);
  });

  it('edits a question in place and deletes one', async () => {
    const edited = await send(t, 'PUT', `/api/questions/${tfId}`, {
      as: teacher,
      payload: { kind: 'true_false', prompt: 'A square has four sides.', correct: true, tags: ['shapes', 'squares'] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(edited)).toMatchObject({
      message: 'Question saved',
      data: { id: tfId, definition: { prompt: 'A square has four sides.', tags: ['shapes', 'squares'] } },
    });
    const [row] = await t.db.select().from(questions).where(eq(questions.id, tfId));
    expect(row?.tags).toEqual(['shapes', 'squares']);
    const bad = await send(t, 'PUT', `/api/questions/${tfId}`, {
      as: teacher,
      payload: { kind: 'single', prompt: 'Q', options: ['a', 'b'], correct: 5 },
    });
    expect(bad.statusCode).toBe(400);
    const [unchanged] = await t.db.select().from(questions).where(eq(questions.id, tfId));
    expect(unchanged?.kind).toBe('true_false');

    const extra = json<{ data: { id: string } }>(
      await add(teacher, { kind: 'true_false', prompt: 'To delete', correct: false }),
    ).data.id;
    const deleted = await send(t, 'DELETE', `/api/questions/${extra}`, { as: teacher });
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toMatchObject({ message: 'Question deleted' });
    expect(await t.db.select().from(questions).where(eq(questions.id, extra))).toEqual([]);
    expect((await send(t, 'DELETE', `/api/questions/${extra}`, { as: teacher })).statusCode).toBe(404);
  });

  it('refuses to delete a question a test picks, and counts the tests that pick it', async () => {
    const [quiz] = await t.db
      .insert(quizzes)
      .values({
        courseId: classroom.courseId,
        title: 'Shapes test',
        opensAt: new Date(Date.now() - 3_600_000),
        closesAt: new Date(Date.now() + 3_600_000),
        timeLimitMinutes: 20,
        attemptsAllowed: 1,
        release: 'immediately',
      })
      .returning();
    if (!quiz) throw new Error('no quiz');
    await t.db.insert(quizQuestions).values({ quizId: quiz.id, questionId: tfId, position: 1 });
    expectRefusal(
      await send(t, 'DELETE', `/api/questions/${tfId}`, { as: teacher }),
      409,
      'still_referenced',
      'This question is in a test or an attempt: take it out of the tests first',
    );
    expect(await t.db.select().from(questions).where(eq(questions.id, tfId))).toHaveLength(1);
    const { data } = await list(teacher);
    expect(data.find((question) => question.id === tfId)?.usedByTests).toBe(1);
  });
});

describe('reading the bank', () => {
  it('filters by tag (any case) and counts every tag of the bank', async () => {
    const all = await list(teacher);
    expect(all.tags).toEqual([
      { tag: 'basics', count: 1 },
      { tag: 'numbers', count: 1 },
      { tag: 'shapes', count: 2 },
      { tag: 'squares', count: 1 },
    ]);
    const shapes = await list(teacher, '?tag=Shapes');
    expect(shapes.data.map((question) => question.definition.kind).sort()).toEqual(['single', 'true_false']);
    expect(shapes.tags).toEqual(all.tags);
    expect((await list(teacher, '?tag=nothing')).data).toEqual([]);
  });
});

describe('who may use the bank', () => {
  it('refuses visitors, students, another teacher (not_your_course) and an unknown course on every endpoint; lets an admin in', async () => {
    const csv = 'kind,prompt,correct\ntrue_false,Admins can import,true\n';
    const question = { kind: 'true_false', prompt: 'Q', correct: true };
    const before = (await rowsOf(classroom.courseId)).length;
    const calls: [
      'GET' | 'POST' | 'PUT' | 'DELETE',
      (course: string) => string,
      object | undefined,
      number,
      string | null,
    ][] = [
      ['GET', (course) => bank(course), undefined, 200, UNKNOWN],
      ['POST', (course) => bank(course), question, 201, UNKNOWN],
      ['GET', (course) => `${bank(course)}/export`, undefined, 200, UNKNOWN],
      ['POST', (course) => `${bank(course)}/import`, { csv }, 201, UNKNOWN],
      ['PUT', () => `/api/questions/${tfId}`, { ...question, prompt: 'By an admin' }, 200, null],
    ];
    for (const [method, url, payload, success, unknownCourse] of calls) {
      const at = url(classroom.courseId);
      expect(await statusesFor(t, method, at, [null, asha, otherTeacher], payload), `${method} ${at}`).toEqual([
        401, 403, 403,
      ]);
      const other = await send(t, method, at, { as: otherTeacher, ...(payload ? { payload } : {}) });
      expect(json(other)).toMatchObject({ code: 'not_your_course' });
      expect((await send(t, method, at, { as: admin, ...(payload ? { payload } : {}) })).statusCode).toBe(success);
      if (unknownCourse) {
        const response = await send(t, method, url(unknownCourse), { as: teacher, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${method} unknown course`).toBe(404);
      }
    }
    expect(await statusesFor(t, 'DELETE', `/api/questions/${tfId}`, [null, asha, otherTeacher])).toEqual([
      401, 403, 403,
    ]);
    expect((await send(t, 'PUT', `/api/questions/${UNKNOWN}`, { as: teacher, payload: question })).statusCode).toBe(
      404,
    );
    expect((await send(t, 'DELETE', `/api/questions/${UNKNOWN}`, { as: teacher })).statusCode).toBe(404);
    // The admin added one question and imported one; nobody else wrote.
    expect(await rowsOf(classroom.courseId)).toHaveLength(before + 2);
    const adminQuestion = json<{ data: { id: string } }>(await add(admin, question)).data.id;
    expect((await send(t, 'DELETE', `/api/questions/${adminQuestion}`, { as: admin })).statusCode).toBe(200);
  });
});

describe('CSV', () => {
  it('exports the bank as the import reads it: imported into another course, every definition is the same, in order', async () => {
    const exported = await send(t, 'GET', `${bank()}/export`, { as: teacher });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="geometry-questions.csv"');
    expect(exported.body.split('\n')[0]).toBe(
      'kind,prompt,options,correct,tolerance,accepted,marked_by_hand,points,tags,explanation',
    );
    expect(exported.body).toContain('कर्ण');

    const other = await createCourse(t, teacher, { title: 'Geometry II' });
    const imported = await importCsv(teacher, exported.body, other.id);
    expect(imported.statusCode, imported.body).toBe(201);
    const source = await rowsOf(classroom.courseId);
    expect(json(imported)).toEqual({ success: true, message: 'Questions imported', created: source.length });
    const copies = (await list(teacher, '', other.id)).data.map((question) => question.definition).reverse();
    const originals = (await list(teacher)).data.map((question) => question.definition).reverse();
    expect(copies).toEqual(originals);
    // The second export is the first, byte for byte.
    expect((await send(t, 'GET', `${bank(other.id)}/export`, { as: teacher })).body).toBe(exported.body);
  });

  it('reads a hand-written file: a BOM, CRLF, columns in any order, blank rows, option numbers from 1', async () => {
    const other = await createCourse(t, teacher, { title: 'Hand written' });
    const csv = [
      '\uFEFFprompt,kind,correct,options,tags,,',
      '"Which is even?",single,2,1|2|3,Numbers,,',
      '',
      'कौन से सम हैं?,multiple,2|4,1|2|3|4,',
      ',,,,',
      'Zero is even,TRUE_FALSE,TRUE,,',
      '',
    ].join('\r\n');
    const response = await importCsv(teacher, csv, other.id);
    expect(response.statusCode, response.body).toBe(201);
    expect(json(response)).toMatchObject({ created: 3 });
    const definitions = (await list(teacher, '', other.id)).data.map((question) => question.definition).reverse();
    expect(definitions).toEqual([
      expect.objectContaining({ kind: 'single', options: ['1', '2', '3'], correct: 1, tags: ['numbers'] }),
      expect.objectContaining({ kind: 'multiple', prompt: 'कौन से सम हैं?', correct: [1, 3] }),
      expect.objectContaining({ kind: 'true_false', correct: true, points: 1 }),
    ]);
  });

  it('imports nothing when one row is bad, naming each bad row and column', async () => {
    const other = await createCourse(t, teacher, { title: 'Bad file' });
    const csv = [
      'kind,prompt,options,correct,tolerance,accepted,marked_by_hand,points,tags,explanation',
      'single,Good one,a|b,1,,,,,,',
      'single,Bad index,a|b,3,,,,,,',
      'short,No answers,,,,,,,,',
      'numeric,Not a number,,abc,,,,,,',
      'true_false,Good too,,false,,,,2,,',
    ].join('\n');
    const response = await importCsv(teacher, csv, other.id);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      success: false,
      code: 'invalid_request',
      message: 'The CSV has errors: nothing was imported',
      errors: {
        'row 3: correct': 'Row 3, column correct: The correct option must be one of the options',
        'row 4: accepted': 'Row 4, column accepted: Give at least one accepted answer, or mark the answers by hand',
        'row 5: correct': 'Row 5, column correct: The answer must be a number',
      },
    });
    expect(await rowsOf(other.id)).toEqual([]);

    const inHindi = await t.app.inject({
      method: 'POST',
      url: `${bank(other.id)}/import`,
      headers: { ...teacher.headers, 'accept-language': 'hi' },
      payload: { csv },
    });
    const hindi = json<{ message: string; errors: Record<string, string> }>(inHindi);
    expect(hindi.message).toBe('CSV में त्रुटियाँ हैं: कुछ भी आयात नहीं किया गया');
    expect(hindi.errors['row 3: correct']).toBe('पंक्ति 3, कॉलम correct: सही विकल्प दिए गए विकल्पों में से एक होना चाहिए');
  });

  it('refuses a file without questions, with too many, with a missing or unknown column, or broken quotes', async () => {
    const other = await createCourse(t, teacher, { title: 'Refused files' });
    const header = 'kind,prompt,correct';
    expectRefusal(
      await importCsv(teacher, `${header}\n\n`, other.id),
      400,
      'invalid_request',
      'The CSV has no questions',
    );
    expectRefusal(await importCsv(teacher, '\r\n\r\n', other.id), 400, 'invalid_request', 'The CSV has no questions');
    const many = [header, ...Array.from({ length: 1001 }, (_, index) => `true_false,Q${index},true`)].join('\n');
    expectRefusal(
      await importCsv(teacher, many, other.id),
      400,
      'invalid_request',
      'A CSV may hold at most 1000 questions',
    );
    const missing = await importCsv(teacher, 'kind,correct\ntrue_false,true', other.id);
    expect(missing.statusCode).toBe(400);
    expect(json<{ message: string }>(missing).message).toContain('"prompt"');
    const unknown = await importCsv(teacher, 'kind,prompt,correct,answer\ntrue_false,Q,true,x', other.id);
    expect(json<{ message: string }>(unknown).message).toContain('"answer"');
    const quotes = await importCsv(teacher, 'kind,prompt,correct\ntrue_false,"Q,true\n', other.id);
    expect(quotes.statusCode).toBe(400);
    expect(json<{ message: string }>(quotes).message).toContain('quotes');
    const shifted = await importCsv(teacher, 'kind,prompt,correct\ntrue_false,Q, with a comma,true', other.id);
    expect(json<{ errors: object }>(shifted).errors).toEqual({
      'row 2': 'Row 2: The row has more cells than the header has columns (a comma outside quotes?)',
    });
    const twice = await importCsv(teacher, 'kind,prompt,correct,tags,tags\ntrue_false,Q,true,a,b', other.id);
    expect(json<{ message: string }>(twice).message).toBe('The CSV names the column "tags" twice');
    expect(await rowsOf(other.id)).toEqual([]);
  });
});
