import { screen, within } from '@testing-library/react';
import { guardianMessages } from '@tutorium/contract/guardians';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guardianLinks } from '../../../api/src/db/schema';
import { createCourseWithStudents } from '../../../api/test/helpers/courses';
import { createStudentsNamed } from '../../../api/test/helpers/test-app';
import { answerDialog } from './forms';
import { withRealApi } from './real-api';

const api = withRealApi();

const linksOf = (studentId: string) =>
  api.t.db
    .select({
      invitedEmail: guardianLinks.invitedEmail,
      relationship: guardianLinks.relationship,
      state: guardianLinks.state,
      invitedById: guardianLinks.invitedById,
    })
    .from(guardianLinks)
    .where(eq(guardianLinks.studentId, studentId));

describe('guardians against the real API', () => {
  it('a student invites a guardian on My guardians, is refused their own address, and withdraws the invitation', async () => {
    const student = await api.signIn('student');
    const { user } = api.renderAt('/student/guardians');

    expect(await screen.findByText('No guardians yet')).toBeTruthy();
    expect(screen.getByText(/Ending a link is for your guardian or an administrator/)).toBeTruthy();

    await user.type(screen.getByLabelText('Guardian’s email'), student.email);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/You cannot be your own guardian/)).toBeTruthy();
    expect(await linksOf(student.id)).toEqual([]);

    await user.clear(screen.getByLabelText('Guardian’s email'));
    await user.type(screen.getByLabelText('Guardian’s email'), 'mum@example.test');
    await user.type(screen.getByLabelText('Relationship (optional)'), 'Mother');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to mum@example.test')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Guardians' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByText('Invited')).toBeTruthy();
    expect(within(row).getByText('Relationship: Mother')).toBeTruthy();
    expect(within(row).getByText(/^Invited by you on /)).toBeTruthy();
    expect(await linksOf(student.id)).toEqual([
      { invitedEmail: 'mum@example.test', relationship: 'Mother', state: 'invited', invitedById: student.id },
    ]);

    await user.click(within(row).getByRole('button', { name: 'Withdraw invitation: mum@example.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the invitation?' });
    await answerDialog(user, dialog, 'Withdraw invitation', [guardianMessages.withdrawn, 'No guardians yet']);
    expect(await linksOf(student.id)).toEqual([]);
  });

  it("a teacher invites a guardian for a student of theirs from the Students screen's dialog", async () => {
    const teacher = await api.signIn('teacher');
    const [ada] = await createStudentsNamed(api.t, ['Ada Lovelace']);
    await createCourseWithStudents(api.t, teacher, [ada], { title: 'Number Theory' });
    const { user } = api.renderAt('/admin/students');

    await user.click(await screen.findByRole('button', { name: 'Guardians of Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardians of Ada Lovelace' });
    expect(await within(dialog).findByText('No guardians yet')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Guardian’s email'), 'dad@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to dad@example.test')).toBeTruthy();
    const row = await within(dialog).findByRole('listitem');
    expect(within(row).getByText('dad@example.test')).toBeTruthy();
    expect(within(row).getByText(/^Invited by you on /)).toBeTruthy();
    expect(await linksOf(ada.id)).toEqual([
      { invitedEmail: 'dad@example.test', relationship: '', state: 'invited', invitedById: teacher.id },
    ]);
  });
});
