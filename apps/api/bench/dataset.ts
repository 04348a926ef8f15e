import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { refreshStoredGrades } from '../src/modules/gradebook/public';
import { hashSecret } from '../src/platform/passwords';

/** The two dataset sizes: L is ten times S in courses, students, enrolments and attendance. */
export const SCALES = {
  S: { teachers: 10, students: 5_000 },
  L: { teachers: 100, students: 50_000 },
} as const;
export type Scale = keyof typeof SCALES;

/** Shape shared by both scales. */
const COURSES_PER_TEACHER = 20;
const COURSES_PER_STUDENT = 4;
const DATES_PER_ENROLMENT = 10;
const LESSONS_PER_COURSE = 5;

export const BENCH_PASSWORD = 'benchmark password';
export const benchAccounts = {
  admin: 'bench-admin@bench.test',
  /** Owns 20 courses. */
  teacher: 'bench-teacher-0@bench.test',
  /** Enrolled in four courses. */
  student: 'bench-student-0@bench.test',
};

export function parseScale(argv: readonly string[]): Scale {
  const at = argv.indexOf('--scale');
  const value = (at >= 0 ? argv[at + 1] : 'S')?.toUpperCase();
  if (value !== 'S' && value !== 'L') throw new Error('--scale must be S or L');
  return value;
}

/**
 * Writes the dataset with a handful of set-based INSERT ... SELECT statements over generate_series
 * (ids derived from md5 of a name, so rows can refer to each other without lookups), then rebuilds
 * the summaries once. Every account's password is BENCH_PASSWORD. Needs a superuser connection
 * (PGlite's is one) for the trigger-free bulk mode.
 */
export async function loadDataset(db: Database, scale: Scale): Promise<Record<string, number>> {
  const { teachers, students } = SCALES[scale];
  const courseCount = teachers * COURSES_PER_TEACHER;
  const passwordHash = await hashSecret(BENCH_PASSWORD);
  const id = (prefix: string, n: SqlText) => sql`md5(${prefix} || (${n})::text)::uuid`;
  type SqlText = ReturnType<typeof sql>;
  const steps: [string, SqlText][] = [
    [
      'users',
      sql`insert into users (id, name, email, role, password_hash)
        select ${id('admin-', sql`0`)}, 'Bench Admin', ${benchAccounts.admin}, 'admin', ${passwordHash}
        union all
        select ${id('teacher-', sql`t`)}, 'Bench Teacher ' || t, 'bench-teacher-' || t || '@bench.test', 'teacher', ${passwordHash}
          from generate_series(0, ${teachers - 1}) t
        union all
        select ${id('student-', sql`s`)}, 'Bench Student ' || s, 'bench-student-' || s || '@bench.test', 'student', ${passwordHash}
          from generate_series(0, ${students - 1}) s`,
    ],
    [
      'courses',
      sql`insert into courses (id, instructor_id, title, description, category, start_time, end_time, duration_hours,
          start_date, max_students, price_cents, created_at)
        select ${id('course-', sql`c`)}, ${id('teacher-', sql`c / ${COURSES_PER_TEACHER}`)},
          'Bench Course ' || c, 'A course generated for the benchmark.', 'Mathematics', '10:00', '11:00', 10,
          current_date - 70, 1000, (c % 5) * 1000, now() - make_interval(mins => c)
        from generate_series(0, ${courseCount - 1}) c`,
    ],
    [
      'enrolments',
      sql`insert into enrolments (course_id, student_id, enrolled_at)
        select ${id('course-', sql`(s * 7 + k * 53) % ${courseCount}`)}, ${id('student-', sql`s`)},
          now() - interval '80 days' + make_interval(secs => s % 3600)
        from generate_series(0, ${students - 1}) s, generate_series(0, ${COURSES_PER_STUDENT - 1}) k
        on conflict do nothing`,
    ],
    [
      'attendance_records',
      sql`insert into attendance_records (course_id, student_id, date, counted, status)
        select e.course_id, e.student_id, current_date - (d * 7 + 1), true,
          (array['present', 'present', 'present', 'late', 'absent', 'excused'])[1 + abs(hashtext(e.id::text || d)) % 6]
        from enrolments e, generate_series(0, ${DATES_PER_ENROLMENT - 1}) d
        order by e.course_id, e.student_id, d desc`,
    ],
    [
      'lessons',
      sql`insert into lessons (id, course_id, position, title)
        select ${id('lesson-', sql`c * 100 + p`)}, ${id('course-', sql`c`)}, p, 'Lesson ' || p
        from generate_series(0, ${courseCount - 1}) c, generate_series(1, ${LESSONS_PER_COURSE}) p`,
    ],
    [
      'lesson_completions',
      sql`insert into lesson_completions (lesson_id, student_id, completed_at)
        select l.id, e.student_id, now() - make_interval(days => abs(hashtext(e.id::text || l.position)) % 30,
          secs => abs(hashtext(l.id::text || e.id::text)) % 86400)
        from enrolments e join lessons l on l.course_id = e.course_id
        where l.position <= abs(hashtext(e.id::text)) % ${LESSONS_PER_COURSE + 1}`,
    ],
    [
      'course_scores',
      sql`insert into course_scores (course_id, student_id, score)
        select course_id, student_id, 40 + abs(hashtext(id::text || 'score')) % 61
        from enrolments where abs(hashtext(id::text || 'scored')) % 10 < 6`,
    ],
    [
      'reviews',
      sql`insert into reviews (course_id, student_id, rating, comment)
        select course_id, student_id, 1 + abs(hashtext(id::text || 'rating')) % 5, 'Generated review.'
        from enrolments where abs(hashtext(id::text || 'reviewed')) % 5 = 0`,
    ],
    [
      'live_classes',
      sql`insert into live_classes (course_id, title, subject, starts_at, duration_minutes, meeting_link)
        select ${id('course-', sql`c`)}, 'Bench Course ' || c || ' class', 'Mathematics',
          now() + make_interval(days => offs), 60, 'https://meet.bench.test/room'
        from generate_series(0, ${courseCount - 1}) c, unnest(array[-7, -1, 1, 7]) offs`,
    ],
  ];
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    // Replica mode skips every trigger (summaries and foreign-key checks) for this transaction only:
    // the rows are consistent by construction and the summaries are rebuilt once at the end.
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [table, statement] of steps) {
      const started = performance.now();
      const result = await tx.execute(statement);
      console.error(`  ${table}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
      counts[table] = Number(
        (result as { rowCount?: number; affectedRows?: number }).rowCount ??
          (result as { affectedRows?: number }).affectedRows ??
          0,
      );
    }
    await tx.execute(sql`set local session_replication_role = origin`);
    const started = performance.now();
    await tx.execute(sql`select summary_rebuild()`);
    await tx.execute(sql`select summary_rebuild_teacher_students()`);
    await tx.execute(sql`select summary_rebuild_catalogue_counts()`);
    console.error(`  summaries: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });
  const gradesStarted = performance.now();
  await refreshStoredGrades(db, undefined);
  console.error(`  stored grades: ${((performance.now() - gradesStarted) / 1000).toFixed(1)} s`);
  // What autovacuum would do soon after: planner statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze`);
  return counts;
}
