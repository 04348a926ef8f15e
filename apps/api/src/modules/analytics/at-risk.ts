import {
  AT_RISK_MISSED_CLASSES,
  AT_RISK_WINDOW_DAYS,
  type AtRiskReason,
  type AtRiskRow,
} from '@tutorium/contract/at-risk';
import { attendancePercentage } from '@tutorium/contract/attendance';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendanceRecords, courseAttendanceDays, courses, enrolments, users } from '../../db/schema';
import { latestCurrentDate, todayUtc } from '../../platform/dates';

/**
 * Whose courses: one instructor's (a teacher, or anyone's weekly digest), every course (an admin's
 * screens), or one student's own rows in every course they are enrolled in (their guardians' emails).
 */
export type AtRiskScope = { instructorId: string } | { studentId: string } | 'all';

/** The scope's courses, as a condition on `courses`. */
function coursesOf(scope: AtRiskScope): SQL {
  if (scope === 'all') return sql`true`;
  if ('instructorId' in scope) return sql`${courses.instructorId} = ${scope.instructorId}`;
  return sql`${courses.id} in (select ${enrolments.courseId} from ${enrolments} where ${enrolments.studentId} = ${scope.studentId})`;
}

/** The scope's students, as a condition on a student id column of the query below: one student, or everyone. */
const studentsOf = (scope: AtRiskScope, column: SQL): SQL =>
  scope !== 'all' && 'studentId' in scope ? sql`${column} = ${scope.studentId}` : sql`true`;

export interface AtRiskPage {
  rows: AtRiskRow[];
  total: number;
  /** The first day of the window. */
  since: string;
}

interface RawRow {
  student_id: string;
  name: string;
  email: string;
  course_id: string;
  title: string;
  present: number;
  total: number;
  streak: number;
  below_percent: number;
  missed_classes: number;
  minimum_classes: number;
  row_count: number;
}

const DAY_MS = 86_400_000;

/** The window's first day: AT_RISK_WINDOW_DAYS calendar days ending today (UTC). */
const atRiskWindowStart = (now: Date): string => todayUtc(new Date(now.getTime() - (AT_RISK_WINDOW_DAYS - 1) * DAY_MS));

/** The student's record as the teacher reads it: the course's register, with statistics over the window. */
const atRiskLink = (courseId: string, since: string): string => `/admin/courses/${courseId}/attendance?from=${since}`;

/**
 * The at-risk students of the scope's active courses, most at risk first (lowest attendance, then the
 * longest run of absences), one page. The one definition every screen, email and notification uses
 * (docs/product.md, "At-risk students"); docs/performance.md says why it stays fast:
 *  - attendance over the window reads the scope's courses' records in the window only, through the
 *    (course, date) index;
 *  - absences in a row look at each course's latest marked classes in `course_attendance_days` (the
 *    per-course, per-date tallies the database keeps), at most AT_RISK_MISSED_CLASSES.max per course,
 *    and then only the records of those dates.
 * Records count as every figure counts them: dated since the student enrolled (`counted`).
 */
