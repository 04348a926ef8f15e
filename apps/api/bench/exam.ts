import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { ANSWER_GRACE_SECONDS, type Attempt, type GivenAnswer } from '@tutorium/contract/quizzes';
import type pg from 'pg';
import { request } from 'undici';
import { type Cluster, type Instance, startCluster, Teardown, waitUntil } from '../cluster/cluster';
import { hashSecret } from '../src/platform/passwords';
import { digestToken, newSessionToken } from '../src/platform/tokens';
import { describeError, percentile } from './figures';
import { type ExamBenchResult, examTable, renderExamDoc } from './report';
import { writeResults } from './results';

/**
 * `npm run bench:exam`: one test taken by a whole year group at once, as production runs it (issue:
 * "2,000 students start one 30-question, 20-minute test within 10 s on two instances behind nginx on
 * PostgreSQL, each saving an answer every few seconds"). Two instances of the production build behind
 * nginx on a throwaway PostgreSQL database and Redis (cluster/cluster.ts). The students, their course,
 * the questions and the test are written straight into the database; then each student is an async
 * loop in this process that starts the test through nginx (all within the start window), saves an
 * answer to a random question every few seconds until its deadline, retrying a failed save as the web
 * does, and submits at the end, except a share who just stop (a closed tab), left to the server's
 * auto-submit. Halfway through, one instance is killed (SIGKILL): its students carry on through nginx
 * against the other. After the deadline, the database must hold every answer a student was told was
 * saved, with the value saved, and every attempt must be submitted. Sizes come from flags or
 * BENCH_EXAM_* (see `options` below); the defaults are the issue's students and questions with a short
 * test, so a run takes a few minutes on the 2-core development machine.
 */
const options = {
  students: { env: 'BENCH_EXAM_STUDENTS', fallback: 2000, about: 'students taking the test' },
  questions: { env: 'BENCH_EXAM_QUESTIONS', fallback: 30, about: 'questions in the test' },
  minutes: { env: 'BENCH_EXAM_MINUTES', fallback: 2, about: 'its time limit (the issue: 20)' },
  'save-seconds': { env: 'BENCH_EXAM_SAVE_SECONDS', fallback: 5, about: 'mean seconds between a student’s saves' },
  'start-seconds': { env: 'BENCH_EXAM_START_SECONDS', fallback: 10, about: 'the window every student starts in' },
  'kill-at': {
    env: 'BENCH_EXAM_KILL_AT',
    fallback: 0.5,
    about: 'when to kill an instance, as a share of the time limit',
  },
  'no-submit-percent': { env: 'BENCH_EXAM_NO_SUBMIT_PERCENT', fallback: 5, about: 'students who never submit' },
  'timeout-seconds': {
    env: 'BENCH_EXAM_TIMEOUT_SECONDS',
    fallback: 0,
    about: 'stop a stuck run (0: the test’s length + 10 min)',
  },
} as const;
type Option = keyof typeof options;

function readOptions(): Record<Option, number> {
  const { values } = parseArgs({
    options: Object.fromEntries(Object.keys(options).map((name) => [name, { type: 'string' as const }])),
  });
  const read = {} as Record<Option, number>;
  for (const [name, option] of Object.entries(options) as [Option, (typeof options)[Option]][]) {
    const raw = values[name] ?? process.env[option.env];
    const value = raw === undefined ? option.fallback : Number(raw);
    if (!Number.isFinite(value) || value < 0) {
      throw new Error(`--${name} (${option.env}), ${option.about}, must be a number ≥ 0`);
    }
    read[name] = value;
  }
  if (!Number.isInteger(read.minutes) || read.minutes < 1) throw new Error('--minutes must be a whole number ≥ 1');
  return read;
}
const config = readOptions();
const STUDENTS = Math.round(config.students);
const QUESTIONS = Math.round(config.questions);
/** The issue's exam (its students and questions) at whatever length: only such a run writes the docs. */
const ISSUE_SIZE = STUDENTS === 2000 && QUESTIONS === 30;
const DEADLINE_SECONDS = config['timeout-seconds'] || config.minutes * 60 + config['start-seconds'] + 600;
/** The server submits forgotten attempts every 15 s (quizzes/attempts.ts): give it a few rounds. */
const AUTO_SUBMIT_WAIT_SECONDS = 60;
/** A save is given this long before the deadline at the latest: a student does not answer at 0:00. */
const LAST_SAVE_BEFORE_DEADLINE_MS = 1000;
const OPTIONS_PER_QUESTION = 4;
/** Its own Redis database (test:cluster uses 9, bench:messages 10), emptied at the start. */
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/11';
const targets = { saveP99Ms: 150, errors: 0, lost: 0, notSubmitted: 0 };

