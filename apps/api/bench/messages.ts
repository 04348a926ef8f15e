import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import type { SendMessageBody, StartConversationBody } from '@tutorium/contract/conversations';
import { notificationStreamEvents } from '@tutorium/contract/notifications';
import type pg from 'pg';
import { type Cluster, type Instance, startCluster, Teardown } from '../cluster/cluster';
import { hashSecret } from '../src/platform/passwords';
import { digestToken, newSessionToken } from '../src/platform/tokens';
import { eventReader } from '../test/helpers/event-stream';
import { describeError, percentile } from './figures';
import { type MessagesBenchResult, messagesTable, renderMessagesDoc } from './report';
import { writeResults } from './results';

/**
 * `npm run bench:messages`: direct messages live across instances, as production runs them. Two
 * instances of the production build behind nginx, on a throwaway PostgreSQL database and Redis
 * (cluster/cluster.ts). BENCH_MESSAGES_STREAMS accounts (teachers with a course each, students enrolled
 * in two of them) each hold one notification stream open through nginx; then BENCH_MESSAGES_RATE
 * messages a second for BENCH_MESSAGES_SECONDS go between random pairs allowed to talk (a student and
 * the teacher of a course they are in, either way round). Each message's latency is from just before
 * its POST to the event on the recipient's stream. After the last one and a grace period, every sent
 * message must be stored and have been announced on its recipient's stream; the instances' RSS is read
 * from /proc. Prints the figures and writes bench/results/messages.json and docs/performance.md.
 */
const envNumber = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const STREAMS = envNumber('BENCH_MESSAGES_STREAMS', 2000);
const RATE = envNumber('BENCH_MESSAGES_RATE', 50);
const SECONDS = envNumber('BENCH_MESSAGES_SECONDS', 60);
/** Only a run of the issue's sizes writes its results and docs/performance.md; a smaller one prints. */
const ISSUE_SIZE = STREAMS === 2000 && RATE === 50 && SECONDS === 60;
/** How long after the last send announcements may still arrive before a message counts as lost. */
const GRACE_SECONDS = envNumber('BENCH_MESSAGES_GRACE_SECONDS', 10);
/** One teacher (and course) per 20 accounts, as a small institute's classes. */
const TEACHERS = Math.max(2, Math.round(STREAMS / 20));
const COURSES_PER_STUDENT = 2;
/** Streams opened at once while setting up: a class logging in, not a stampede. */
const OPEN_AT_ONCE = 50;
/** Past this the run stops and cleans up: a stuck stream or instance must not leave a database behind. */
const DEADLINE_SECONDS = envNumber('BENCH_MESSAGES_TIMEOUT_SECONDS', SECONDS + GRACE_SECONDS + 600);
/** Its own Redis database (test:cluster uses 9), emptied at the start. */
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/10';

const METRICS_TOKEN = randomBytes(24).toString('hex');
const SEND_ROUTE = '/api/conversations/:id/messages';
const targets = { p99Ms: 1000, lost: 0, rssMb: 400 };

interface Account {
  id: string;
  role: 'teacher' | 'student';
  token: string;
}

/** A student and the teacher of a course they are enrolled in: the two may write to each other at once. */
interface Pair {
  student: Account;
  teacher: Account;
  courseId: string;
  conversationId: string;
}

/** One message: who, when it was sent, and what became of it. */
interface Sent {
  index: number;
  from: Account;
  to: Account;
  conversationId: string;
  /** The id the sending device gives a message (sendMessageBodySchema): how the database check finds it. */
  clientId: string;
  sentAt: number;
  status: number | null;
  answeredAt: number | null;
  announcedAt: number | null;
}

/**
 * Writes the accounts, their courses and enrolments, and a session for each, straight into the
 * database: signing 2,000 people in through the API is slow (Argon2 per sign-in) and rate-limited.
 * A session row is what sign-in writes (sessions/sign-in-session.ts): the SHA-256 of a random token.
 */
