import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherCard } from '@tutorium/contract/users';
import { Mail } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { WriteMessageForm } from '../../../components/messages/write-message-dialog';
import { TeacherFigures } from '../../../components/people/teacher-figures';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { ChipList } from '../../../components/ui/chip-list';
import { Modal } from '../../../components/ui/modal';
import { TeacherCourses } from './teacher-courses';

type TeacherDialogMode = 'profile' | 'contact';

export interface TeacherDialogState {
  teacher: TeacherCard;
  mode: TeacherDialogMode;
  /** Whether the dialog opened on the profile, so Cancel in the contact form goes back to it. */
  openedOnProfile: boolean;
}

interface TeacherDialogProps {
  state: TeacherDialogState | null;
  onChange: (state: TeacherDialogState | null) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1.5">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** A teacher's profile (bio, education, languages, subjects, courses) and a first message to them, in one modal. */
export function TeacherDialog({ state, onChange }: TeacherDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const coursesId = useId();
  const contactButtonRef = useRef<HTMLButtonElement>(null);
  const backFromContact = useRef(false);
  const close = () => onChange(null);
  const mode = state?.mode;
  const teacherName = state?.teacher.name ?? '';

  // Cancel in the contact form returns to the profile; focus goes back to the button that left it.
  useEffect(() => {
    if (mode === 'profile' && backFromContact.current) contactButtonRef.current?.focus();
    backFromContact.current = false;
  }, [mode]);

  const cancelContact = (current: TeacherDialogState) => {
    if (!current.openedOnProfile) return close();
    backFromContact.current = true;
    onChange({ ...current, mode: 'profile' });
  };

  return (
    <Modal open={state !== null} onClose={close} labelledBy={titleId}>
      {state !== null && (
        <div className="space-y-5">
          <div className="flex items-center gap-4 pr-10">
            <Avatar src={state.teacher.avatar} alt="" size="lg" />
            <div className="min-w-0">
              <h2 id={titleId} className="text-xl font-semibold break-words text-slate-900">
                {state.mode === 'contact' ? t`Contact ${teacherName}` : teacherName}
              </h2>
              {state.teacher.specialization && <p className="text-slate-700">{state.teacher.specialization}</p>}
            </div>
          </div>

          {state.mode === 'contact' ? (
            <WriteMessageForm
              recipient={{ id: state.teacher.id, name: teacherName }}
              onCancel={() => cancelContact(state)}
              onSent={close}
              note={t`${teacherName} receives your message as a request. Once they accept it, you can talk in Messages.`}
            />
          ) : (
            <>
              <TeacherFigures teacher={state.teacher} />
              {state.teacher.bio && (
                <Section title={t`About`}>
                  <p className="text-sm whitespace-pre-line text-slate-700">{state.teacher.bio}</p>
                </Section>
              )}
              {state.teacher.education && (
                <Section title={t`Education`}>
                  <p className="text-sm text-slate-700">{state.teacher.education}</p>
                </Section>
              )}
              {state.teacher.languages.length > 0 && (
                <Section title={t`Languages`}>
                  <ChipList label={t`Languages`} items={state.teacher.languages} />
                </Section>
              )}
              {state.teacher.subjects.length > 0 && (
                <Section title={t`Subjects`}>
                  <ChipList label={t`Subjects`} items={state.teacher.subjects} />
                </Section>
              )}
              <section className="space-y-2">
                <h3 id={coursesId} className="text-sm font-semibold text-slate-900">
                  <Trans>Courses</Trans>
                </h3>
                <TeacherCourses teacherId={state.teacher.id} headingId={coursesId} />
              </section>
              <div className="flex justify-end border-t border-slate-100 pt-4">
                <Button ref={contactButtonRef} onClick={() => onChange({ ...state, mode: 'contact' })} icon={Mail}>
                  <Trans>
                    Contact<span className="sr-only"> {teacherName}</span>
                  </Trans>
                </Button>
              </div>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
