import { describe, expect, it } from 'vitest';
import { dashboardPathFor, href, profilePathFor } from './href';

describe('href', () => {
  it('fills path parameters, encoded', () => {
    expect(href('teacher.courseDetail', { courseId: 'a b/c' })).toBe('/admin/courses/a%20b%2Fc');
    expect(href('student.courseAttendance', { courseId: '42' })).toBe('/student/courses/42/attendance');
  });

  it('writes the search typed from the screen’s query schema, leaving out unset and empty values', () => {
    expect(href('site.courses', { search: { search: 'x y', category: 'Science', level: undefined } })).toBe(
      '/courses?search=x+y&category=Science',
    );
    expect(href('teacher.users', { search: { search: '' } })).toBe('/admin/users');
  });

  it('adds a fragment', () => {
    expect(href('teacher.settings', { hash: 'sign-in-security' })).toBe('/admin/settings#sign-in-security');
  });

  it('sends each role to its portal’s dashboard', () => {
    expect(dashboardPathFor('admin')).toBe('/admin/dashboard');
    expect(dashboardPathFor('teacher')).toBe('/admin/dashboard');
    expect(dashboardPathFor('student')).toBe('/student/dashboard');
    expect(dashboardPathFor('guardian')).toBe('/guardian/dashboard');
  });

  it('finds each role’s profile, a guardian’s in Settings', () => {
    expect(profilePathFor('teacher')).toBe('/admin/profile');
    expect(profilePathFor('student')).toBe('/student/profile');
    expect(profilePathFor('guardian')).toBe('/guardian/settings');
  });
});
