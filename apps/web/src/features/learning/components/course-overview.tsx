import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import type { ReactNode } from 'react';
import { levelLabels } from '../../../components/course/course-labels';
import { CourseTags } from '../../../components/course/course-tags';
import { Card } from '../../../components/ui/card';
import { DetailItem, DetailList } from '../../../components/ui/detail-list';
import { TextLink } from '../../../components/ui/text-link';
import { formatCalendarDate } from '../../../lib/format';
import { href } from '../../../lib/href';
import { usePriceFormatter } from '../../../lib/site';
import { scheduleDays, scheduleTimes } from './course-format';
import { CourseReviews } from './course-reviews';
import { CourseThumbnail } from './course-thumbnail';

export function seatsLeftLabel(course: Course): string {
  const capacity = course.maxStudents;
  const left = Math.max(capacity - course.enrolledCount, 0);
  return left === 0
    ? t`Full (${plural(capacity, { one: '# seat', other: '# seats' })})`
    : t`${plural(left, { one: '# seat', other: '# seats' })} left of ${capacity}`;
}

interface CourseOverviewProps {
  course: Course;
  /** The lessons: their titles before enrolling, the lessons themselves after. */
  lessons: ReactNode;
  /** What the viewer can do: enrol, sign in first, or go to the course. */
  action: ReactNode;
}

/**
 * Everything a student weighs before enrolling, the same on the public course page and in the
 * student portal: description, schedule, teacher, lessons, seats, price and reviews.
 */
export function CourseOverview({ course, lessons, action }: CourseOverviewProps) {
  const { t: translate } = useLingui();
  const formatPrice = usePriceFormatter();
  const endDate = formatCalendarDate(course.endDate);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {/* The details and the action come first, so a phone shows them without scrolling past the reviews;
          within them the price, seats and action lead, so a phone's first screen holds the decision. */}
      <Card className="self-start p-4 sm:p-6 lg:sticky lg:top-20 lg:col-start-3 lg:row-start-1">
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Course details</Trans>
        </h2>
        <div className="mt-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="text-2xl font-bold text-slate-900">
            <span className="sr-only">
              <Trans>Price:</Trans>{' '}
            </span>
            {formatPrice(course.price)}
          </p>
          <p className="text-sm text-slate-600">{seatsLeftLabel(course)}</p>
        </div>
        <div className="mt-3">{action}</div>
        <div className="mt-4 border-t border-slate-100">
          <DetailList>
            <DetailItem label={translate`Teacher`}>
              <TextLink to={href('site.teacher', { id: course.instructor.id })}>{course.instructor.name}</TextLink>
            </DetailItem>
            <DetailItem label={translate`Category`}>{course.category}</DetailItem>
            <DetailItem label={translate`Level`}>{translate(levelLabels[course.level])}</DetailItem>
            <DetailItem label={translate`Days`}>{scheduleDays(course.schedule)}</DetailItem>
            <DetailItem label={translate`Time`}>{scheduleTimes(course.schedule)}</DetailItem>
            <DetailItem label={translate`Duration`}>{course.duration}</DetailItem>
            <DetailItem label={translate`Start date`}>{formatCalendarDate(course.startDate)}</DetailItem>
            {endDate && <DetailItem label={translate`End date`}>{endDate}</DetailItem>}
          </DetailList>
        </div>
      </Card>
      <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
        <Card className="overflow-hidden">
          <CourseThumbnail src={course.thumbnail} className="aspect-[21/9]" />
          <div className="space-y-4 p-4 sm:p-6">
            <CourseTags course={course} />
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>About this course</Trans>
            </h2>
            <p className="text-sm break-words whitespace-pre-line text-slate-700">{course.description}</p>
          </div>
        </Card>
        {lessons}
        <CourseReviews course={course} />
      </div>
    </div>
  );
}
