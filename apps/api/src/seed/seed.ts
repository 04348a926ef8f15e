import { publishedCourseStatuses } from '@tutorium/contract/courses';
import { count } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { courses, enrolments, guardianLinks, users } from '../db/schema';
import { refreshStoredGrades } from '../modules/gradebook/public';
import { hashSecret } from '../platform/passwords';
import type { FileStorage } from '../platform/storage/file-storage';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import { insertLiveClasses, insertPastAttendance } from './demo-activity';
import { insertAssignments } from './demo-assignments';
import { type DemoCourse, demoCourses, demoStudentNames, demoTeachers } from './demo-catalogue';
import { insertFees } from './demo-fees';
import { insertGradebooks } from './demo-gradebook';
import { insertLearning } from './demo-learning';
import { insertQuizzes } from './demo-quizzes';
import { seedDemoResources } from './demo-resources';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo institute is in India: every demo account reads and enters times there. */
const DEMO_TIME_ZONE = 'Asia/Kolkata';

const demoTeacherProfile = {
  specialization: 'Mathematics',
  subjects: ['Mathematics', 'Physics'],
  experience: '8 years',
  education: 'M.Sc. Mathematics, University of Delhi',
  languages: ['English', 'Hindi'],
  bio: 'I help students fall in love with algebra and calculus through clear steps and lots of practice.',
  phone: '+91 98765 43210',
};

/** The demo student's own courses, so their screens have something to show. */
const demoStudentCourses = [
  'Algebra Foundations',
  'Calculus I: Limits and Derivatives',
  'Mechanics for Beginners',
  'Python Programming Basics',
  'Spanish for Beginners',
];

/** A small deterministic generator, so every fresh demo database looks the same. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Writes the demo data when the database has no users yet; returns whether it did. */
export async function seedDemoData(
  db: Database,
  options: { storage: FileStorage; now?: Date; currency?: string },
): Promise<boolean> {
  const now = options.now ?? new Date();
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const accounts = await db.transaction(async (tx) => {
    const seeded = await insertAccounts(tx, passwordHash, now);
    await linkDemoGuardian(tx, seeded, now);
    const seededCourses = await insertCourses(tx, seeded.teacherIds, now);
    const seededEnrolments = await insertEnrolments(tx, seeded, seededCourses, now);
    const attendance = await insertPastAttendance(tx, seededCourses, seededEnrolments, now, seededRandom(7));
    await insertLiveClasses(tx, seededCourses, now);
    await insertLearning(tx, seededCourses, seededEnrolments, attendance, now, seededRandom(11));
    await insertAssignments(tx, seededCourses, seededEnrolments, now, seededRandom(13));
    await insertQuizzes(tx, seededCourses, seededEnrolments, now, seededRandom(17));
    await insertGradebooks(tx, seededCourses);
    const fees = { currency: options.currency ?? 'USD', timeZone: DEMO_TIME_ZONE };
    await insertFees(tx, seededCourses, seededEnrolments, seeded.demoStudentId, fees, now, seededRandom(19));
    return seeded;
  });
  await seedDemoResources(db, options.storage, accounts.teacherIds);
  // The teachers' performance tables open on stored grades already computed.
  await refreshStoredGrades(db, undefined);
  return true;
}

interface SeededAccounts {
  teacherIds: Map<string, string>;
  demoStudentId: string;
  demoGuardianId: string;
  studentIds: string[];
}

