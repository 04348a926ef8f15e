import type { Course } from '@tutorium/contract/courses';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { CourseTags } from '../../../components/ui/course-tags';
import { RatingSummary } from '../../../components/ui/star-rating';
import { usePriceFormatter } from '../../../lib/site';
import { seatsLabel } from './course-format';
import { CourseSchedule } from './course-schedule';
import { CourseThumbnail } from './course-thumbnail';
import { EnrolButton } from './enrol-button';

export function CatalogueCourseCard({ course }: { course: Course }) {
  const formatPrice = usePriceFormatter();
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <CourseThumbnail src={course.thumbnail} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CourseTags course={course} />
        <div>
          <h2 className="text-lg font-semibold break-words text-slate-900">
            <Link
              to={`/student/courses/${course.id}`}
              className="rounded hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {course.title}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-slate-700">
            by <span className="font-medium">{course.instructor.name}</span>
          </p>
        </div>
        <RatingSummary average={course.rating} count={course.reviewCount} size="sm" />
        <p className="line-clamp-3 text-sm text-slate-600">{course.description}</p>
        <CourseSchedule course={course} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <div>
            <p className="text-lg font-semibold text-slate-900">
              <span className="sr-only">Price: </span>
              {formatPrice(course.price)}
            </p>
            <p className="flex items-center gap-1.5 text-sm text-slate-600">
              <Users className="size-4 text-slate-500" aria-hidden="true" />
              {seatsLabel(course)}
              {course.enrolledCount >= course.maxStudents && !course.isEnrolled && <Badge tone="red">Full</Badge>}
            </p>
          </div>
          <EnrolButton course={course} />
        </div>
      </div>
    </Card>
  );
}
