import { randomBytes } from 'node:crypto';
import type { Language } from '@tutorium/contract/languages';
import type { LiveClass } from '@tutorium/contract/live-classes';
import { eq } from 'drizzle-orm';
import ical, { type ICalCalendar } from 'ical-generator';
import { calendarFeeds, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { translate } from '../../platform/language';
import { readerLanguage } from '../../platform/reader-language';
import { listLiveClasses } from './service';

const feedUrl = (ctx: AppContext, token: string) => `${ctx.config.publicUrl}/api/calendar/feed/${token}.ics`;

/** The user's private feed address, made on first request. */
export async function calendarFeedUrl(ctx: AppContext, user: AuthUser): Promise<string> {
  await ctx.db
    .insert(calendarFeeds)
    .values({ userId: user.id, token: randomBytes(24).toString('base64url') })
    .onConflictDoNothing({ target: calendarFeeds.userId });
  const [feed] = await ctx.db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, user.id));
  if (!feed) throw new Error('calendar feed missing after insert');
  return feedUrl(ctx, feed.token);
}

/** A new secret address; the old one answers 404 from now on. */
export async function resetCalendarFeed(ctx: AppContext, user: AuthUser): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await ctx.db
    .insert(calendarFeeds)
    .values({ userId: user.id, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
  return feedUrl(ctx, token);
}

/** The classes as iCalendar, their fixed words in `language`. */
function calendarOf(name: string, classes: LiveClass[], language: Language): ICalCalendar {
  const calendar = ical({ name, prodId: { company: 'Tutorium', product: 'Live classes' } });
  for (const liveClass of classes) {
    calendar.createEvent({
      id: `${liveClass.id}@tutorium`,
      start: new Date(liveClass.startsAt),
      end: new Date(liveClass.endsAt),
      summary: `${liveClass.title} (${liveClass.course})`,
      description: translate(language, /*i18n*/ '{subject} with {instructor}. Join: {link}', {
        subject: liveClass.subject,
        instructor: liveClass.instructor,
        link: liveClass.meetingLink,
      }),
      url: liveClass.meetingLink,
      location: liveClass.meetingLink,
    });
  }
  return calendar;
}

/**
 * Everything the token's owner may see, as iCalendar in their language (a calendar app fetches it
 * without them); an unknown or revoked token is 404.
 */
export async function calendarFeed(ctx: AppContext, token: string): Promise<string> {
  const [owner] = await ctx.db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      timeZone: users.timeZone,
      language: users.language,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.token, token));
  if (owner?.status !== 'active') throw notFound(/*i18n*/ 'Calendar not found');
  const viewer: AuthUser = {
    id: owner.id,
    role: owner.role,
    sessionId: '',
    timeZone: owner.timeZone,
    language: owner.language,
    twoStepSetupRequired: false,
  };
  const language = readerLanguage(owner.language);
  const name = translate(language, /*i18n*/ 'Tutorium classes');
  return calendarOf(name, await listLiveClasses(ctx, viewer, {}), language).toString();
}

/** One class as a file to add to a calendar, in the language of the person downloading it. */
export const singleClassCalendar = (liveClass: LiveClass, language: Language): string =>
  calendarOf(liveClass.title, [liveClass], language).toString();