/** Demo accounts have been in use since they joined: listed in the directory, greeted "Welcome back". */
async function insertAccounts(tx: Transaction, passwordHash: string, now: Date): Promise<SeededAccounts> {
  const joined = new Date(now.getTime() - 120 * DAY_MS);
  const inUse = {
    passwordHash,
    timeZone: DEMO_TIME_ZONE,
    createdAt: joined,
    emailVerifiedAt: joined,
    firstSignedInAt: joined,
  };
  const rows = await tx
    .insert(users)
    .values([
      ...demoAccounts.map((account) => ({
        name: account.name,
        email: account.email,
        role: account.role,
        ...inUse,
        ...(account.role === 'teacher' ? demoTeacherProfile : {}),
        ...(account.role === 'student' ? { interests: 'Mathematics, Programming' } : {}),
      })),
      ...demoTeachers.map((teacher) => ({ ...teacher, role: 'teacher' as const, ...inUse })),
      ...demoStudentNames.map((name) => ({
        name,
        email: `${name
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z ]/g, '')
          .replace(' ', '.')}@students.tutorium.test`,
        role: 'student' as const,
        ...inUse,
      })),
    ])
    .returning({ id: users.id, email: users.email, role: users.role });
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const demoStudent = demoAccounts.find((account) => account.role === 'student');
  const demoGuardian = demoAccounts.find((account) => account.role === 'guardian');
  return {
    teacherIds: new Map(rows.filter((row) => row.role === 'teacher').map((row) => [row.email, row.id])),
    demoStudentId: byEmail.get(demoStudent?.email ?? '')?.id ?? '',
    demoGuardianId: byEmail.get(demoGuardian?.email ?? '')?.id ?? '',
    studentIds: rows.filter((row) => row.role === 'student' && row.email !== demoStudent?.email).map((row) => row.id),
  };
}

/** The demo guardian follows the demo student: the student invited them when both joined. */
async function linkDemoGuardian(tx: Transaction, accounts: SeededAccounts, now: Date): Promise<void> {
  const joined = new Date(now.getTime() - 120 * DAY_MS);
  const guardian = demoAccounts.find((account) => account.role === 'guardian');
  await tx.insert(guardianLinks).values({
    studentId: accounts.demoStudentId,
    guardianId: accounts.demoGuardianId,
    invitedEmail: guardian?.email ?? '',
    relationship: 'Mother',
    state: 'active',
    invitedById: accounts.demoStudentId,
    createdAt: joined,
    acceptedAt: joined,
  });
}

function courseRow(course: DemoCourse, instructorId: string, now: Date) {
  const start = new Date(now.getTime() + course.startsInDays * DAY_MS);
  return {
    instructorId,
    title: course.title,
    description: course.description,
    category: course.category,
    level: course.level,
    status: course.status,
    scheduleDays: course.days,
    startTime: course.startTime,
    endTime: course.endTime,
    durationHours: course.durationHours,
    startDate: isoDay(start),
    endDate: isoDay(new Date(start.getTime() + course.weeks * 7 * DAY_MS)),
    maxStudents: course.maxStudents,
    priceCents: Math.round(course.price * 100),
    createdAt: new Date(start.getTime() - 30 * DAY_MS),
  };
}

async function insertCourses(tx: Transaction, teacherIds: Map<string, string>, now: Date) {
  const rows = await tx
    .insert(courses)
    .values(demoCourses.map((course) => courseRow(course, teacherIds.get(course.teacher) ?? '', now)))
    .returning();
  return rows;
}

/** Every student takes a few published courses; seats are respected and enrolment precedes the start. */
async function insertEnrolments(
  tx: Transaction,
  accounts: SeededAccounts,
  seeded: Awaited<ReturnType<typeof insertCourses>>,
  now: Date,
) {
  const random = seededRandom(2026);
  const open = seeded.filter(
    (course) => publishedCourseStatuses.includes(course.status) || course.status === 'completed',
  );
  const taken = new Map<string, number>();
  const values: (typeof enrolments.$inferInsert)[] = [];
  const enrol = (courseId: string, studentId: string, startDate: string) => {
    const enrolledAt = new Date(
      Math.min(Date.parse(`${startDate}T00:00:00Z`) - (1 + Math.floor(random() * 10)) * DAY_MS, now.getTime()),
    );
    taken.set(courseId, (taken.get(courseId) ?? 0) + 1);
    values.push({ courseId, studentId, enrolledAt });
  };
  for (const course of seeded.filter((row) => demoStudentCourses.includes(row.title))) {
    enrol(course.id, accounts.demoStudentId, course.startDate);
  }
  for (const studentId of accounts.studentIds) {
    const picks = shuffled(open, random).slice(0, 3 + Math.floor(random() * 3));
    for (const course of picks) {
      if ((taken.get(course.id) ?? 0) < course.maxStudents) enrol(course.id, studentId, course.startDate);
    }
  }
  await tx.insert(enrolments).values(values);
  return values;
}
