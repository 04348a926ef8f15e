import { Trans } from '@lingui/react/macro';
import type { User } from '@tutorium/contract/users';

/** What deleting an account does, for the admin's confirmation: the same erasure as a self-deletion. */
export function EraseUserDescription({ user }: { user: User }) {
  const { name, email } = user;
  return (
    <>
      <p>
        <Trans>
          {name}'s account ({email}) will be permanently deleted, and their enrolments removed, with their scores,
          reviews, messages and sign-ins. This cannot be undone.
        </Trans>
      </p>
      <p className="mt-2">
        {user.accountRole === 'student' ? (
          <Trans>Their attendance stays only as anonymous counts in the course statistics.</Trans>
        ) : (
          <Trans>
            Active and upcoming courses must be closed or handed over first; closed courses and uploaded files pass to
            you.
          </Trans>
        )}{' '}
        <Trans>The deletion is recorded in the audit log.</Trans>
      </p>
    </>
  );
}
