import type { Course } from '@tutorium/contract/courses';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { CourseTags } from '../../../components/ui/course-tags';
import { LinkButton } from '../../../components/ui/link-button';
import { RatingSummary } from '../../../components/ui/star-rating';
import { plural } from '../../../lib/format';
import { usePriceFormatter } from '../../../lib/site';
import { CoursePicture } from './course-picture';

function seatsText(course: Course): string {
  const left = Math.max(course.maxStudents - course.enrolledCount, 0);
  return left === 0 ? 'Full' : `${plural(left, 'seat', 'seats')} left of ${course.maxStudents}`;
}

export function CourseCard({ course }: { course: Course }) {
  const formatPrice = usePriceFormatter();
  // The course page shows the whole course and is where a student enrols (and a visitor signs in to).
  const coursePath = `/courses/${course.id}`;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <CoursePicture src={course.thumbnail} category={course.category} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CourseTags course={course} />
        <div>
          <h3 className="text-lg font-semibold break-words text-slate-900">
            <Link
              to={coursePath}
              className="rounded hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {course.title}
            </Link>
          </h3>
          <p className="mt-0.5 text-sm text-slate-700">
            by <span className="font-medium">{course.instructor.name}</span>
          </p>
        </div>
        <p className="line-clamp-3 text-sm text-slate-600">{course.description}</p>
        <RatingSummary average={course.rating} count={course.reviewCount} size="sm" />
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-4">
          <div>
            <p className="text-lg font-semibold text-slate-900">
              <span className="sr-only">Price: </span>
              {formatPrice(course.price)}
            </p>
            <p className="flex items-center gap-1.5 text-sm text-slate-600">
              <Users className="size-4 text-slate-500" aria-hidden="true" />
              {seatsText(course)}
            </p>
          </div>
          <LinkButton to={coursePath} size="sm" aria-label={`Enrol in ${course.title}`}>
            Enrol
          </LinkButton>
        </div>
      </div>
    </Card>
  );
}
