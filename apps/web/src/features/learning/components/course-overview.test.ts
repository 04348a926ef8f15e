import type { Course } from '@tutorium/contract/courses';
import { describe, expect, it } from 'vitest';
import { seatsLeftLabel } from './course-overview';

/** Only the seat figures matter to the label. */
const seats = (maxStudents: number, enrolledCount: number) => ({ maxStudents, enrolledCount }) as Course;

describe('seatsLeftLabel', () => {
  it('counts the seats left of the capacity', () => {
    expect(seatsLeftLabel(seats(5, 4))).toBe('1 seat left of 5');
    expect(seatsLeftLabel(seats(5, 2))).toBe('3 seats left of 5');
  });

  it('says a full course is full, with the capacity in the right number', () => {
    expect(seatsLeftLabel(seats(1, 1))).toBe('Full (1 seat)');
    expect(seatsLeftLabel(seats(30, 30))).toBe('Full (30 seats)');
  });
});
