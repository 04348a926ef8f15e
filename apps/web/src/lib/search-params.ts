import { isSupportedDate } from '@tutorium/contract/fields';

/** A query for the API as URL search parameters, leaving out unset and empty values. */
export function toSearchParams(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/** The ?page= value when it is a whole number of 1 or more, else 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A value from the address bar when it is one of the allowed ones, else undefined. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

/** A YYYY-MM-DD value from the address bar, kept only when it is a real calendar date. */
export const calendarDateParam = (value: string | null): string | undefined =>
  value !== null && isSupportedDate(value) ? value : undefined;
