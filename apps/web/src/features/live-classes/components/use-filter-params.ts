import type { ScreenChanges } from '../../../lib/screen-search';
import { useListParams } from '../../../lib/use-list-params';
import type { LiveClassListQuery } from '../api/live-class-params';
import { localDayRange } from './live-class-time';

/** What the filter bar writes: the filters both portals' Live Classes screens share. */
export type FilterChanges = ScreenChanges<'teacher.liveClasses'>;

/** The API's limit on the subject filter (contract liveClassQuerySchema). */
export const SUBJECT_FILTER_MAX_LENGTH = 100;

export interface LiveClassFilters {
  /** A local calendar day, "2025-06-01", or "" for any day. */
  date: string;
  /** A course id, or "" for every course. */
  course: string;
  subject: string;
}

/**
 * The filters live in the address, so a reload or a shared link keeps them. Values the API would
 * refuse (a day that does not exist, a course id that is no id) are ignored rather than sent: the
 * screen's search schema reads them.
 */
export function useFilterParams<Key extends 'teacher.liveClasses' | 'student.liveClasses'>(screen: Key) {
  const { filters: search, update } = useListParams(screen);
  const filters: LiveClassFilters = {
    date: search.date ?? '',
    course: search.course ?? '',
    subject: search.subject ?? '',
  };
  return { search, filters, update };
}

/** The list query for the filters: the chosen local day becomes the instants that bound it. */
export function listQueryOf(filters: LiveClassFilters): LiveClassListQuery {
  const range = filters.date === '' ? undefined : localDayRange(filters.date);
  const subject = filters.subject.trim();
  return {
    from: range?.from,
    to: range?.to,
    subject: subject === '' ? undefined : subject,
    course: filters.course === '' ? undefined : filters.course,
  };
}

export const hasFilters = (filters: LiveClassFilters): boolean =>
  filters.date !== '' || filters.course !== '' || filters.subject.trim() !== '';
