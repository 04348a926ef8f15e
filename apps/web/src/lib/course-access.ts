import type { Course } from '@tutorium/contract/courses';
import type { User } from '@tutorium/contract/users';

/** A teacher manages their own courses; an admin manages every course (docs/product.md §2). */
export const canManageCourse = (user: Pick<User, 'id' | 'accountRole'>, course: Course): boolean =>
  user.accountRole === 'admin' || course.instructor.id === user.id;
