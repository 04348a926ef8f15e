import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ParamChanges = Readonly<Record<string, string | undefined>>;

/**
 * A screen's pickers kept in the URL, so a reload or a shared link shows the same course and dates.
 * Undefined removes a parameter; an empty string keeps it empty (a date field the user cleared).
 */
export function useAttendanceParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: ParamChanges) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { params, update };
}
