import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course } from '@tutorium/contract/courses';
import { reviewEndpoints } from '@tutorium/contract/endpoints/reviews';
import { type Review, replyInputSchema, reviewMessages } from '@tutorium/contract/reviews';
import {
  ArrowLeft,
  CalendarCheck,
  GraduationCap,
  ListOrdered,
  MessageSquareReply,
  Pencil,
  Star,
  Trash2,
  Users,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { CourseGate, notOneOfYourCourses } from '../../../components/course/course-gate';
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
import { callEndpoint } from '../../../lib/endpoint-client';
import { capitalise, formatCalendarDate, formatTimeOfDay } from '../../../lib/format';
import { href } from '../../../lib/href';
import { usePriceFormatter } from '../../../lib/site';
import { useContractForm } from '../../../lib/use-contract-form';
import { courseReviewsQuery, useCourseReviews } from '../../../lib/use-course-reviews';
import { CourseWaitlist } from '../components/course-waitlist';
import { studentColumns } from '../components/student-columns';
import { useCourseDeletion } from '../components/use-course-deletion';

/** The course's other screens, each a button on its page. */
const courseScreenLinks = [
  { screen: 'teacher.courseLessons', label: 'Manage Lessons', icon: ListOrdered },
  { screen: 'teacher.courseScores', label: 'Scores', icon: GraduationCap },
  { screen: 'teacher.courseAttendance', label: 'View Attendance', icon: CalendarCheck },
] as const;

const NotSet = ({ children }: { children: string }) => <span className="text-slate-500">{children}</span>;

type EnrolledStudent = NonNullable<Course['enrolledStudents']>[number];

const enrolledColumns = studentColumns<EnrolledStudent>('Enrolled', (student) => student.enrolledAt);

function EnrolledStudents({ students }: { students: NonNullable<Course['enrolledStudents']> }) {
  if (students.length === 0) {
    return <EmptyState icon={Users} title="No students enrolled yet" />;
  }
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
  if (!open) {
    return (
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => setOpen(true)} icon={MessageSquareReply}>
        Reply<span className="sr-only"> to {props.review.student.name}</span>
      </Button>
    );
  }
  return <OpenReplyForm {...props} onCancel={() => setOpen(false)} />;
}

function OpenReplyForm({ courseId, review, onReplied, onCancel }: ReplyFormProps & { onCancel: () => void }) {
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
        label={`Reply to ${review.student.name}`}
        rows={3}
        hint="Students and visitors see your reply under the review. You can reply once."
        {...form.field('reply')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={form.submitting}>
          Post Reply
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={form.submitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ReviewsSection({ course }: { course: Course }) {
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
            title={reviewMessages.noReviews}
            description="Students who took part in the course can rate and review it."
          />
        ) : (
          <ReviewList
            label={`Reviews of ${course.title}`}
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
  const navigate = useNavigate();
  const formatPrice = usePriceFormatter();
  const deletion = useCourseDeletion(() => navigate(href('teacher.courses')));
  const students = course.enrolledStudents ?? [];

  return (
    <>
      <title>{`${course.title} · Tutorium`}</title>
      <TextLink to={href('teacher.courses')} className="mb-4 inline-flex items-center gap-1 text-sm">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Course Management
      </TextLink>

      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{course.title}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700">
            <span className="font-medium">{course.category}</span>
            <CourseStatusBadge status={course.status} />
            <span className="inline-flex items-center gap-1">
              <Users className="size-4 text-slate-500" aria-hidden="true" />
              Enrolled: {course.enrolledCount} / {course.maxStudents}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 lg:max-w-[55%] lg:justify-end">
          <LinkButton to={href('teacher.editCourse', { courseId: course.id })} icon={Pencil}>
            Edit Course
          </LinkButton>
          {courseScreenLinks.map(({ screen, label, icon }) => (
            <LinkButton key={screen} to={href(screen, { courseId: course.id })} variant="secondary" icon={icon}>
              {label}
            </LinkButton>
          ))}
          <Button
            variant="danger"
            loading={deletion.checkingId === course.id}
            onClick={() => deletion.askToDelete(course)}
            icon={Trash2}
          >
            Delete Course
          </Button>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="overflow-hidden lg:col-span-2">
          <ImageWithFallback
            src={course.thumbnail}
            alt={`Thumbnail of ${course.title}`}
            className="aspect-video w-full bg-slate-100 object-cover"
          />
          <div className="p-6">
            <h2 className="text-lg font-semibold text-slate-900">About this course</h2>
            <p className="mt-2 text-sm whitespace-pre-line break-words text-slate-700">{course.description}</p>
          </div>
        </Card>

        <Card className="p-6 lg:col-span-3">
          <h2 className="text-lg font-semibold text-slate-900">Course details</h2>
          <DetailList>
            <DetailItem label="Instructor">{course.instructor.name}</DetailItem>
            <DetailItem label="Level">{capitalise(course.level)}</DetailItem>
            <DetailItem label="Class days">
              {course.schedule.days.length > 0 ? course.schedule.days.join(', ') : <NotSet>No days set</NotSet>}
            </DetailItem>
            <DetailItem label="Class time">
              {formatTimeOfDay(course.schedule.startTime)} – {formatTimeOfDay(course.schedule.endTime)}
            </DetailItem>
            <DetailItem label="Duration">{course.duration}</DetailItem>
            <DetailItem label="Start date">{formatCalendarDate(course.startDate)}</DetailItem>
            <DetailItem label="End date">
              {course.endDate ? formatCalendarDate(course.endDate) : <NotSet>No end date</NotSet>}
            </DetailItem>
            <DetailItem label="Price">{formatPrice(course.price)}</DetailItem>
          </DetailList>
        </Card>
      </div>

      <Card className="mt-6 p-6">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Enrolled students</h2>
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
