import { wallClockInstant, wallClockOf } from '@tutorium/contract/time-zones';
import { viewerTimeZone } from './format';

/** A datetime-local value ("2026-12-01T18:00") read in the viewer's zone, as an instant; null when unreadable. */
export function instantOfLocal(value: string): Date | null {
  const [day, time] = value.split('T');
  if (day === undefined || time === undefined) return null;
  return wallClockInstant(day, time.slice(0, 5), viewerTimeZone());
}

/** An instant as a datetime-local value in the viewer's zone. */
export const localValueOf = (instant: string): string => {
  const { date, time } = wallClockOf(instant, viewerTimeZone());
  return `${date}T${time}`;
};
