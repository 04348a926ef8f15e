/**
 * Wall-clock time in a named time zone, shared by the API (reading the seed's `date` + `time`, the
 * day filters, emails) and the web (showing and entering times in the viewer's zone). No zod here:
 * the landing page may import it.
 */

/** What a user or the institute falls back to when nothing else names a zone. */
export const FALLBACK_TIME_ZONE = 'UTC';

/** Whether `name` is an IANA time zone this runtime knows ("Asia/Kolkata", "UTC"); offsets are not. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, at: number) {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** Minutes `timeZone` is ahead of UTC at `at`: an offset ("+02:00", "Z") or an IANA zone; null when unknown. */
export function zoneOffsetMinutes(timeZone: string, at: number): number | null {
  if (/^(Z|UTC)$/i.test(timeZone)) return 0;
  const fixed = /^([+-])(\d{2}):?(\d{2})$/.exec(timeZone);
  if (fixed) {
    const minutes = Number(fixed[2]) * 60 + Number(fixed[3]);
    return minutes > 14 * 60 ? null : fixed[1] === '-' ? -minutes : minutes;
  }
  let p: ReturnType<typeof partsIn>;
  try {
    p = partsIn(timeZone, at);
  } catch {
    return null;
  }
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(at / 1000) * 1000) / 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The instant at which clocks in `timeZone` (IANA name or offset) read `day` ("2027-06-02") at
 * `time` ("15:30"); null when the zone is unknown. A wall-clock time that a daylight-saving change
 * skips or repeats is taken with one of the two offsets around the change.
 */
export function wallClockInstant(day: string, time: string, timeZone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const t = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!d || !t) return null;
  const wallClock = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  const offset = zoneOffsetMinutes(timeZone, wallClock);
  if (offset === null) return null;
  // The offset at the guessed instant can differ across a daylight-saving change; one correction settles it.
  const settled = zoneOffsetMinutes(timeZone, wallClock - offset * 60_000) ?? offset;
  return new Date(wallClock - settled * 60_000);
}

/** What clocks in `timeZone` read at `instant`: its calendar day ("2027-06-02") and time ("15:30"). */
export function wallClockOf(instant: Date | string | number, timeZone: string): { date: string; time: string } {
  const p = partsIn(timeZone, new Date(instant).getTime());
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** The calendar day after `day` ("2027-06-30" → "2027-07-01"). */
export function nextDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** A calendar day in `timeZone` as the instants [from, to) that it spans. */
export function dayRangeIn(day: string, timeZone: string): { from: Date; to: Date } | null {
  const from = wallClockInstant(day, '00:00', timeZone);
  const to = wallClockInstant(nextDay(day), '00:00', timeZone);
  return from && to ? { from, to } : null;
}
