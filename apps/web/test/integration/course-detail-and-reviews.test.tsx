import { screen, within } from '@testing-library/react';
import { courseMessages } from '@tutorium/contract/courses';
import { reviewMessages } from '@tutorium/contract/reviews';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, reviews } from '../../../api/src/db/schema';
import { createCourseWithStudents } from '../../../api/test/helpers/courses';
import { createSignedInUser } from '../../../api/test/helpers/test-app';
import { saveRenamedAfterEmptyTitle } from './forms';
import { withRealApi } from './real-api';
import { markToday, studentEnrolledIn } from './seed';

const api = withRealApi();

describe('a course’s page, its edit form and its reviews against the real API', () => {
  it('shows the teacher the enrolled students, edits the course after naming a missing title, and replies to a review', async () => {
    const teacher = await api.signIn('teacher');
    const student = await createSignedInUser(api.t, 'student', { name: 'Lise Meitner' });
    const course = await createCourseWithStudents(api.t, teacher, [student], { title: 'Nuclear Physics' });
    await api.t.db.insert(reviews).values({ courseId: course.id, studentId: student.id, rating: 5, comment: 'Superb' });
    const { user, router } = api.renderAt(`/admin/courses/${course.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Nuclear Physics' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getAllByText('Lise Meitner').length).toBeGreaterThan(0);
    await user.click(await screen.findByRole('button', { name: /^Reply/ }));
    await user.type(screen.getByRole('textbox', { name: 'Reply to Lise Meitner' }), 'Thank you, Lise!');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText(reviewMessages.replied)).toBeTruthy();
    const [review] = await api.t.db.select().from(reviews).where(eq(reviews.courseId, course.id));
    expect(review?.reply).toBe('Thank you, Lise!');

    await user.click(screen.getByRole('link', { name: 'Edit Course' }));
    await expect.poll(() => router.state.location.pathname).toBe(`/admin/courses/${course.id}/edit`);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await saveRenamedAfterEmptyTitle(user, title, 'Nuclear Physics II');
    expect(await screen.findByText(courseMessages.updated)).toBeTruthy();
    const [row] = await api.t.db.select({ title: courses.title }).from(courses).where(eq(courses.id, course.id));
    expect(row?.title).toBe('Nuclear Physics II');
  });

  it('lets a student review a course only after taking part, and asks for a rating first', async () => {
    const { teacher, student, courses: enrolled } = await studentEnrolledIn(api, ['Thermodynamics', 'Optics']);
    const [course, untouched] = enrolled;
    const first = api.renderAt(`/student/courses/${untouched.id}`);
    expect(await screen.findByText(`${reviewMessages.noActivity}.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
    first.unmount();

    await markToday(api.t, teacher, course.id, [{ studentId: student.id, status: 'present' }]);
    const { user } = api.renderAt(`/student/courses/${course.id}`);
    await user.click(await screen.findByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Rating must be from 1 to 5')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'Hard but fair.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText(reviewMessages.created)).toBeTruthy();
    const saved = await api.t.db
      .select({ rating: reviews.rating, comment: reviews.comment })
      .from(reviews)
      .where(eq(reviews.courseId, course.id));
    expect(saved).toEqual([{ rating: 4, comment: 'Hard but fair.' }]);
  });
});
