import type { User } from '@tutorium/contract/users';

/** What deleting an account does, for the admin's confirmation: the same erasure as a self-deletion. */
export function EraseUserDescription({ user }: { user: User }) {
  return (
    <>
      <p>
        {user.name}'s account ({user.email}) will be permanently deleted, and their enrolments removed, with their
        scores, reviews, messages and sign-ins. This cannot be undone.
      </p>
      <p className="mt-2">
        {user.accountRole === 'student'
          ? 'Their attendance stays only as anonymous counts in the course statistics.'
          : 'Active and upcoming courses must be closed or handed over first; closed courses and uploaded files pass to you.'}{' '}
        The deletion is recorded in the audit log.
      </p>
    </>
  );
}