interface Seeded {
  quizId: string;
  students: { id: string; token: string }[];
}

/**
 * Writes a teacher, one course, the students enrolled in it with a session each, the questions
 * (single choice, four options) and the test straight into the database: signing 2,000 people in
 * through the API is slow (Argon2 per sign-in) and rate-limited, and a session row is what sign-in
 * writes (the SHA-256 of a random token). The test opened a minute ago and closes long after the
 * run; its results wait for the close, as an exam's do, so a submission is not also a ranking.
 */
async function seed(db: pg.Client): Promise<Seeded> {
  const passwordHash = await hashSecret(randomUUID());
  const teacherId = randomUUID();
  const students = Array.from({ length: STUDENTS }, () => ({ id: randomUUID(), token: newSessionToken() }));
  const courseId = randomUUID();
  const quizId = randomUUID();
  await db.query('begin');
  await db.query(
    `insert into users (id, name, email, role, password_hash, email_verified_at, first_signed_in_at)
     select id, initcap(role) || ' ' || n, role || '-' || n || '@exam.bench.test', role, $3, now(), now()
     from unnest($1::uuid[], $2::text[]) with ordinality as a(id, role, n)`,
    [[teacherId, ...students.map((s) => s.id)], ['teacher', ...students.map(() => 'student')], passwordHash],
  );
  await db.query(
    `insert into courses (id, instructor_id, title, description, category, start_time, end_time, duration_hours,
       start_date, max_students)
     values ($1, $2, 'Exam bench course', 'The course of the exam benchmark.', 'Mathematics', '10:00', '11:00', 10,
       current_date, $3)`,
    [courseId, teacherId, STUDENTS],
  );
  await db.query('insert into enrolments (course_id, student_id) select $1, unnest($2::uuid[])', [
    courseId,
    students.map((s) => s.id),
  ]);
  await db.query(
    `insert into sessions (user_id, token_hash, expires_at, browser, os)
     select id, hash, now() + interval '1 day', 'Bench', 'Linux' from unnest($1::uuid[], $2::text[]) as s(id, hash)`,
    [students.map((s) => s.id), students.map((s) => digestToken(s.token))],
  );
  const questionIds = Array.from({ length: QUESTIONS }, () => randomUUID());
  await db.query(
    `insert into questions (id, course_id, author_id, kind, points, definition)
     select id, $2, $3, 'single', 1, jsonb_build_object('kind', 'single', 'prompt', 'Question ' || n,
       'explanation', '', 'tags', '[]'::jsonb, 'points', 1, 'options', $4::jsonb, 'correct', 0)
     from unnest($1::uuid[]) with ordinality as q(id, n)`,
    [
      questionIds,
      courseId,
      teacherId,
      JSON.stringify(Array.from({ length: OPTIONS_PER_QUESTION }, (_, i) => `Option ${i + 1}`)),
    ],
  );
  await db.query(
    `insert into quizzes (id, course_id, author_id, title, opens_at, closes_at, time_limit_minutes, attempts_allowed,
       release)
     values ($1, $2, $3, 'Exam bench test', now() - interval '1 minute', now() + make_interval(mins => $4 + 60), $4, 1,
       'after_close')`,
    [quizId, courseId, teacherId, config.minutes],
  );
  await db.query(
    `insert into quiz_questions (quiz_id, question_id, position)
     select $1, id, n - 1 from unnest($2::uuid[]) with ordinality as q(id, n)`,
    [quizId, questionIds],
  );
  await db.query('commit');
  return { quizId, students };
}

