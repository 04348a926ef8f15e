import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enrolAndInvoice, pay } from '../../../api/test/fees/fee-fixtures';
import { createCourse } from '../../../api/test/helpers/courses';
import { createSignedInUser, type TestUser } from '../../../api/test/helpers/test-app';
import { formatDate } from '../../src/lib/format';
import { withRealApi } from './real-api';

const api = withRealApi({ CURRENCY: 'INR' });

/** A priced course in two monthly parts whose classroom waits for the first payment, with `student` enrolled. */
async function enrolledInChemistry(student: TestUser, accessAfterPayment = true) {
  const teacher = await createSignedInUser(api.t, 'teacher');
  const course = await createCourse(api.t, teacher, {
    title: 'Chemistry',
    price: 3000,
    instalments: 2,
    accessAfterPayment,
  });
  const invoice = await enrolAndInvoice(api.t, student, course.id);
  return { teacher, course, invoice };
}

const notice = () => screen.findByRole('region', { name: 'Your classroom opens after your first payment' });

describe('a classroom awaiting the first payment, against the real API', () => {
  it('shows one notice with the seat-hold date and the way to Fees instead of the refused panels', async () => {
    const student = await api.signIn('student');
    const { course, invoice } = await enrolledInChemistry(student);
    expect(invoice.seatHeldUntil).not.toBeNull();
    const { router, user } = api.renderAt(`/student/courses/${course.id}`);

    const region = await notice();
    const heldUntil = formatDate(invoice.seatHeldUntil ?? '');
    await waitFor(() =>
      expect(region.textContent).toContain(
        `Your seat is held until ${heldUntil}. The classroom opens once your first payment is made.`,
      ),
    );
    expect(screen.queryByText('Error occurred')).toBeNull();
    expect(screen.queryByText(/the classroom opens once your first payment is made$/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Lessons' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Announcements' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Go to Fees' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/fees'));
  });

  it('opens the classroom once the first payment is recorded', async () => {
    const student = await api.signIn('student');
    const { teacher, course, invoice } = await enrolledInChemistry(student);
    const paid = await pay(api.t, teacher, invoice.id, { amountMinor: 150_000 });
    expect(paid.statusCode).toBe(201);
    api.renderAt(`/student/courses/${course.id}`);

    expect(await screen.findByText('This course has no lessons yet')).toBeTruthy();
    expect(await screen.findByText('No announcements yet')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your classroom opens after your first payment' })).toBeNull();
    expect(screen.queryByText('Error occurred')).toBeNull();
  });

  it('shows the classroom at once where access does not wait for payment', async () => {
    const student = await api.signIn('student');
    const { course } = await enrolledInChemistry(student, false);
    api.renderAt(`/student/courses/${course.id}`);

    expect(await screen.findByText('This course has no lessons yet')).toBeTruthy();
    expect(await screen.findByText('No announcements yet')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your classroom opens after your first payment' })).toBeNull();
  });
});
