import type { LiveClass } from '@tutorium/contract/live-classes';
import { describe, expect, it } from 'vitest';
import { isJoinable, isLive } from './live-class-state';

const START = new Date('2026-06-01T10:00:00Z');
const minutes = (count: number) => new Date(START.getTime() + count * 60_000);

const liveClass: LiveClass = {
  _id: 'c1',
  id: 'c1',
  title: 'Angles',
  subject: 'Mathematics',
  course: 'Geometry',
  courseId: 'k1',
  startsAt: START.toISOString(),
  endsAt: minutes(60).toISOString(),
  date: START.toISOString(),
  time: '10:00',
  duration: 60,
  durationMinutes: 60,
  state: 'upcoming',
  meetingLink: 'https://meet.example.test/angles',
  instructor: 'Ms Euclid',
  instructorId: 't1',
  participants: 0,
};

describe('isJoinable', () => {
  it('opens JOIN_OPENS_MINUTES_BEFORE (15) minutes before the start, not earlier', () => {
    expect(isJoinable(liveClass, minutes(-16))).toBe(false);
    expect(isJoinable(liveClass, minutes(-15))).toBe(true);
    expect(isJoinable(liveClass, minutes(-1))).toBe(true);
  });

  it('stays open while the class is live and closes when it ends', () => {
    expect(isJoinable(liveClass, minutes(0))).toBe(true);
    expect(isJoinable(liveClass, minutes(59))).toBe(true);
    expect(isJoinable(liveClass, minutes(60))).toBe(false);
  });
});

describe('isLive', () => {
  it('is live from the start until start + duration', () => {
    expect(isLive(liveClass, minutes(-1))).toBe(false);
    expect(isLive(liveClass, minutes(0))).toBe(true);
    expect(isLive(liveClass, minutes(60))).toBe(false);
  });
});