/** What happened to one save: the first try, when it was confirmed, and the tries it took. */
interface Save {
  questionId: string;
  option: number;
  firstTriedAt: number;
  savedAt: number | null;
  tries: number;
}

/** One student's view of their attempt: what they were told was saved, and what was still unsure. */
interface Student {
  id: string;
  token: string;
  attemptId: string | null;
  startedAt: number | null;
  submits: boolean;
  submitted: boolean;
  saves: Save[];
  /** Errors this student's requests met (each retried). */
  errors: number;
  erroredAroundKill: boolean;
}

class Recorder {
  /** Every request that was answered 200/201, by route: its latency. */
  readonly latencies = new Map<string, number[]>();
  readonly errorKinds = new Map<string, number>();
  errors = 0;
  errorsAroundKill = 0;
  requests = 0;
  killedAt: number | null = null;

  answered(route: string, ms: number): void {
    this.requests += 1;
    const list = this.latencies.get(route) ?? [];
    list.push(ms);
    this.latencies.set(route, list);
  }

  failed(route: string, student: Student, what: string): void {
    this.requests += 1;
    this.errors += 1;
    student.errors += 1;
    // Within 15 s of the kill: the requests the dead instance held, and nginx finding out it is gone.
    if (this.killedAt !== null && performance.now() - this.killedAt < 15_000) {
      this.errorsAroundKill += 1;
      student.erroredAroundKill = true;
    }
    const kind = `${route}: ${what}`;
    this.errorKinds.set(kind, (this.errorKinds.get(kind) ?? 0) + 1);
  }
}

const randomBetween = (from: number, to: number) => from + Math.random() * (to - from);

/** A refusal's `code` is the API's (errorResponseSchema), or says the answer came from nginx. */
type Answer<T> = { status: number; body: T & { code?: string } };

/**
 * undici's `request`, not `fetch`: the same HTTP client underneath with far less work per call, so
 * the 2,000 students take less of the cores they share with the instances they measure.
 */
