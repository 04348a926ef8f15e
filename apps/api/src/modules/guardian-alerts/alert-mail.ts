import type { GuardianAlertKind } from '@tutorium/contract/guardians';
import { LANGUAGE_LOCALES, type Language } from '@tutorium/contract/languages';
import { screenPaths } from '@tutorium/contract/screen-paths';
import { wallClockOf } from '@tutorium/contract/time-zones';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { guardianPreferences } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { translate } from '../../platform/language';
import { isoWeekOf } from '../analytics/public';
import type { UnsubscribeLinks } from './unsubscribe-links';

/** A guardian an email goes to: their account's name, address and language. */
export interface Guardian {
  id: string;
  name: string;
  email: string;
  language: string | null;
}

const preferenceOf = {
  absences: guardianPreferences.absences,
  at_risk: guardianPreferences.atRisk,
  weekly_summary: guardianPreferences.weeklySummary,
} as const satisfies Record<GuardianAlertKind, PgColumn>;

/** Whether the guardian in `guardianId` takes emails of `kind`: no preferences row means every kind. */
export const takesAlert = (kind: GuardianAlertKind, guardianId: PgColumn): SQL =>
  sql`not exists (select 1 from ${guardianPreferences} where ${guardianPreferences.guardianId} = ${guardianId} and not ${preferenceOf[kind]})`;

/** The institute's calendar date, hour and ISO week now (TIME_ZONE): when the guardians' emails are due. */
export function institutesClock(
  ctx: AppContext,
  now: Date,
): { date: string; hour: number; weekday: number; week: string } {
  const { date, time } = wallClockOf(now, ctx.config.timeZone);
  // Noon of the local date, read as UTC, falls on that date whatever the zone: its ISO week and weekday.
  const { week, weekday } = isoWeekOf(new Date(`${date}T12:00:00Z`));
  return { date, hour: Number(time.slice(0, 2)), weekday, week };
}

/** The calendar day `offset` days from `date` (YYYY-MM-DD). */
export function dayFrom(date: string, offset: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/** English keeps the month-first form the screens show; every other language its own locale's. */
const localeOf = (language: Language) => (language === 'en' ? 'en-US' : LANGUAGE_LOCALES[language]);

/** A calendar date as the reader writes it: "Wed, Mar 10", "बुध, 10 मार्च". */
export const dayText = (language: Language, date: string): string =>
  new Intl.DateTimeFormat(localeOf(language), {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

/** Names as the reader lists them: "Ana and Ben", "Ana, Ben, and Cy". */
export const namesText = (language: Language, names: readonly string[]): string =>
  new Intl.ListFormat(localeOf(language), { type: 'conjunction' }).format(names);

/** A linked child's page in the guardian portal, as a full address. */
export const childPageUrl = (ctx: AppContext, studentId: string): string =>
  `${ctx.config.publicUrl}${screenPaths['guardian.child'].replace(':studentId', encodeURIComponent(studentId))}`;

/** Where each kind's email says it can be stopped. */
const stopTexts = {
  absences: /*i18n*/ 'Stop the daily absence emails: {link}',
  at_risk: /*i18n*/ 'Stop the at-risk emails: {link}',
  weekly_summary: /*i18n*/ 'Stop the weekly summary: {link}',
} as const satisfies Record<GuardianAlertKind, string>;

/**
 * The lines every guardian email ends with: where to choose the emails in Settings, and last its own
 * unsubscribe link, which turns this kind off without signing in.
 */
export function closingLines(
  ctx: AppContext,
  links: UnsubscribeLinks,
  guardian: Guardian,
  language: Language,
  kind: GuardianAlertKind,
): string[] {
  return [
    '',
    translate(language, /*i18n*/ 'Choose which emails you receive about your children: {link}', {
      link: `${ctx.config.publicUrl}${screenPaths['guardian.settings']}`,
    }),
    translate(language, stopTexts[kind], { link: links.linkFor(guardian.id, kind) }),
  ];
}
