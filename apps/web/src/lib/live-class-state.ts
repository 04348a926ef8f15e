import {
  JOIN_OPENS_MINUTES_BEFORE,
  type LiveClass,
  type LiveClassState,
  liveClassState,
} from '@tutorium/contract/live-classes';

const MINUTE_MS = 60_000;

/** The class's state now, from its start and duration (contract liveClassState), so it turns without a reload. */
export const stateAt = (liveClass: LiveClass, now: Date): LiveClassState =>
  liveClassState(new Date(liveClass.startsAt), liveClass.durationMinutes, now);

export const isLive = (liveClass: LiveClass, now: Date): boolean => stateAt(liveClass, now) === 'live';

/** A student may join while the class is live, or from JOIN_OPENS_MINUTES_BEFORE before its start. */
export function isJoinable(liveClass: LiveClass, now: Date): boolean {
  const state = stateAt(liveClass, now);
  if (state === 'live') return true;
  if (state === 'ended') return false;
  return now.getTime() >= new Date(liveClass.startsAt).getTime() - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS;
}