async function call<T>(url: string, token: string, method: 'GET' | 'POST' | 'PUT', body?: unknown): Promise<Answer<T>> {
  const response = await request(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.body.text();
  // Not the API's JSON: nginx's own page (502 when no instance answered in time).
  return {
    status: response.statusCode,
    body: text.startsWith('{') ? JSON.parse(text) : { code: `${response.statusCode} (nginx)` },
  };
}

/**
 * Sends one request until it is answered `expected`, recording each try: a failed try is retried
 * after 0.5 s, 1 s, 2 s, then every 4 s, each ±50 % so that students who failed together do not all
 * come back in the same instant. Resolves with the body, or null when the server refuses for good (a
 * 4xx other than 429: time up, already submitted) or `giveUpAt` passes.
 */
async function untilAnswered<T>(
  recorder: Recorder,
  student: Student,
  route: string,
  expected: number,
  send: () => Promise<Answer<T>>,
  giveUpAt: number,
  onTry: () => void = () => {},
): Promise<T | null> {
  for (let tries = 0; ; tries += 1) {
    onTry();
    const sentAt = performance.now();
    let refusedForGood = false;
    try {
      const answer = await send();
      if (answer.status === expected) {
        recorder.answered(route, performance.now() - sentAt);
        return answer.body;
      }
      recorder.failed(route, student, `${answer.status} ${answer.body.code ?? ''}`.trim());
      refusedForGood = answer.status >= 400 && answer.status < 500 && answer.status !== 429;
    } catch (error) {
      recorder.failed(route, student, describeError(error as Error));
    }
    if (refusedForGood || performance.now() > giveUpAt) return null;
    await delay(Math.min(4000, 500 * 2 ** tries) * randomBetween(0.5, 1.5));
  }
}

/**
 * One student: starts at `startAt`, then saves an answer to a random question every few seconds
 * (0.5–1.5 × the mean interval) until their deadline by the server's clock; a submitter finishes at a
 * random time in the last 15 % of the time and submits, the others save until the deadline and leave.
 */
async function takeTest(url: string, quizId: string, student: Student, startAt: number, recorder: Recorder) {
  await delay(startAt - performance.now());
  const timeLimitMs = config.minutes * 60_000;
  const started = await untilAnswered(
    recorder,
    student,
    'start',
    201,
    () => call<{ data: Attempt }>(`${url}/api/quizzes/${quizId}/attempts`, student.token, 'POST'),
    // A student who could not start by the end of the time they had has missed the test.
    startAt + timeLimitMs,
  );
  if (!started) return;
  const attempt = started.data;
  student.attemptId = attempt.id;
  student.startedAt = performance.now();
  const deadline = student.startedAt + Date.parse(attempt.deadline) - Date.parse(attempt.serverNow);
  const stopAt = student.submits
    ? deadline - randomBetween(0, 0.15 * timeLimitMs)
    : deadline - LAST_SAVE_BEFORE_DEADLINE_MS;
  const meanMs = config['save-seconds'] * 1000;
  for (;;) {
    const next = performance.now() + randomBetween(0.5 * meanMs, 1.5 * meanMs);
    if (next > stopAt) break;
    await delay(next - performance.now());
    const question = attempt.questions[Math.floor(Math.random() * attempt.questions.length)];
    if (!question) break;
    const option = question.options[Math.floor(Math.random() * question.options.length)]?.index ?? 0;
    const save: Save = { questionId: question.id, option, firstTriedAt: performance.now(), savedAt: null, tries: 0 };
    student.saves.push(save);
    const saved = await untilAnswered(
      recorder,
      student,
      'save',
      200,
      () =>
        call(`${url}/api/quiz-attempts/${attempt.id}/answers/${question.id}`, student.token, 'PUT', {
          answer: { kind: 'single', option } satisfies GivenAnswer,
        }),
      deadline + ANSWER_GRACE_SECONDS * 1000,
      () => {
        save.tries += 1;
      },
    );
    if (saved) save.savedAt = performance.now();
  }
  if (!student.submits) return;
  const submitted = await untilAnswered(
    recorder,
    student,
    'submit',
    200,
    () => call(`${url}/api/quiz-attempts/${attempt.id}/submit`, student.token, 'POST'),
    // Past this the server has submitted the attempt itself (a retry would then just read it).
    deadline + (ANSWER_GRACE_SECONDS + 30) * 1000,
  );
  student.submitted = submitted !== null;
}

interface Verdict {
  /** Answers a student was told were saved (the last confirmed save of each question they answered). */
  confirmed: number;
  /** Of those, the database holds another value or none. */
  lost: number;
  /** A later save of the same question was never confirmed: either value is right, so it is counted apart. */
  unsure: number;
  /** Answers stored that no student gave. */
  unexpected: number;
  attempts: number;
  notSubmitted: number;
  autoSubmitted: number;
  submittedByStudents: number;
  /** Students who never submitted whose attempt the server submitted. */
  leftAndAutoSubmitted: number;
}

/** Compares what the students were told with what the database holds. */
async function verify(db: pg.Client, quizId: string, students: Student[]): Promise<Verdict> {
  const { rows } = await db.query<{
    attempt_id: string;
    question_id: string;
    option: number | null;
    submitted: boolean;
    auto_submitted: boolean;
  }>(
    `select a.id as attempt_id, q.question_id, (q.answer->>'option')::int as option,
       a.submitted_at is not null as submitted, a.auto_submitted
     from quiz_attempts a join quiz_attempt_questions q on q.attempt_id = a.id where a.quiz_id = $1`,
    [quizId],
  );
  const stored = new Map(rows.map((row) => [`${row.attempt_id} ${row.question_id}`, row.option]));
  const attempts = new Map(rows.map((row) => [row.attempt_id, row]));
  const verdict: Verdict = {
    confirmed: 0,
    lost: 0,
    unsure: 0,
    unexpected: 0,
    attempts: attempts.size,
    notSubmitted: [...attempts.values()].filter((a) => !a.submitted).length,
    autoSubmitted: [...attempts.values()].filter((a) => a.auto_submitted).length,
    submittedByStudents: [...attempts.values()].filter((a) => a.submitted && !a.auto_submitted).length,
    leftAndAutoSubmitted: 0,
  };
  const given = new Set<string>();
  for (const student of students) {
    if (!student.attemptId) continue;
    if (!student.submits && attempts.get(student.attemptId)?.auto_submitted) verdict.leftAndAutoSubmitted += 1;
    const byQuestion = new Map<string, Save[]>();
    for (const save of student.saves)
      byQuestion.set(save.questionId, [...(byQuestion.get(save.questionId) ?? []), save]);
    for (const [questionId, saves] of byQuestion) {
      const key = `${student.attemptId} ${questionId}`;
      given.add(key);
      const lastConfirmed = saves.findLastIndex((save) => save.savedAt !== null);
      if (lastConfirmed < 0) continue;
      verdict.confirmed += 1;
      const value = stored.get(key);
      const later = saves.slice(lastConfirmed + 1);
      if (later.length > 0) verdict.unsure += 1;
      const allowed = [saves[lastConfirmed], ...later].map((save) => save?.option);
      if (value === null || value === undefined || !allowed.includes(value)) verdict.lost += 1;
    }
  }
  verdict.unexpected = rows.filter(
    (row) => row.option !== null && !given.has(`${row.attempt_id} ${row.question_id}`),
  ).length;
  return verdict;
}

async function run(cluster: Cluster): Promise<ExamBenchResult> {
  const loadAtStart = os.loadavg()[0] ?? 0;
  const setupStarted = performance.now();
  const { quizId, students: accounts } = await seed(cluster.db);
  console.error(
    `${STUDENTS} students, ${QUESTIONS} questions seeded in ${Math.round(performance.now() - setupStarted)} ms`,
  );

  // Every n-th student leaves without submitting, so those who do start throughout the window.
  const leaveEvery = config['no-submit-percent'] > 0 ? Math.max(1, Math.round(100 / config['no-submit-percent'])) : 0;
  const students: Student[] = accounts.map((account, i) => ({
    ...account,
    attemptId: null,
    startedAt: null,
    submits: leaveEvery === 0 || i % leaveEvery !== 0,
    submitted: false,
    saves: [],
    errors: 0,
    erroredAroundKill: false,
  }));
  const recorder = new Recorder();
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  clientLoop.enable();
  const runStarted = performance.now();
  const startWindowMs = config['start-seconds'] * 1000;
  const taking = students.map((student, i) =>
    takeTest(cluster.url, quizId, student, runStarted + (i / STUDENTS) * startWindowMs, recorder),
  );

  const victim = cluster.instances.at(-1) as Instance;
  const killAfterMs = config['kill-at'] * config.minutes * 60_000;
  const killing =
    config['kill-at'] > 0 && config['kill-at'] < 1
      ? delay(startWindowMs + killAfterMs).then(() => {
          console.error(`killing ${victim.name} (SIGKILL) ${Math.round((performance.now() - runStarted) / 1000)} s in`);
          recorder.killedAt = performance.now();
          victim.process.kill('SIGKILL');
        })
      : Promise.resolve();
  const progress = setInterval(() => {
    const saves = students.reduce((sum, s) => sum + s.saves.length, 0);
    const commonest = [...recorder.errorKinds].sort((a, b) => b[1] - a[1])[0];
    console.error(
      `${Math.round((performance.now() - runStarted) / 1000)} s: ${students.filter((s) => s.attemptId).length} started, ${saves} saves, ${recorder.errors} errors${commonest ? ` (most: ${commonest[0]}, ${commonest[1]})` : ''}`,
    );
  }, 15_000);
  await Promise.all([...taking, killing]);
  clearInterval(progress);
  const takingMs = performance.now() - runStarted;
  clientLoop.disable();

  // The students who left are submitted by the server's recurring check once deadline + grace passed.
  const waitStarted = performance.now();
  const autoSubmitWait = await waitUntil(
    'every attempt to be submitted',
    async () => {
      const { rows } = await cluster.db.query<{ open: number }>(
        'select count(*)::int as open from quiz_attempts where quiz_id = $1 and submitted_at is null',
        [quizId],
      );
      return rows[0]?.open === 0 ? performance.now() - waitStarted : undefined;
    },
    AUTO_SUBMIT_WAIT_SECONDS * 1000,
  ).catch(() => null);
  const verdict = await verify(cluster.db, quizId, students);

  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  const allSaves = students.flatMap((s) => s.saves);
  const confirmedSaves = allSaves.filter((save) => save.savedAt !== null);
  const saveMs = sorted(confirmedSaves.map((save) => (save.savedAt ?? 0) - save.firstTriedAt));
  const requestMs = sorted([...(recorder.latencies.get('save') ?? [])]);
  const startMs = sorted([...(recorder.latencies.get('start') ?? [])]);
  const submitMs = sorted([...(recorder.latencies.get('submit') ?? [])]);
  const startedTimes = students.flatMap((s) => (s.startedAt === null ? [] : [s.startedAt - runStarted]));
  const aroundKill = students.filter((s) => s.erroredAroundKill);
  const lostAroundKill = aroundKill.length > 0 ? await verify(cluster.db, quizId, aroundKill) : null;
  const figures = (values: number[]) => ({
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    max: values.at(-1) ?? Number.NaN,
  });
  return {
    measuredAt: new Date().toISOString(),
    machine: `${os.cpus().length} cores, load average ${loadAtStart.toFixed(1)} at the start and ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end`,
    students: STUDENTS,
    questions: QUESTIONS,
    minutes: config.minutes,
    saveSeconds: config['save-seconds'],
    startSeconds: config['start-seconds'],
    noSubmitPercent: config['no-submit-percent'],
    killed:
      recorder.killedAt === null ? null : { instance: victim.name, secondsIn: (recorder.killedAt - runStarted) / 1000 },
    started: startedTimes.length,
    lastStartedSeconds: Math.max(0, ...startedTimes) / 1000,
    startMs: figures(startMs),
    saves: allSaves.length,
    savesConfirmed: confirmedSaves.length,
    savesRetried: confirmedSaves.filter((save) => save.tries > 1).length,
    savesNeverConfirmed: allSaves.length - confirmedSaves.length,
    saveMs: figures(saveMs),
    saveRequestMs: figures(requestMs),
    submitMs: figures(submitMs),
    requests: recorder.requests,
    requestsPerSecond: recorder.requests / (takingMs / 1000),
    errors: recorder.errors,
    errorsAroundKill: recorder.errorsAroundKill,
    errorKinds: Object.fromEntries([...recorder.errorKinds].sort((a, b) => b[1] - a[1])),
    studentsHitByKill: aroundKill.length,
    lostByStudentsHitByKill: lostAroundKill?.lost ?? 0,
    autoSubmitSeconds: autoSubmitWait === null ? null : autoSubmitWait / 1000,
    verdict,
    clientEventLoopP99Ms: clientLoop.percentile(99) / 1e6,
    targets,
  };
}

async function main(): Promise<void> {
  const teardown = new Teardown();
  let cluster: Cluster | null = null;
  const stop = (why: string) => {
    console.error(`bench:exam: ${why}, stopping`);
    void teardown.run().then(() => process.exit(1));
  };
  process.once('SIGINT', () => stop('interrupted'));
  process.once('SIGTERM', () => stop('terminated'));
  const deadline = setTimeout(() => stop(`over ${DEADLINE_SECONDS} s`), DEADLINE_SECONDS * 1000);
  try {
    console.error(
      `bench:exam: ${STUDENTS} students, ${QUESTIONS} questions, ${config.minutes} min, a save every ~${config['save-seconds']} s, all started within ${config['start-seconds']} s`,
    );
    cluster = await startCluster(teardown, {
      redisUrl,
      // Every student may have a request in flight, and each holds a client and an instance connection.
      workerConnections: STUDENTS * 2 + 4096,
      env: { SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    });
    const result = await run(cluster);
    console.log(examTable(result));
    if (!ISSUE_SIZE) {
      console.log("A run of other sizes than the issue's: results and docs/performance.md left as they are.");
      return;
    }
    writeResults('exam', result, renderExamDoc);
  } catch (error) {
    console.error('bench:exam failed:', error);
    for (const instance of cluster?.instances ?? [])
      console.error(`--- ${instance.name} output ---\n${instance.output()}`);
    process.exitCode = 1;
  } finally {
    await teardown.run();
    clearTimeout(deadline);
  }
}

await main();