async function createAccounts(db: pg.Client): Promise<{ accounts: Account[]; pairs: Omit<Pair, 'conversationId'>[] }> {
  const passwordHash = await hashSecret(randomUUID());
  const teachers: Account[] = Array.from({ length: TEACHERS }, () => ({
    id: randomUUID(),
    role: 'teacher',
    token: newSessionToken(),
  }));
  const students: Account[] = Array.from({ length: STREAMS - TEACHERS }, () => ({
    id: randomUUID(),
    role: 'student',
    token: newSessionToken(),
  }));
  const accounts = [...teachers, ...students];
  await db.query('begin');
  await db.query(
    `insert into users (id, name, email, role, password_hash, email_verified_at, first_signed_in_at)
     select id, initcap(role) || ' ' || n, role || '-' || n || '@messages.bench.test', role, $3, now(), now()
     from unnest($1::uuid[], $2::text[]) with ordinality as a(id, role, n)`,
    [accounts.map((a) => a.id), accounts.map((a) => a.role), passwordHash],
  );
  const courseIds = teachers.map(() => randomUUID());
  await db.query(
    `insert into courses (id, instructor_id, title, description, category, start_time, end_time, duration_hours,
       start_date, max_students)
     select id, teacher, 'Messages bench course ' || n, 'A course of the messages benchmark.', 'Mathematics',
       '10:00', '11:00', 10, current_date, 1000
     from unnest($1::uuid[], $2::uuid[]) with ordinality as c(id, teacher, n)`,
    [courseIds, teachers.map((t) => t.id)],
  );
  const pairs: Omit<Pair, 'conversationId'>[] = [];
  students.forEach((student, s) => {
    for (let k = 0; k < COURSES_PER_STUDENT; k += 1) {
      const t = (s + k) % TEACHERS;
      pairs.push({ student, teacher: teachers[t] as Account, courseId: courseIds[t] as string });
    }
  });
  await db.query(
    `insert into enrolments (course_id, student_id) select * from unnest($1::uuid[], $2::uuid[]) on conflict do nothing`,
    [pairs.map((pair) => pair.courseId), pairs.map((pair) => pair.student.id)],
  );
  await db.query(
    `insert into sessions (user_id, token_hash, expires_at, browser, os)
     select id, hash, now() + interval '1 day', 'Bench', 'Linux' from unnest($1::uuid[], $2::text[]) as s(id, hash)`,
    [accounts.map((a) => a.id), accounts.map((a) => digestToken(a.token))],
  );
  await db.query('commit');
  return { accounts, pairs };
}

/** A JSON request through the balancer as `account`. */
async function call(
  url: string,
  account: Account,
  body: unknown,
): Promise<{ status: number; body: { data?: { id?: string }; error?: unknown } }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : { error: text } };
}

/**
 * Each student starts the conversation with the teacher of each of their courses through the API (as
 * the web does; the first message goes with it), before any stream is open, so the run's messages
 * all go into existing conversations.
 */
