import type { Course } from '@tutorium/contract/courses';
import type { CourseRow } from '../course-access/public';

/** The course columns an answer is built from (the course page reads only these). */
export type CourseDtoSource = Pick<
  CourseRow,
  | 'id'
  | 'instructorId'
  | 'title'
  | 'description'
  | 'category'
  | 'level'
  | 'status'
  | 'thumbnail'
  | 'scheduleDays'
  | 'startTime'
  | 'endTime'
  | 'durationHours'
  | 'startDate'
  | 'endDate'
  | 'maxStudents'
  | 'priceCents'
  | 'waitlistEnabled'
  | 'instalments'
  | 'accessAfterPayment'
  | 'atRiskBelowPercent'
  | 'atRiskMissedClasses'
  | 'atRiskMinimumClasses'
  | 'createdAt'
>;

export interface CourseExtras {
  instructorName: string;
  enrolledCount: number;
  rating: number | null;
  reviewCount: number;
  progress?: number;
  isEnrolled?: boolean;
  waitlistCount?: number;
  waitlistPosition?: number | null;
  enrolledStudents?: Course['enrolledStudents'];
}

export function toCourseDto(row: CourseDtoSource, extras: CourseExtras): Course {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    level: row.level,
    status: row.status,
    thumbnail: row.thumbnail,
    instructor: { _id: row.instructorId, id: row.instructorId, name: extras.instructorName },
    schedule: { days: row.scheduleDays, startTime: row.startTime, endTime: row.endTime },
    duration: `${row.durationHours} ${row.durationHours === 1 ? 'hour' : 'hours'}`,
    durationHours: row.durationHours,
    startDate: row.startDate,
    endDate: row.endDate ?? '',
    maxStudents: row.maxStudents,
    price: row.priceCents / 100,
    enrolledCount: extras.enrolledCount,
    // Left out with no reviews, as the seed answers it (docs/api-compatibility.md).
    ...(extras.rating === null ? {} : { rating: extras.rating }),
    reviewCount: extras.reviewCount,
    ...(extras.progress === undefined ? {} : { progress: extras.progress }),
    ...(extras.isEnrolled === undefined ? {} : { isEnrolled: extras.isEnrolled }),
    waitlistEnabled: row.waitlistEnabled,
    instalments: row.instalments,
    accessAfterPayment: row.accessAfterPayment,
    ...(extras.waitlistCount === undefined ? {} : { waitlistCount: extras.waitlistCount }),
    ...(extras.waitlistPosition === undefined ? {} : { waitlistPosition: extras.waitlistPosition }),
    ...(extras.enrolledStudents === undefined ? {} : { enrolledStudents: extras.enrolledStudents }),
    // Only the course's managers receive its students, so only they receive its at-risk thresholds.
    ...(extras.enrolledStudents === undefined
      ? {}
      : {
          atRiskBelowPercent: row.atRiskBelowPercent,
          atRiskMissedClasses: row.atRiskMissedClasses,
          atRiskMinimumClasses: row.atRiskMinimumClasses,
        }),
    createdAt: row.createdAt.toISOString(),
  };
}
