import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherCard } from '@tutorium/contract/users';
import { BookOpen, CalendarDays, Languages, Mail, School } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { WriteMessageDialog } from '../../../components/messages/write-message-dialog';
import { TeacherFigures } from '../../../components/people/teacher-figures';
import { Avatar } from '../../../components/ui/avatar';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ChipList } from '../../../components/ui/chip-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { LinkButton } from '../../../components/ui/link-button';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { RatingSummary } from '../../../components/ui/star-rating';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { href } from '../../../lib/href';
import { withRedirect } from '../../../lib/redirect';
import { useCurrentUser } from '../../../lib/session';
import { useCatalogue } from '../../../lib/use-catalogue';
import { usePublicTeacher } from '../api/use-public-teacher';
import { CourseCard } from '../components/course-card';
import { IconDetail } from '../components/icon-detail';
import { NotFound } from '../components/not-found';
import { PageBody } from '../components/page-body';

/** The most courses a profile lists: the API's largest page. */
const PROFILE_COURSES_LIMIT = 100;

/** A 404 (no such active teacher) or 400 (not an id at all) both mean there is nothing to show. */
const isNotFound = (error: Error) => error instanceof ApiError && (error.status === 404 || error.status === 400);

function TeacherCourses({ teacher }: { teacher: TeacherCard }) {
  const { t } = useLingui();
  const name = teacher.name;
  const courses = useCatalogue({ instructorId: teacher.id, sort: 'newest', pageSize: PROFILE_COURSES_LIMIT });
  if (courses.isPending) return <PageSpinner label={t`Loading courses`} />;
  if (courses.isError) return <ErrorPanel message={courses.error.message} onRetry={() => void courses.refetch()} />;
  if (courses.data.data.length === 0) {
    return (
      <EmptyState
        icon={BookOpen}
        title={t`No open courses right now`}
        description={t`${name} has no courses open for enrolment at the moment.`}
      />
    );
  }
  return (
    <ul aria-labelledby="teacher-courses" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {courses.data.data.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}

/** Where a visitor's Contact leads back to after signing in (or signing up): this profile, with the message form open. */
const CONTACT_HASH = 'contact';

/**
 * Contact: a signed-in user writes a first message, which reaches the teacher as a request; a visitor
 * signs in (or signs up) first and comes back here with the form open.
 */
function ContactTeacher({ teacher }: { teacher: TeacherCard }) {
  const { t } = useLingui();
  const { user, isPending } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [writing, setWriting] = useState(location.hash === `#${CONTACT_HASH}`);
  const name = teacher.name;
  // Nothing while a stored sign-in is checked, and no Contact on one's own profile.
  if (isPending || user?.id === teacher.id) return null;
  const label = (
    <Trans>
      Contact<span className="sr-only"> {name}</span>
    </Trans>
  );
  if (user === null) {
    const back = href('site.teacher', { id: teacher.id }, { hash: CONTACT_HASH });
    return (
      <LinkButton to={withRedirect(href('site.studentSignIn'), back)} icon={Mail}>
        {label}
      </LinkButton>
    );
  }
  const close = () => {
    setWriting(false);
    // A reload must not open the form again.
    if (location.hash !== '') void navigate(location.pathname, { replace: true, preventScrollReset: true });
  };
  return (
    <>
      <Button onClick={() => setWriting(true)} icon={Mail}>
        {label}
      </Button>
      <WriteMessageDialog
        recipient={writing ? { id: teacher.id, name } : null}
        onClose={close}
        note={t`${name} receives your message as a request. Once they accept it, you can talk in Messages.`}
      />
    </>
  );
}

function TeacherProfile({ teacher }: { teacher: TeacherCard }) {
  const { t } = useLingui();
  const joined = formatDate(teacher.joinedDate);
  const name = teacher.name;
  return (
    <>
      <title>{`${teacher.name} · Tutorium`}</title>
      <div className="bg-linear-to-br from-indigo-50 via-white to-sky-50 px-4 py-10 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <BackLink to={href('site.teachers')}>
            <Trans>All teachers</Trans>
          </BackLink>
          <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
            <Avatar src={teacher.avatar} alt={t`Photo of ${name}`} size="lg" />
            <div className="min-w-0">
              <h1 className="text-3xl font-extrabold break-words text-slate-900">{teacher.name}</h1>
              {teacher.specialization && <p className="mt-1 text-lg text-slate-700">{teacher.specialization}</p>}
              <div className="mt-3">
                <TeacherFigures teacher={teacher} />
              </div>
              <div className="mt-4">
                <ContactTeacher teacher={teacher} />
              </div>
            </div>
          </div>
        </div>
      </div>

      <PageBody>
        <div className="grid gap-8 lg:grid-cols-3">
          <section aria-labelledby="teacher-about" className="lg:col-span-2">
            <h2 id="teacher-about" className="text-xl font-semibold text-slate-900">
              <Trans>About {name}</Trans>
            </h2>
            <p className="mt-3 whitespace-pre-line text-slate-700">
              {teacher.bio.trim() === '' ? t`${name} has not written a bio yet.` : teacher.bio}
            </p>
            {teacher.subjects.length > 0 && (
              <>
                <h3 className="mt-6 text-sm font-semibold text-slate-900">
                  <Trans>Subjects</Trans>
                </h3>
                <div className="mt-2">
                  <ChipList label={t`Subjects taught by ${name}`} items={teacher.subjects} />
                </div>
              </>
            )}
          </section>

          <Card className="self-start p-6">
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>Details</Trans>
            </h2>
            <dl className="mt-4 space-y-4">
              {teacher.experience.trim() !== '' && (
                <IconDetail icon={<BookOpen className="size-4" aria-hidden="true" />} label={t`Experience`}>
                  {teacher.experience}
                </IconDetail>
              )}
              {teacher.education.trim() !== '' && (
                <IconDetail icon={<School className="size-4" aria-hidden="true" />} label={t`Education`}>
                  {teacher.education}
                </IconDetail>
              )}
              {teacher.languages.length > 0 && (
                <IconDetail icon={<Languages className="size-4" aria-hidden="true" />} label={t`Languages`}>
                  {teacher.languages.join(', ')}
                </IconDetail>
              )}
              {joined && (
                <IconDetail icon={<CalendarDays className="size-4" aria-hidden="true" />} label={t`On Tutorium since`}>
                  {joined}
                </IconDetail>
              )}
            </dl>
          </Card>
        </div>

        <section aria-labelledby="teacher-courses" className="mt-12">
          <h2 id="teacher-courses" className="mb-5 text-xl font-semibold text-slate-900">
            <Trans>Courses by {name}</Trans>
          </h2>
          <TeacherCourses teacher={teacher} />
        </section>

        <section aria-labelledby="teacher-reviews" className="mt-12">
          <h2 id="teacher-reviews" className="mb-3 text-xl font-semibold text-slate-900">
            <Trans>Reviews</Trans>
          </h2>
          <RatingSummary average={teacher.rating} count={teacher.reviewCount} />
          {teacher.reviewCount > 0 && (
            <p className="mt-2 text-sm text-slate-600">
              <Trans>Across the reviews of all {name}’s courses; each course above shows its own rating.</Trans>
            </p>
          )}
        </section>
      </PageBody>
    </>
  );
}

export function TeacherProfilePage() {
  const { id = '' } = useParams();
  const teacher = usePublicTeacher(id);
  const { t } = useLingui();

  if (teacher.isPending) return <PageSpinner label={t`Loading teacher`} />;
  if (teacher.isError) {
    if (isNotFound(teacher.error)) {
      return (
        <NotFound
          title={t`Teacher not found`}
          message={t`We could not find this teacher. They may have left Tutorium, or the link may be mistyped.`}
          back={{ to: href('site.teachers'), label: t`Browse all teachers` }}
        />
      );
    }
    return (
      <PageBody narrow>
        <title>{t`Teacher · Tutorium`}</title>
        <h1 className="sr-only">
          <Trans>Teacher profile</Trans>
        </h1>
        <ErrorPanel message={teacher.error.message} onRetry={() => void teacher.refetch()} />
      </PageBody>
    );
  }
  return <TeacherProfile teacher={teacher.data} />;
}
