import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type ScreenFieldChanges, screenFilters, withChanges } from '../../../lib/screen-search';

/** The attendance screens whose pickers the address keeps. */
export type AttendanceScreen = 'teacher.attendance' | 'teacher.courseAttendance' | 'student.attendance';

/**
 * A screen's pickers kept in the URL, so a reload or a shared link shows the same course and dates:
 * read with the screen's search schema, written as it types them. Undefined removes a parameter; an
 * empty string keeps it empty (a date field the user cleared).
 */
export function useAttendanceParams<Key extends AttendanceScreen>(screen: Key) {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: ScreenFieldChanges<Key>) =>
      setParams((current) => withChanges(current, changes, { keepEmpty: true }), { replace: true }),
    [setParams],
  );
  return { filters: screenFilters(screen, params), update };
}
