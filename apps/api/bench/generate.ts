import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client';
import {
  attendanceRecords,
  courseScores,
  courses,
  enrolments,
  lessonCompletions,
  lessons,
  liveClasses,
  users,
} from '../src/db/schema';
import { seededRandom } from '../src/db/seed/seed';
import { hashSecret } from '../src/platform/passwords';

export const SCALE = {
  teachers: 10,
  coursesPerTeacher: 20,
  students: 5_000,
  coursesPerStudent: 4,
  datesPerEnrolment: 10,
  lessonsPerCourse: 5,
} as const;

const DAY_MS = 86_400_000;
const BATCH = 4_000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/**
 * The benchmark's data: 200 courses, 5,000 students, 20,000 enrolments and 200,000 attendance records,
 * plus lessons, completions, scores and live classes, all written straight to the database.
 */
export async function generate(db: Database, now: Date) {
  const random = seededRandom(42);
  const passwordHash = await hashSecret('benchmark password');
  const teacherRows = Array.from({ length: SCALE.teachers }, (_, i) => ({
    id: randomUUID(),
    name: `Bench Teacher ${i}`,
    email: `bench-teacher-${i}@bench.test`,
    role: 'teacher' as const,
    passwordHash,
  }));
  const studentRows = Array.from({ length: SCALE.students }, (_, i) => ({
    id: randomUUID(),
    name: `Bench Student ${i}`,
    email: `bench-student-${i}@bench.test`,
    role: 'student' as const,
    passwordHash,
  }));
  const admin = {
    id: randomUUID(),
    name: 'Bench Admin',
    email: 'bench-admin@bench.test',
    role: 'admin' as const,
    passwordHash,
  };
  await insertInBatches([admin, ...teacherRows, ...studentRows], (batch) => db.insert(users).values(batch));

  const start = new Date(now.getTime() - 70 * DAY_MS).toISOString().slice(0, 10);
  const courseRows = teacherRows.flatMap((teacher, t) =>
    Array.from({ length: SCALE.coursesPerTeacher }, (_, c) => ({
      id: randomUUID(),
      instructorId: teacher.id,
      title: `Bench Course ${t}-${c}`,
      description: 'A course generated for the benchmark.',
      category: 'Mathematics' as const,
      startTime: '10:00',
      endTime: '11:00',
      durationHours: 10,
      startDate: start,
      maxStudents: 1_000,
      priceCents: (c % 5) * 1_000,
    })),
  );
  await insertInBatches(courseRows, (batch) => db.insert(courses).values(batch));

  const enrolmentRows = studentRows.flatMap((student, s) =>
    Array.from({ length: SCALE.coursesPerStudent }, (_, k) => ({
      courseId: courseRows[(s * 7 + k * 53) % courseRows.length]?.id ?? '',
      studentId: student.id,
      enrolledAt: new Date(now.getTime() - 80 * DAY_MS),
    })),
  );
  await insertInBatches(enrolmentRows, (batch) => db.insert(enrolments).values(batch).onConflictDoNothing());

  const statuses = ['present', 'present', 'present', 'late', 'absent', 'excused'] as const;
  const attendance = enrolmentRows.flatMap((enrolment) =>
    Array.from({ length: SCALE.datesPerEnrolment }, (_, d) => ({
      courseId: enrolment.courseId,
      studentId: enrolment.studentId,
      date: new Date(now.getTime() - (d * 7 + 1) * DAY_MS).toISOString().slice(0, 10),
      status: statuses[Math.floor(random() * statuses.length)] ?? 'present',
    })),
  );
  await insertInBatches(attendance, (batch) => db.insert(attendanceRecords).values(batch).onConflictDoNothing());

  const lessonRows = courseRows.flatMap((course) =>
    Array.from({ length: SCALE.lessonsPerCourse }, (_, position) => ({
      id: randomUUID(),
      courseId: course.id,
      position: position + 1,
      title: `Lesson ${position + 1}`,
    })),
  );
  await insertInBatches(lessonRows, (batch) => db.insert(lessons).values(batch));
  const lessonsByCourse = new Map<string, string[]>();
  for (const lesson of lessonRows)
    lessonsByCourse.set(lesson.courseId, [...(lessonsByCourse.get(lesson.courseId) ?? []), lesson.id]);
  const completions = enrolmentRows.flatMap((enrolment) =>
    (lessonsByCourse.get(enrolment.courseId) ?? []).slice(0, Math.floor(random() * 6)).map((lessonId) => ({
      lessonId,
      studentId: enrolment.studentId,
      completedAt: new Date(now.getTime() - Math.floor(random() * 30) * DAY_MS),
    })),
  );
  await insertInBatches(completions, (batch) => db.insert(lessonCompletions).values(batch).onConflictDoNothing());
  await insertInBatches(
    enrolmentRows
      .filter(() => random() < 0.6)
      .map((enrolment) => ({ ...enrolment, score: 40 + Math.floor(random() * 61) })),
    (batch) =>
      db
        .insert(courseScores)
        .values(batch.map(({ courseId, studentId, score }) => ({ courseId, studentId, score })))
        .onConflictDoNothing(),
  );
  await insertInBatches(
    courseRows.flatMap((course) =>
      [-7, -1, 1, 7].map((days) => ({
        courseId: course.id,
        title: `${course.title} class`,
        subject: 'Mathematics',
        startsAt: new Date(now.getTime() + days * DAY_MS),
        durationMinutes: 60,
        meetingLink: 'https://meet.bench.test/room',
      })),
    ),
    (batch) => db.insert(liveClasses).values(batch),
  );
  return {
    admin,
    teacher: teacherRows[0] ?? admin,
    student: studentRows[0] ?? admin,
    course: courseRows[0]?.id ?? '',
    counts: {
      courses: courseRows.length,
      students: studentRows.length,
      enrolments: enrolmentRows.length,
      attendance: attendance.length,
      lessonCompletions: completions.length,
    },
  };
}
