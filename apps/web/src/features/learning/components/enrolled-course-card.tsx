import type { Course } from '@tutorium/contract/courses';
import { ArrowRight, LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LinkButton } from '../../../components/ui/link-button';
import { CourseBadges } from './course-badges';
import { CourseSchedule } from './course-schedule';
import { CourseThumbnail } from './course-thumbnail';

interface EnrolledCourseCardProps {
  course: Course;
  onUnenrol: (course: Course) => void;
}

export function EnrolledCourseCard({ course, onUnenrol }: EnrolledCourseCardProps) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <CourseThumbnail src={course.thumbnail} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CourseBadges course={course} />
        <div>
          <h2 className="text-lg font-semibold break-words text-slate-900">{course.title}</h2>
          <p className="mt-0.5 text-sm text-slate-700">
            by <span className="font-medium">{course.instructor.name}</span>
          </p>
        </div>
        <p className="line-clamp-3 text-sm text-slate-600">{course.description}</p>
        <CourseSchedule course={course} />
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <LinkButton to={`/student/courses/${course.id}`} size="sm">
            View Course<span className="sr-only">: {course.title}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </LinkButton>
          <Button variant="secondary" size="sm" onClick={() => onUnenrol(course)}>
            <LogOut className="size-4" aria-hidden="true" />
            Unenroll<span className="sr-only"> from {course.title}</span>
          </Button>
        </div>
      </div>
    </Card>
  );
}
