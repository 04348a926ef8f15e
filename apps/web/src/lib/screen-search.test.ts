import { describe, expect, it } from 'vitest';
import { refusedFilters, screenFilters, withChanges } from './screen-search';

const read = (query: string) => new URLSearchParams(query);

describe('screenFilters', () => {
  it('reads the Inbox and Email choices, anything else being the default', () => {
    expect(screenFilters('teacher.inbox', read('show=unread'))).toEqual({ show: 'unread' });
    expect(screenFilters('teacher.inbox', read('show=failed'))).toEqual({ show: 'all' });
    expect(screenFilters('teacher.inbox', read(''))).toEqual({ show: 'all' });
    expect(screenFilters('teacher.email', read('show=failed'))).toEqual({ show: 'failed' });
    expect(screenFilters('teacher.email', read('show=unread'))).toEqual({ show: 'all' });
  });

  it('reads the Notifications filter of both portals', () => {
    expect(screenFilters('student.notifications', read('filter=unread'))).toEqual({ filter: 'unread' });
    expect(screenFilters('teacher.notifications', read('filter=UNREAD'))).toEqual({ filter: 'all' });
  });

  it('keeps the live-class filters that are good and drops each bad one on its own', () => {
    const id = '3f1c1d7e-8a51-4b0e-9a6f-0c2a8e2b7d41';
    expect(screenFilters('teacher.liveClasses', read(`date=2025-06-01&course=${id}&subject=%20Algebra%20`))).toEqual({
      date: '2025-06-01',
      course: id,
      subject: 'Algebra',
    });
    expect(screenFilters('teacher.liveClasses', read('date=2025-02-30&course=Algebra&subject=Maths'))).toEqual({
      date: undefined,
      course: undefined,
      subject: 'Maths',
    });
    expect(screenFilters('student.liveClasses', read('view=upcoming&subject=x'))).toMatchObject({
      view: 'upcoming',
      subject: 'x',
    });
    expect(screenFilters('student.liveClasses', read('view=later')).view).toBe('all');
  });

  it('reads the analytics range from ?from=&to=, ignoring a date that does not exist', () => {
    expect(screenFilters('teacher.analytics', read('from=2025-01-01&to=2025-13-01'))).toEqual({
      from: '2025-01-01',
      to: undefined,
    });
  });

  it('tells a register date that is missing (today) from one cleared or unreadable (ask for one)', () => {
    expect(screenFilters('teacher.courseAttendance', read('')).date).toBeUndefined();
    expect(screenFilters('teacher.courseAttendance', read('date=')).date).toBe('');
    expect(screenFilters('teacher.attendance', read('date=yesterday')).date).toBe('');
    expect(screenFilters('teacher.attendance', read('date=2025-03-04&course=nope'))).toEqual({
      date: '2025-03-04',
      course: undefined,
    });
  });

  it("reads the student's attendance filters with the endpoint's schema", () => {
    expect(screenFilters('student.attendance', read('courseId=42&startDate=2025-01-01&endDate=soon'))).toEqual({
      courseId: undefined,
      startDate: '2025-01-01',
      endDate: undefined,
    });
  });

  it("reads My Courses' search, trimmed, and leaves out one with control characters", () => {
    expect(screenFilters('student.courses', read('search=%20physics%20'))).toEqual({ search: 'physics' });
    expect(screenFilters('student.courses', read('search=a%00b'))).toEqual({ search: undefined });
  });

  it('reads the invoice just paid from the return of the payment provider, on either fees page', () => {
    expect(screenFilters('student.fees', read('paid=invoice-1'))).toEqual({ paid: 'invoice-1' });
    expect(screenFilters('student.fees', read(''))).toEqual({ paid: undefined });
    expect(screenFilters('guardian.child', read('paid=invoice-2'))).toEqual({ paid: 'invoice-2' });
  });
});

describe('refusedFilters', () => {
  it('names each parameter held but refused, with its value, and no empty or good one', () => {
    expect([...refusedFilters('site.courses', read('category=Arts&level=beginner&sort=&search=x'))]).toEqual([
      ['category', 'Arts'],
    ]);
    expect(refusedFilters('site.courses', read('category=&sort=rating')).size).toBe(0);
  });
});

describe('withChanges', () => {
  it('sets and removes parameters on a copy, leaving the others', () => {
    const params = read('a=1&b=2&c=3');
    expect(withChanges(params, { a: 'x', b: undefined, c: '', d: 4 }).toString()).toBe('a=x&d=4');
    expect(params.toString()).toBe('a=1&b=2&c=3');
  });

  it('keeps an empty value when asked (a date field the user cleared)', () => {
    expect(withChanges(read('date=2025-01-01'), { date: '' }, { keepEmpty: true }).toString()).toBe('date=');
  });
});
