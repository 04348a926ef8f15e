import { Trans, useLingui } from '@lingui/react/macro';
import { isTeacherRole } from '@tutorium/contract/role-rules';
import type { User } from '@tutorium/contract/users';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { RoleBadge } from '../../../components/people/role-badge';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { formatCalendarDate, formatDate } from '../../../lib/format';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-sm whitespace-pre-line text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

const NotProvided = () => (
  <span className="text-slate-500">
    <Trans>Not provided</Trans>
  </span>
);

function text(value: string): ReactNode {
  return value.trim() === '' ? <NotProvided /> : value;
}

function list(values: readonly string[]): ReactNode {
  if (values.length === 0) return <NotProvided />;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li key={value} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
          {value}
        </li>
      ))}
    </ul>
  );
}

export function ProfileView({ user }: { user: User }) {
  const { t } = useLingui();
  const teacher = isTeacherRole(user.accountRole);
  const name = user.name;
  const joined = formatDate(user.joinedDate);

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="flex flex-col items-center self-start p-6 text-center">
        <Avatar src={user.avatar} alt={t`Profile picture of ${name}`} size="lg" />
        <h2 className="mt-4 text-xl font-semibold break-words text-slate-900">{user.name}</h2>
        <div className="mt-2">
          <RoleBadge role={user.accountRole} />
        </div>
        {joined && (
          <p className="mt-4 flex items-center gap-1.5 text-sm text-slate-700">
            <CalendarDays className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <Trans>Joined {joined}</Trans>
          </p>
        )}
      </Card>

      <Card className="p-6 lg:col-span-2">
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Personal details</Trans>
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <Detail label={t`Email`}>{user.email}</Detail>
          <Detail label={t`Phone`}>{text(user.phone)}</Detail>
          <Detail label={t`Address`}>{text(user.address)}</Detail>
          {user.accountRole === 'student' && (
            <Detail label={t`Date of birth`}>
              {user.dateOfBirth === null ? <NotProvided /> : formatCalendarDate(user.dateOfBirth)}
            </Detail>
          )}
          <Detail label={t`Bio`}>{text(user.bio)}</Detail>
          {teacher ? (
            <>
              <Detail label={t`Specialization`}>{text(user.specialization)}</Detail>
              <Detail label={t`Subjects`}>{list(user.subjects)}</Detail>
              <Detail label={t`Experience`}>{text(user.experience)}</Detail>
              <Detail label={t`Education`}>{text(user.education)}</Detail>
              <Detail label={t`Languages`}>{list(user.languages)}</Detail>
            </>
          ) : (
            <Detail label={t`Interests`}>{text(user.interests)}</Detail>
          )}
        </dl>
      </Card>
    </div>
  );
}
