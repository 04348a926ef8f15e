import type { ComponentProps } from 'react';
import { useParams } from 'react-router';
import { CourseGate } from './course-gate';

/** A screen of the course its address names by `:courseId`: that course's CourseGate. */
export function RouteCourseGate(gate: Omit<ComponentProps<typeof CourseGate>, 'courseId'>) {
  const { courseId = '' } = useParams();
  return <CourseGate courseId={courseId} {...gate} />;
}
