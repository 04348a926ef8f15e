import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse, enrolIn } from '../helpers/courses';
import { createSignedInUser, createSignedInUsers, json, send, type TestUser, useTestApp } from '../helpers/test-app';

const t = useTestApp();
let fans: TestUser[];
let maths: TestUser;
let coder: TestUser;
beforeAll(async () => {
  maths = await createSignedInUser(t, 'teacher', { name: 'Maya Maths' });
  coder = await createSignedInUser(t, 'teacher', { name: 'Carl Coder' });
  await createCourse(t, maths, { title: 'Algebra I', category: 'Mathematics', level: 'beginner', price: 20 });
  await createCourse(t, maths, {
    title: 'Calculus',
    category: 'Mathematics',
    level: 'advanced',
    price: 80,
    status: 'upcoming',
  });
  const popular = await createCourse(t, coder, {
    title: 'Python Basics',
    description: 'Variables, loops and 100% practical projects',
    category: 'Programming',
    level: 'beginner',
    price: 0,
  });
  await createCourse(t, coder, { title: 'Rust Systems', category: 'Programming', level: 'advanced', price: 120 });
  await createCourse(t, coder, { title: 'Hidden Draft', category: 'Programming', status: 'inactive' });
  await createCourse(t, coder, { title: 'Old Course', category: 'Programming', status: 'completed' });
  fans = await createSignedInUsers(t, 'student', 2);
  for (const fan of fans) await enrolIn(t, fan, popular.id);
});

async function titles(query: string): Promise<string[]> {
  const response = await send(t, 'GET', `/api/courses?${query}`);
  expect(response.statusCode).toBe(200);
  return json<{ data: { title: string }[] }>(response).data.map((course) => course.title);
}

describe('GET /api/courses/categories', () => {
  it('lists, to anyone, only the categories with published courses and counts those alone', async () => {
    const response = await send(t, 'GET', '/api/courses/categories');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      success: true,
      data: [
        { category: 'Mathematics', count: 2 },
        { category: 'Programming', count: 2 },
      ],
    });
  });
});

