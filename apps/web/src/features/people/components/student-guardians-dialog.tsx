import { Trans, useLingui } from '@lingui/react/macro';
import { ADULT_AGE_YEARS } from '@tutorium/contract/guardians';
import type { StudentRow } from '@tutorium/contract/users';
import { HeartHandshake } from 'lucide-react';
import { useId, useRef } from 'react';
import { QueryView } from '../../../components/list-screen/query-view';
import { GuardianInviteForm } from '../../../components/people/guardian-invite-form';
import { GuardianLinkList } from '../../../components/people/guardian-link-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { useInviteStudentGuardian, useStudentGuardians } from '../api/use-student-guardians';

/** The student's guardians and the form that invites another, once the dialog is open on them. */
function StudentGuardians({ student, titleId }: { student: StudentRow; titleId: string }) {
  const { t } = useLingui();
  const guardians = useStudentGuardians(student.id);
  const invite = useInviteStudentGuardian(student.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inviteHeadingId = useId();
  const name = student.name;
  const age = ADULT_AGE_YEARS;
  return (
    <>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="pr-10 text-lg font-semibold text-slate-900">
        <Trans>Guardians of {name}</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          A guardian follows the student’s attendance, classes, homework and grades, read-only, and is emailed about
          absences. A student {age} or over approves a guardian you add.
        </Trans>
      </p>
      <div className="mt-3">
        <QueryView
          query={guardians}
          loadingLabel={t`Loading the guardians`}
          loading="section"
          empty={<EmptyState icon={HeartHandshake} title={t`No guardians yet`} />}
        >
          {(links) => <GuardianLinkList links={links} viewer="staff" studentName={name} focusAfter={headingRef} />}
        </QueryView>
      </div>
      <section aria-labelledby={inviteHeadingId} className="mt-5 space-y-3 border-t border-slate-100 pt-5">
        <h3 id={inviteHeadingId} className="font-semibold text-slate-900">
          <Trans>Invite a guardian</Trans>
        </h3>
        <GuardianInviteForm invite={invite} />
      </section>
    </>
  );
}

/** A student's guardians, from the Students screen: the links, ending one, and inviting a guardian. */
export function StudentGuardiansDialog({ student, onClose }: { student: StudentRow | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal open={student !== null} onClose={onClose} labelledBy={titleId}>
      {student && <StudentGuardians student={student} titleId={titleId} />}
    </Modal>
  );
}
