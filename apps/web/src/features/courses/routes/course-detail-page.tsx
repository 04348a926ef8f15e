import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course } from '@tutorium/contract/courses';
import { reviewEndpoints } from '@tutorium/contract/endpoints/reviews';
import { type Review, replyInputSchema, reviewMessages } from '@tutorium/contract/reviews';
import {
  ArrowLeft,
  CalendarCheck,
  ClipboardList,
  FileQuestion,
  GraduationCap,
  Library,
  ListOrdered,
  MessageSquareReply,
  Pencil,
  Star,
  Table2,
  Trash2,
  Users,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { CourseGate, notOneOfYourCourses } from '../../../components/course/course-gate';
import { dayLabels, levelLabels } from '../../../components/course/course-labels';
import { CourseStatusBadge } from '../../../components/course/course-status-badge';
import { ReviewList, replyElementId } from '../../../components/course/review-list';
import { ReviewsPanel } from '../../../components/panel/reviews-panel';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable } from '../../../components/ui/data-table';
import { DetailItem, DetailList } from '../../../components/ui/detail-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { LinkButton } from '../../../components/ui/link-button';
import { TextLink } from '../../../components/ui/text-link';
import { TextareaField } from '../../../components/ui/textarea-field';
import { contractText } from '../../../lib/contract-text';
import { callEndpoint } from '../../../lib/endpoint-client';
import { formatCalendarDate, formatTimeOfDay } from '../../../lib/format';
import { href } from '../../../lib/href';
import { usePriceFormatter } from '../../../lib/site';
import { useContractForm } from '../../../lib/use-contract-form';
import { courseReviewsQuery, useCourseReviews } from '../../../lib/use-course-reviews';
import { CourseAnnouncements } from '../components/course-announcements';
import { CourseWaitlist } from '../components/course-waitlist';
import { studentColumns } from '../components/student-columns';
import { useCourseDeletion } from '../components/use-course-deletion';

/** The course's other screens, each a button on its page. */
const courseScreenLinks = [
  { screen: 'teacher.courseLessons', label: msg`Manage Lessons`, icon: ListOrdered },
  { screen: 'teacher.courseScores', label: msg`Scores`, icon: GraduationCap },
  { screen: 'teacher.courseAssignments', label: msg`Assignments`, icon: ClipboardList },
  { screen: 'teacher.courseQuestions', label: msg`Question bank`, icon: Library },
  { screen: 'teacher.courseTests', label: msg`Tests`, icon: FileQuestion },
  { screen: 'teacher.courseGradebook', label: msg`Gradebook`, icon: Table2 },
  { screen: 'teacher.courseAttendance', label: msg`View Attendance`, icon: CalendarCheck },
] as const;

const NotSet = ({ children }: { children: string }) => <span className="text-slate-500">{children}</span>;

type EnrolledStudent = NonNullable<Course['enrolledStudents']>[number];

function EnrolledStudents({ students }: { students: NonNullable<Course['enrolledStudents']> }) {
  const { t } = useLingui();
  if (students.length === 0) {
    return <EmptyState icon={Users} title={t`No students enrolled yet`} />;
  }
  const enrolledColumns = studentColumns<EnrolledStudent>(
    { name: t`Name`, email: t`Email`, date: t`Enrolled` },
    (student) => student.enrolledAt,
  );
  return (
    <div className="overflow-x-auto">
      <DataTable columns={enrolledColumns} rows={students} keyOf={(student) => student.id} />
    </div>
  );
}

/**
 * The teacher's one reply to a review. The review in the list takes it at once, which replaces
 * the reply form, so the confirmation and the move of focus to the reply come from here.
 */
function useReplyToReview(courseId: string, onReplied: (reviewId: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: string; reply: string }) =>
      callEndpoint(reviewEndpoints.reply, { params: { id: reviewId }, body: { reply } }),
    onSuccess: ({ data, message }) => {
      toast.success(message || reviewMessages.replied);
      queryClient.setQueryData(courseReviewsQuery(courseId).queryKey, (list) =>
        list === undefined
          ? list
          : { ...list, data: list.data.map((review) => (review.id === data.id ? data : review)) },
      );
      onReplied(data.id);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: courseReviewsQuery(courseId).queryKey }),
  });
}

interface ReplyFormProps {
  courseId: string;
  review: Review;
  onReplied: (reviewId: string) => void;
}

/** "Reply" opens a one-field form; once posted, the reply shows under the review and takes focus. */
function ReplyForm(props: ReplyFormProps) {
  const [open, setOpen] = useState(false);
  const studentName = props.review.student.name;
  if (!open) {
    return (
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => setOpen(true)} icon={MessageSquareReply}>
        <Trans>
          Reply<span className="sr-only"> to {studentName}</span>
        </Trans>
      </Button>
    );
  }
  return <OpenReplyForm {...props} onCancel={() => setOpen(false)} />;
}