describe('GET /api/courses (catalogue)', () => {
  it('lists only active and upcoming courses', async () => {
    const all = await titles('sort=title');
    expect(all).toEqual(['Algebra I', 'Calculus', 'Python Basics', 'Rust Systems']);
  });

  it('filters by category and level', async () => {
    expect(await titles('category=Programming&sort=title')).toEqual(['Python Basics', 'Rust Systems']);
    expect(await titles('level=advanced&sort=title')).toEqual(['Calculus', 'Rust Systems']);
    expect(await titles('category=Mathematics&level=beginner')).toEqual(['Algebra I']);
  });

  it('searches title, description and instructor name, case-insensitively and literally', async () => {
    expect(await titles('search=calc')).toEqual(['Calculus']);
    expect(await titles('search=LOOPS')).toEqual(['Python Basics']);
    expect(await titles('search=maya&sort=title')).toEqual(['Algebra I', 'Calculus']);
    expect(await titles('search=100%25')).toEqual(['Python Basics']);
    expect(await titles('search=_')).toEqual([]);
    expect(await titles('search=draft')).toEqual([]);
  });

  it('sorts by popularity and by price both ways', async () => {
    expect((await titles('sort=popular'))[0]).toBe('Python Basics');
    expect(await titles('sort=price-asc')).toEqual(['Python Basics', 'Algebra I', 'Calculus', 'Rust Systems']);
    expect(await titles('sort=price-desc')).toEqual(['Rust Systems', 'Calculus', 'Algebra I', 'Python Basics']);
  });

  it("tells a signed-in student which of the page's courses they are enrolled in, and no one else", async () => {
    const [fan] = fans;
    if (!fan) throw new Error('no student');
    const enrolment = async (headers: Record<string, string>) =>
      json<{ data: { title: string; isEnrolled?: boolean }[] }>(
        await t.app.inject({ method: 'GET', url: '/api/courses?sort=title&page=1', headers }),
      ).data.map((course) => [course.title, course.isEnrolled]);
    expect(await enrolment(fan.headers)).toEqual([
      ['Algebra I', false],
      ['Calculus', false],
      ['Python Basics', true],
      ['Rust Systems', false],
    ]);
    expect((await enrolment({})).map(([, enrolled]) => enrolled)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('pages with a total', async () => {
    const response = await send(t, 'GET', '/api/courses?sort=title&pageSize=3&page=2');
    expect(json(response)).toMatchObject({
      data: [{ title: 'Rust Systems' }],
      pagination: { page: 2, pageSize: 3, total: 4, pages: 2 },
    });
    const beyond = await send(t, 'GET', '/api/courses?page=9');
    expect(json(beyond)).toMatchObject({ data: [], pagination: { total: 0 } });
  });

  it('shows prices as numbers, Free as 0, and counts enrolments', async () => {
    const response = await send(t, 'GET', '/api/courses?search=python');
    expect(json(response)).toMatchObject({ data: [{ price: 0, enrolledCount: 2 }] });
  });

  it.each(['category=Cooking', 'level=expert', 'sort=random', 'page=0', 'pageSize=1000'])(
    'refuses %s with 400',
    async (query) => {
      const response = await send(t, 'GET', `/api/courses?${query}`);
      expect(response.statusCode).toBe(400);
      expect(json(response).success).toBe(false);
    },
  );
});

describe('GET /api/courses read whole (no page, no pageSize) by a teacher or an admin', () => {
  type Listed = { data: { title: string; enrolledStudents?: unknown[] }[]; pagination: { total: number } };
  const read = async (query: string, headers: Record<string, string> = {}) =>
    json<Listed>(await t.app.inject({ method: 'GET', url: `/api/courses?${query}`, headers }));
  const studentsByTitle = (listed: Listed) =>
    listed.data.map((course) => [course.title, course.enrolledStudents?.length ?? null]);

  it("adds the teacher's own courses in every status, each with its students, to the published ones", async () => {
    const listed = await read('sort=title', coder.headers);
    expect(studentsByTitle(listed)).toEqual([
      ['Algebra I', null],
      ['Calculus', null],
      ['Hidden Draft', 0],
      ['Old Course', 0],
      ['Python Basics', 2],
      ['Rust Systems', 0],
    ]);
    expect(listed.pagination.total).toBe(6);
    // The catalogue's filters still apply.
    expect(studentsByTitle(await read('sort=title&level=advanced', coder.headers))).toEqual([
      ['Calculus', null],
      ['Rust Systems', 0],
    ]);
  });

  it('shows an admin every course in every status, each with its students', async () => {
    const admin = await createSignedInUser(t, 'admin');
    const listed = await read('sort=title', admin.headers);
    expect(studentsByTitle(listed)).toEqual([
      ['Algebra I', 0],
      ['Calculus', 0],
      ['Hidden Draft', 0],
      ['Old Course', 0],
      ['Python Basics', 2],
      ['Rust Systems', 0],
    ]);
    expect(listed.pagination.total).toBe(6);
  });

  it("keeps a page, another teacher's list and a student's list to the published catalogue", async () => {
    const published = [
      ['Algebra I', null],
      ['Calculus', null],
      ['Python Basics', null],
      ['Rust Systems', null],
    ];
    expect(studentsByTitle(await read('sort=title&page=1', coder.headers))).toEqual(published);
    expect(studentsByTitle(await read('sort=title&pageSize=50', coder.headers))).toEqual(published);
    const [fan] = fans;
    if (!fan) throw new Error('no student');
    expect(studentsByTitle(await read('sort=title', fan.headers))).toEqual(published);
    expect(studentsByTitle(await read('sort=title'))).toEqual(published);
    expect(studentsByTitle(await read('sort=title', maths.headers))).toEqual([
      ['Algebra I', 0],
      ['Calculus', 0],
      ['Python Basics', null],
      ['Rust Systems', null],
    ]);
  });
});