async function startConversations(url: string, pairs: Omit<Pair, 'conversationId'>[]): Promise<Pair[]> {
  return inBatches(pairs, OPEN_AT_ONCE, async (pair) => {
    const answer = await call(`${url}/api/conversations`, pair.student, {
      recipientId: pair.teacher.id,
      courseId: pair.courseId,
      text: 'Hello! A question about the course.',
      clientId: randomUUID(),
    } satisfies StartConversationBody);
    const conversationId = answer.body.data?.id;
    if (answer.status !== 201 || !conversationId) {
      throw new Error(`starting a conversation answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return { ...pair, conversationId };
  });
}

/** Sends `message` into its conversation; resolves with the answer's status. */
async function sendMessage(url: string, message: Sent): Promise<number> {
  const answer = await call(`${url}/api/conversations/${message.conversationId}/messages`, message.from, {
    text: `Bench message ${message.index}`,
    clientId: message.clientId,
  } satisfies SendMessageBody);
  return answer.status;
}

/** The client ids, of those given, that the database holds a message for. */
async function storedClientIds(db: pg.Client, clientIds: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ client_id: string }>(
    'select client_id from messages where client_id = any($1::uuid[])',
    [clientIds],
  );
  return new Set(rows.map((row) => row.client_id));
}

/**
 * Matches `messages` events to sent messages. An event names only the conversation (the client then
 * refetches), so an event on the recipient's stream announces the oldest message of that conversation
 * to them not yet announced. Events a stream hears about its own sends, and any surplus, are counted
 * apart; an empty conversation id (the server may have missed announcements) too.
 */
class Announcements {
  private readonly waiting = new Map<string, Sent[]>();
  private waitingTotal = 0;
  other = 0;
  resyncs = 0;

  expect(message: Sent): void {
    const key = `${message.to.id} ${message.conversationId}`;
    const queue = this.waiting.get(key) ?? [];
    queue.push(message);
    this.waiting.set(key, queue);
    this.waitingTotal += 1;
  }

  /** A send that was refused or failed announces nothing: stop waiting for it. */
  forget(message: Sent): void {
    const queue = this.waiting.get(`${message.to.id} ${message.conversationId}`) ?? [];
    const at = queue.indexOf(message);
    if (at < 0) return;
    queue.splice(at, 1);
    this.waitingTotal -= 1;
  }

  heard(account: Account, data: string, at: number): void {
    const conversationId = (JSON.parse(data) as { conversationId?: string }).conversationId ?? '';
    if (conversationId === '') {
      this.resyncs += 1;
      return;
    }
    const message = this.waiting.get(`${account.id} ${conversationId}`)?.shift();
    if (!message) {
      this.other += 1;
      return;
    }
    message.announcedAt = at;
    this.waitingTotal -= 1;
  }

  pending(): number {
    return this.waitingTotal;
  }
}

/**
 * What the database's sessions for the cluster are doing, sampled every 200 ms while sending: the
 * counts tell where a slow send waits (a lock, the WAL's flush, the client: `ClientRead` is PostgreSQL
 * waiting for the instance to send its next statement).
 */
class DatabaseWaits {
  private readonly counts = new Map<string, number>();
  private samples = 0;
  private timer: NodeJS.Timeout | null = null;

  start(db: pg.Client): void {
    let busy = false;
    this.timer = setInterval(() => {
      if (busy) return;
      busy = true;
      db.query<{ what: string; n: number }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'on CPU') || ' (' || state || ')' as what, count(*)::int as n
         from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'
           and query not ilike 'listen %'
         group by 1`,
      )
        .then(({ rows }) => {
          this.samples += 1;
          for (const row of rows) this.counts.set(row.what, (this.counts.get(row.what) ?? 0) + row.n);
        })
        .finally(() => {
          busy = false;
        });
    }, 200);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Mean number of sessions in each state per sample, busiest first. */
  summary(): Record<string, number> {
    return Object.fromEntries(
      [...this.counts]
        .sort((a, b) => b[1] - a[1])
        .map(([what, total]) => [what, Math.round((100 * total) / Math.max(1, this.samples)) / 100]),
    );
  }
}

interface OpenStream {
  account: Account;
  close(): void;
}

/**
 * Opens `account`'s stream through the balancer and calls `onEvent` with each event's data as it
 * arrives; resolves once the stream is live (`ready`). A stream that ends early is reported as an error.
 */
async function openStream(
  url: string,
  account: Account,
  onEvent: (data: string, at: number) => void,
  onError: (error: string) => void,
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${account.token}` },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`stream answered ${response.status}: ${await response.text()}`);
  const events = eventReader(response);
  await events.next('ready');
  void (async () => {
    for (;;) {
      const data = await events.next(notificationStreamEvents.messages);
      onEvent(data, performance.now());
    }
  })().catch((error: Error) => {
    if (!controller.signal.aborted) onError(`stream of ${account.id}: ${error.message}`);
  });
  return { account, close: () => controller.abort() };
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at] as T);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

interface ProcessFigures {
  rssMb: number;
  /** VmHWM: the highest RSS the process ever had. */
  peakRssMb: number;
  /** User and system CPU time used so far. */
  cpuSeconds: number;
}

/** An instance's memory and CPU from /proc (Linux). CPU ticks are USER_HZ, 100 a second on Linux. */
async function processFigures(instance: Instance): Promise<ProcessFigures> {
  const pid = instance.process.pid;
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(stat[11] ?? 0) + Number(stat[12] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024, cpuSeconds: ticks / 100 };
}

interface InstanceMetrics {
  /** The event loop's delay since the previous scrape (prom-client resets it on each). */
  loopP99Ms: number;
  loopMaxMs: number;
  /** Seconds the instance spent answering sends, and how many, since it started. */
  sendSeconds: number;
  sends: number;
}

/** An instance's own view from its Prometheus metrics: where the time of a message goes inside it. */
async function instanceMetrics(instance: Instance): Promise<InstanceMetrics> {
  const response = await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const lines = (await response.text()).split('\n');
  const value = (name: string, route?: string) =>
    lines
      .filter((line) => line.startsWith(name) && (route === undefined || line.includes(`route="${route}"`)))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
  return {
    loopP99Ms: value('nodejs_eventloop_lag_p99_seconds ') * 1000,
    loopMaxMs: value('nodejs_eventloop_lag_max_seconds ') * 1000,
    sendSeconds: value('http_request_duration_seconds_sum{', SEND_ROUTE),
    sends: value('http_request_duration_seconds_count{', SEND_ROUTE),
  };
}

async function run(cluster: Cluster): Promise<MessagesBenchResult> {
  const loadAtStart = os.loadavg()[0] ?? 0;
  const setupStarted = performance.now();
  const { accounts, pairs: allowed } = await createAccounts(cluster.db);
  const pairs = await startConversations(cluster.url, allowed);
  console.error(
    `${accounts.length} accounts, ${pairs.length} conversations in ${Math.round(performance.now() - setupStarted)} ms`,
  );

  const errors: string[] = [];
  const sent: Sent[] = [];
  const announcements = new Announcements();
  const openStarted = performance.now();
  const streams = await inBatches(accounts, OPEN_AT_ONCE, (account) =>
    openStream(
      cluster.url,
      account,
      (data, at) => announcements.heard(account, data, at),
      (error) => errors.push(error),
    ),
  );
  const openMs = performance.now() - openStarted;
  const afterOpen = await Promise.all(cluster.instances.map(processFigures));
  const metricsBefore = await Promise.all(cluster.instances.map(instanceMetrics));
  // This process's own event loop: a starved client would add its delay to every latency measured.
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  clientLoop.enable();
  console.error(
    `${streams.length} streams open in ${Math.round(openMs)} ms; RSS ${afterOpen.map((f) => f.rssMb.toFixed(0)).join(' / ')} MB`,
  );

  const total = Math.round(RATE * SECONDS);
  const intervalMs = 1000 / RATE;
  const inFlight: Promise<void>[] = [];
  const waits = new DatabaseWaits();
  waits.start(cluster.db);
  const runStarted = performance.now();
  for (let index = 0; index < total; index += 1) {
    const wait = runStarted + index * intervalMs - performance.now();
    if (wait > 0) await delay(wait);
    const pair = pairs[Math.floor(Math.random() * pairs.length)] as Pair;
    const studentWrites = Math.random() < 0.5;
    const message: Sent = {
      index,
      from: studentWrites ? pair.student : pair.teacher,
      to: studentWrites ? pair.teacher : pair.student,
      conversationId: pair.conversationId,
      clientId: randomUUID(),
      sentAt: performance.now(),
      status: null,
      answeredAt: null,
      announcedAt: null,
    };
    sent.push(message);
    announcements.expect(message);
    inFlight.push(
      sendMessage(cluster.url, message)
        .then((status) => {
          message.status = status;
          message.answeredAt = performance.now();
          if (status !== 201) throw new Error(`answered ${status}`);
        })
        .catch((error: Error) => {
          announcements.forget(message);
          errors.push(`message ${index}: ${describeError(error)}`);
        }),
    );
  }
  const sendingMs = performance.now() - runStarted;
  await Promise.all(inFlight);
  waits.stop();
  const graceEnds = performance.now() + GRACE_SECONDS * 1000;
  while (performance.now() < graceEnds && announcements.pending() > 0) await delay(100);
  const atEnd = await Promise.all(cluster.instances.map(processFigures));
  const metricsAfter = await Promise.all(cluster.instances.map(instanceMetrics));
  clientLoop.disable();
  for (const stream of streams) stream.close();

  const accepted = sent.filter((message) => message.status === 201);
  const stored = await storedClientIds(
    cluster.db,
    accepted.map((message) => message.clientId),
  );
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  const latencies = sorted(
    accepted.flatMap((message) => (message.announcedAt === null ? [] : [message.announcedAt - message.sentAt])),
  );
  const answers = sorted(
    accepted.flatMap((message) => (message.answeredAt === null ? [] : [message.answeredAt - message.sentAt])),
  );
  const notStored = accepted.filter((message) => !stored.has(message.clientId)).length;
  const notAnnounced = accepted.filter((message) => message.announcedAt === null).length;
  const lost = accepted.filter((message) => message.announcedAt === null || !stored.has(message.clientId)).length;
  if (errors.length > 0) console.error(`errors (first 10 of ${errors.length}):\n  ${errors.slice(0, 10).join('\n  ')}`);
  const errorKinds: Record<string, number> = {};
  for (const error of errors) {
    const kind = error.replace(/^message \d+: /, '').replace(/^stream of [\w-]+: /, 'stream: ');
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  }
  console.error(
    `other messages events: ${announcements.other} (a sender's own stream hears its sends), resyncs: ${announcements.resyncs}`,
  );
  return {
    measuredAt: new Date().toISOString(),
    machine: `${os.cpus().length} cores, load average ${loadAtStart.toFixed(1)} at the start and ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end`,
    streams: streams.length,
    rate: RATE,
    seconds: SECONDS,
    sendingSeconds: sendingMs / 1000,
    openStreamsSeconds: openMs / 1000,
    sent: sent.length,
    accepted: accepted.length,
    errors: errors.length,
    errorKinds,
    databaseWaits: waits.summary(),
    lost,
    notStored,
    notAnnounced,
    otherEvents: announcements.other,
    resyncs: announcements.resyncs,
    latencyMs: { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? Number.NaN },
    answerMs: { p50: percentile(answers, 50), p99: percentile(answers, 99) },
    instances: cluster.instances.map((instance, i) => ({
      name: instance.name,
      rssAfterOpenMb: afterOpen[i]?.rssMb ?? 0,
      rssAtEndMb: atEnd[i]?.rssMb ?? 0,
      peakRssMb: atEnd[i]?.peakRssMb ?? 0,
      cpuSecondsDuringRun: (atEnd[i]?.cpuSeconds ?? 0) - (afterOpen[i]?.cpuSeconds ?? 0),
      eventLoopP99Ms: metricsAfter[i]?.loopP99Ms ?? 0,
      eventLoopMaxMs: metricsAfter[i]?.loopMaxMs ?? 0,
      sendsAnswered: (metricsAfter[i]?.sends ?? 0) - (metricsBefore[i]?.sends ?? 0),
      sendMeanMs:
        (1000 * ((metricsAfter[i]?.sendSeconds ?? 0) - (metricsBefore[i]?.sendSeconds ?? 0))) /
        Math.max(1, (metricsAfter[i]?.sends ?? 0) - (metricsBefore[i]?.sends ?? 0)),
    })),
    clientEventLoopP99Ms: clientLoop.percentile(99) / 1e6,
    targets,
  };
}

async function main(): Promise<void> {
  const teardown = new Teardown();
  let cluster: Cluster | null = null;
  const stop = (why: string) => {
    console.error(`bench:messages: ${why}, stopping`);
    void teardown.run().then(() => process.exit(1));
  };
  process.once('SIGINT', () => stop('interrupted'));
  process.once('SIGTERM', () => stop('terminated'));
  const deadline = setTimeout(() => stop(`over ${DEADLINE_SECONDS} s`), DEADLINE_SECONDS * 1000);
  try {
    cluster = await startCluster(teardown, {
      redisUrl,
      // Each stream holds a client and an instance connection at nginx for its whole life, and so does
      // each send in flight: when answers slow down, hundreds are (past the limit nginx drops them).
      workerConnections: STREAMS * 2 + 4096,
      env: { SEED_DEMO: 'false', LOG_LEVEL: 'warn', METRICS_TOKEN },
    });
    const result = await run(cluster);
    console.log(messagesTable(result));
    if (!ISSUE_SIZE) {
      console.log("A run of other sizes than the issue's: results and docs/performance.md left as they are.");
      return;
    }
    writeResults('messages', result, renderMessagesDoc);
  } catch (error) {
    console.error('bench:messages failed:', error);
    for (const instance of cluster?.instances ?? [])
      console.error(`--- ${instance.name} output ---\n${instance.output()}`);
    process.exitCode = 1;
  } finally {
    await teardown.run();
    clearTimeout(deadline);
  }
}

await main();
