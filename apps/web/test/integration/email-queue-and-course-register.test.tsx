import { screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../../api/src/db/schema';
import { createCourseWithStudents } from '../../../api/test/helpers/courses';
import { createSignedInUser } from '../../../api/test/helpers/test-app';
import { withRealApi } from './real-api';

const api = withRealApi();

describe('the admin email queue and a course’s register against the real API', () => {
  it('shows a failed email under Failed and sends it again', async () => {
    const [failed] = await api.t.db
      .insert(emailOutbox)
      .values({
        toAddress: 'bounce@example.test',
        subject: 'Your reset code',
        body: 'Code 123456',
        status: 'failed',
        attempts: 5,
        lastError: 'mailbox unavailable',
      })
      .returning({ id: emailOutbox.id });
    await api.signIn('admin');
    const { user } = api.renderAt('/admin/email');

    await user.click(await screen.findByRole('button', { name: 'Failed' }));
    expect(await screen.findByText('Your reset code')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(async () => {
      const [row] = await api.t.db
        .select({ status: emailOutbox.status })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, failed?.id ?? ''));
      expect(row?.status).not.toBe('failed');
    });
    expect(await screen.findByText('No failed emails')).toBeTruthy();
    // Mail goes out over SMTP here, so nothing warns that it is only logged.
    expect(screen.queryByText('No SMTP server is configured:')).toBeNull();
  });

  it('shows a teacher the register of one of their courses', async () => {
    const teacher = await api.signIn('teacher');
    const student = await createSignedInUser(api.t, 'student', { name: 'Mary Anning' });
    const course = await createCourseWithStudents(api.t, teacher, [student], { title: 'Palaeontology' });
    api.renderAt(`/admin/courses/${course.id}/attendance`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Palaeontology attendance' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect((await within(main).findAllByText('Mary Anning')).length).toBeGreaterThan(0);
  });
});