function OpenReplyForm({ courseId, review, onReplied, onCancel }: ReplyFormProps & { onCancel: () => void }) {
  const { t } = useLingui();
  const studentName = review.student.name;
  const reply = useReplyToReview(courseId, onReplied);
  const form = useContractForm({
    schema: replyInputSchema,
    defaultValues: { reply: '' },
    failureMessage: reviewEndpoints.reply.fallbackMessage,
    focusOnMount: 'reply',
  });
  const onSubmit = form.submitTo(reply, (values) => ({ reviewId: review.id, reply: values.reply }));

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
      <TextareaField
        label={t`Reply to ${studentName}`}
        rows={3}
        hint={t`Students and visitors see your reply under the review. You can reply once.`}
        {...form.field('reply')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={form.submitting}>
          <Trans>Post Reply</Trans>
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={form.submitting}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

function ReviewsSection({ course }: { course: Course }) {
  const { t } = useLingui();
  const courseTitle = course.title;
  const reviews = useCourseReviews(course.id);
  const [repliedId, setRepliedId] = useState<string | null>(null);

  // The reply form is gone once the reply shows: focus moves to the reply.
  useEffect(() => {
    if (repliedId === null || !reviews.data?.data.some((review) => review.id === repliedId && review.reply !== null))
      return;
    document.getElementById(replyElementId(repliedId))?.focus();
    setRepliedId(null);
  }, [repliedId, reviews.data]);

  return (
    <ReviewsPanel reviews={reviews} className="mt-6 p-6">
      {(answer) =>
        answer.data.length === 0 ? (
          <EmptyState
            icon={Star}
            title={contractText(reviewMessages.noReviews)}
            description={t`Students who took part in the course can rate and review it.`}
          />
        ) : (
          <ReviewList
            label={t`Reviews of ${courseTitle}`}
            reviews={answer.data}
            replierName={course.instructor.name}
            renderUnanswered={(review) => <ReplyForm courseId={course.id} review={review} onReplied={setRepliedId} />}
          />
        )
      }
    </ReviewsPanel>
  );
}

function CourseDetail({ course }: { course: Course }) {
  const { t } = useLingui();
  const { enrolledCount, maxStudents } = course;
  const courseTitle = course.title;
  const navigate = useNavigate();
  const formatPrice = usePriceFormatter();
  const deletion = useCourseDeletion(() => navigate(href('teacher.courses')));
  const students = course.enrolledStudents ?? [];

  return (
    <>
      <title>{`${course.title} · Tutorium`}</title>
      <TextLink to={href('teacher.courses')} className="mb-4 inline-flex items-center gap-1 text-sm">
        <ArrowLeft className="size-4" aria-hidden="true" />
        <Trans>Course Management</Trans>
      </TextLink>

      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{course.title}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700">
            <span className="font-medium">{course.category}</span>
            <CourseStatusBadge status={course.status} />
            <span className="inline-flex items-center gap-1">
              <Users className="size-4 text-slate-500" aria-hidden="true" />
              <Trans>
                Enrolled: {enrolledCount} / {maxStudents}
              </Trans>
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 lg:max-w-[55%] lg:justify-end">
          <LinkButton to={href('teacher.editCourse', { courseId: course.id })} icon={Pencil}>
            <Trans>Edit Course</Trans>
          </LinkButton>
          {courseScreenLinks.map(({ screen, label, icon }) => (
            <LinkButton key={screen} to={href(screen, { courseId: course.id })} variant="secondary" icon={icon}>
              {t(label)}
            </LinkButton>
          ))}
          <Button
            variant="danger"
            loading={deletion.checkingId === course.id}
            onClick={() => deletion.askToDelete(course)}
            icon={Trash2}
          >
            <Trans>Delete Course</Trans>
          </Button>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="overflow-hidden lg:col-span-2">
          <ImageWithFallback
            src={course.thumbnail}
            alt={t`Thumbnail of ${courseTitle}`}
            className="aspect-video w-full bg-slate-100 object-cover"
          />
          <div className="p-6">
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>About this course</Trans>
            </h2>
            <p className="mt-2 text-sm whitespace-pre-line break-words text-slate-700">{course.description}</p>
          </div>
        </Card>

        <Card className="p-6 lg:col-span-3">
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>Course details</Trans>
          </h2>
          <DetailList>
            <DetailItem label={t`Instructor`}>{course.instructor.name}</DetailItem>
            <DetailItem label={t`Level`}>{t(levelLabels[course.level])}</DetailItem>
            <DetailItem label={t`Class days`}>
              {course.schedule.days.length > 0 ? (
                course.schedule.days.map((day) => t(dayLabels[day])).join(', ')
              ) : (
                <NotSet>{t`No days set`}</NotSet>
              )}
            </DetailItem>
            <DetailItem label={t`Class time`}>
              {formatTimeOfDay(course.schedule.startTime)} – {formatTimeOfDay(course.schedule.endTime)}
            </DetailItem>
            <DetailItem label={t`Duration`}>{course.duration}</DetailItem>
            <DetailItem label={t`Start date`}>{formatCalendarDate(course.startDate)}</DetailItem>
            <DetailItem label={t`End date`}>
              {course.endDate ? formatCalendarDate(course.endDate) : <NotSet>{t`No end date`}</NotSet>}
            </DetailItem>
            <DetailItem label={t`Price`}>{formatPrice(course.price)}</DetailItem>
          </DetailList>
        </Card>
      </div>

      <CourseAnnouncements courseId={course.id} />

      <Card className="mt-6 p-6">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">
          <Trans>Enrolled students</Trans>
        </h2>
        <EnrolledStudents students={students} />
      </Card>

      <Card className="mt-6 p-6">
        <CourseWaitlist course={course} />
      </Card>

      <ReviewsSection course={course} />

      {deletion.dialog}
    </>
  );
}

export function CourseDetailPage() {
  const { courseId = '' } = useParams();
  return (
    <CourseGate courseId={courseId} managed notFound={notOneOfYourCourses}>
      {(course) => <CourseDetail course={course} />}
    </CourseGate>
  );
}