export async function atRiskStudents(
  db: Database,
  scope: AtRiskScope,
  now: Date,
  { limit, offset }: { limit: number; offset: number },
): Promise<AtRiskPage> {
  const since = atRiskWindowStart(now);
  const until = latestCurrentDate(now);
  const inScope = coursesOf(scope);
  // Both drivers answer a raw statement with { rows }; the generic database type cannot know the row shape.
  const result = (await db.execute(sql`
    with scope as (
      select ${courses.id} as id, ${courses.title} as title, ${courses.atRiskBelowPercent} as below_percent,
        ${courses.atRiskMissedClasses} as missed_classes, ${courses.atRiskMinimumClasses} as minimum_classes
      from ${courses}
      where ${inScope} and ${courses.status} = 'active'
    ),
    recent as (
      select a.course_id, a.student_id, count(*)::int as total,
        (count(*) filter (where a.status = 'present'))::int as present
      from scope
      inner join ${attendanceRecords} a on a.course_id = scope.id
      where a.date >= ${since} and a.date <= ${until} and a.counted and ${studentsOf(scope, sql`a.student_id`)}
      group by a.course_id, a.student_id
    ),
    latest_classes as (
      select scope.id as course_id, held.date, held.position
      from scope
      cross join lateral (
        select d.date, row_number() over (order by d.date desc) as position
        from ${courseAttendanceDays} d
        where d.course_id = scope.id and d.total > 0 and d.date <= ${until}
        order by d.date desc
        limit ${AT_RISK_MISSED_CLASSES.max}
      ) held
    ),
    absences as (
      select latest_classes.course_id, a.student_id, latest_classes.position,
        row_number() over (partition by latest_classes.course_id, a.student_id order by latest_classes.position) as nth
      from latest_classes
      cross join lateral (
        -- One index lookup per (course, class date). "offset 0" keeps this a lookup: pulled up into a
        -- plain join, the planner may read every absence of every course and match them afterwards.
        select r.student_id
        from ${attendanceRecords} r
        where r.course_id = latest_classes.course_id and r.date = latest_classes.date
          and r.status = 'absent' and r.counted and ${studentsOf(scope, sql`r.student_id`)}
        offset 0
      ) a
    ),
    streaks as (
      -- The run of absences from the latest class back: absences at positions 1, 2, ... without a gap.
      select course_id, student_id, (count(*) filter (where position = nth))::int as streak
      from absences
      group by course_id, student_id
    ),
    flagged as (
      select e.course_id, e.student_id, coalesce(r.present, 0) as present, coalesce(r.total, 0) as total,
        coalesce(s.streak, 0) as streak, scope.below_percent, scope.missed_classes, scope.minimum_classes
      from scope
      inner join ${enrolments} e on e.course_id = scope.id
      left join recent r on r.course_id = e.course_id and r.student_id = e.student_id
      left join streaks s on s.course_id = e.course_id and s.student_id = e.student_id
      -- The percentage needs enough marked classes to mean something: "0 of 1 present" is one absence, not a pattern.
      where ${studentsOf(scope, sql`e.student_id`)}
        and ((r.total >= scope.minimum_classes and r.present * 100 < scope.below_percent * r.total)
          or coalesce(s.streak, 0) >= scope.missed_classes)
    ),
    ranked as (
      -- Ranked by rate and run alone, ties sharing a rank: every row of the page ranks within
      -- offset + limit, so only those rows are joined to their names for the final order.
      select f.*, case when f.total > 0 then f.present * 1.0 / f.total end as rate,
        rank() over (order by case when f.total > 0 then f.present * 1.0 / f.total end asc nulls last, f.streak desc) as rank,
        (count(*) over ())::int as row_count
      from flagged f
    )
    select f.student_id, u.name, u.email, f.course_id, scope.title, f.present, f.total, f.streak,
      f.below_percent, f.missed_classes, f.minimum_classes, f.row_count
    from ranked f
    inner join scope on scope.id = f.course_id
    inner join ${users} u on u.id = f.student_id
    where f.rank <= ${offset + limit}
    order by f.rate asc nulls last, f.streak desc, u.name asc, scope.title asc, f.student_id asc, f.course_id asc
    limit ${limit} offset ${offset}
  `)) as unknown as { rows: RawRow[] };
  return {
    rows: result.rows.map((row) => toAtRiskRow(row, since)),
    total: result.rows[0]?.row_count ?? (offset > 0 ? await countAtRisk(db, scope, now) : 0),
    since,
  };
}

/** More courses than any one student takes: the whole list of one student's rows on one page. */
const ONE_STUDENTS_ROWS = 10_000;

/** Every course one student is at risk in now, most at risk first: what their guardians are told of. */
export async function atRiskCoursesOf(db: Database, studentId: string, now: Date): Promise<AtRiskRow[]> {
  return (await atRiskStudents(db, { studentId }, now, { limit: ONE_STUDENTS_ROWS, offset: 0 })).rows;
}

/** A page past the end has no rows to carry the total: count with the first row instead. */
async function countAtRisk(db: Database, scope: AtRiskScope, now: Date): Promise<number> {
  return (await atRiskStudents(db, scope, now, { limit: 1, offset: 0 })).total;
}

function toAtRiskRow(row: RawRow, since: string): AtRiskRow {
  const present = Number(row.present);
  const total = Number(row.total);
  const streak = Number(row.streak);
  const reasons: AtRiskReason[] = [];
  if (total >= row.minimum_classes && present * 100 < row.below_percent * total) reasons.push('low_attendance');
  if (streak >= row.missed_classes) reasons.push('missed_in_a_row');
  return {
    student: { id: row.student_id, name: row.name, email: row.email },
    course: { id: row.course_id, title: row.title },
    attendance: { present, total, percentage: attendancePercentage(present, total) },
    missedInARow: streak,
    thresholds: {
      belowPercent: row.below_percent,
      missedClasses: row.missed_classes,
      minimumClasses: row.minimum_classes,
    },
    reasons,
    link: atRiskLink(row.course_id, since),
  };
}
