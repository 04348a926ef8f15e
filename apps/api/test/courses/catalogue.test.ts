import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse, enrolIn } from '../helpers/courses';
import { createSignedInUser, createSignedInUsers, json, type TestUser, useTestApp } from '../helpers/test-app';

const t = useTestApp();
let fans: TestUser[];
beforeAll(async () => {
  const maths = await createSignedInUser(t, 'teacher', { name: 'Maya Maths' });
  const coder = await createSignedInUser(t, 'teacher', { name: 'Carl Coder' });
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
  const response = await t.app.inject({ method: 'GET', url: `/api/courses?${query}` });
  expect(response.statusCode).toBe(200);
  return json<{ data: { title: string }[] }>(response).data.map((course) => course.title);
}

describe('GET /api/courses/categories', () => {
  it('lists, to anyone, only the categories with published courses and counts those alone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/courses/categories' });
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
    const response = await t.app.inject({ method: 'GET', url: '/api/courses?sort=title&pageSize=3&page=2' });
    expect(json(response)).toMatchObject({
      data: [{ title: 'Rust Systems' }],
      pagination: { page: 2, pageSize: 3, total: 4, pages: 2 },
    });
    const beyond = await t.app.inject({ method: 'GET', url: '/api/courses?page=9' });
    expect(json(beyond)).toMatchObject({ data: [], pagination: { total: 0 } });
  });

  it('shows prices as numbers, Free as 0, and counts enrolments', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/courses?search=python' });
    expect(json(response)).toMatchObject({ data: [{ price: 0, enrolledCount: 2 }] });
  });

  it.each(['category=Cooking', 'level=expert', 'sort=random', 'page=0', 'pageSize=1000'])(
    'refuses %s with 400',
    async (query) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/courses?${query}` });
      expect(response.statusCode).toBe(400);
      expect(json(response).success).toBe(false);
    },
  );
});
