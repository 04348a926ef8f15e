/**
 * `npm run test:cluster`: Tutorium as several instances behind a load balancer, with real parts
 * (cluster/cluster.ts starts them: the machine's PostgreSQL with a throwaway database, Redis, an SMTP
 * sink, s3rver, two instances of the production build and nginx balancing round-robin). Each step
 * below is a claim about running many instances; a new claim is one more entry in `steps`.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { pdfDocument } from '../src/seed/sample-files';
import { eventReader } from '../test/helpers/event-stream';
import { type Cluster, type Instance, startCluster, Teardown, waitUntil } from './cluster';

/** A Redis database of its own, emptied at the start, so counters from other runs cannot interfere. */
const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const deadlineMs = Number(process.env.CLUSTER_TIMEOUT_MS ?? 300_000);
const METRICS_TOKEN = randomBytes(24).toString('hex');
const LOGIN_FAILURES = 3;

async function call(
  url: string,
  init: { method?: string; token?: string; body?: unknown; whole?: true } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.whole ? { 'accept-encoding': 'identity' } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : { text } };
}

async function signIn(url: string, email: string, role: 'student' | 'admin'): Promise<string> {
  const { status, body } = await call(`${url}/api/auth/login`, {
    method: 'POST',
    body: { email, password: 'tutorium-demo', role },
  });
  assert.equal(status, 200, `sign-in of ${email} at ${url}: ${JSON.stringify(body)}`);
  return String(body.token);
}

/** Requests an instance has answered for one route, from its Prometheus metrics. */
async function requestsServed(instance: Instance, route: string): Promise<number> {
  const response = await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_request_duration_seconds_count{') && line.includes(`route="${route}"`))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

const steps: Array<{ name: string; run(cluster: Cluster): Promise<void> }> = [
  {
    name: 'the web build comes from the balancer precompressed, and large answers compressed',
    async run({ url }) {
      const page = await (await fetch(`${url}/`)).text();
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
      assert.ok(script, 'index.html names its entry script');
      const plain = await fetch(`${url}${script}`, { headers: { 'accept-encoding': 'identity' } });
      assert.equal(plain.headers.get('content-encoding'), null);
      const gzipped = await fetch(`${url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(gzipped.headers.get('content-encoding'), 'gzip');
      assert.match(gzipped.headers.get('vary') ?? '', /accept-encoding/i);
      assert.match(gzipped.headers.get('content-type') ?? '', /javascript/);
      assert.equal(await gzipped.text(), await plain.text());

      for (const encoding of ['br', 'gzip']) {
        const docs = await fetch(`${url}/api/docs/json`, { headers: { 'accept-encoding': encoding } });
        assert.equal(docs.status, 200);
        assert.equal(docs.headers.get('content-encoding'), encoding);
        assert.ok(JSON.parse(await docs.text()).openapi, 'the decoded OpenAPI document');
      }
      const small = await fetch(`${url}/api/health`, { headers: { 'accept-encoding': 'br, gzip' } });
      assert.equal(small.headers.get('content-encoding'), null);
    },
  },
  {
    name: 'the balancer spreads requests over both instances',
    async run({ url, instances }) {
      for (let i = 0; i < 20; i += 1) assert.equal((await call(`${url}/api/site`)).status, 200);
      const served = await Promise.all(instances.map((instance) => requestsServed(instance, '/api/site')));
      assert.equal(
        served.reduce((a, b) => a + b, 0),
        20,
      );
      for (const count of served) assert.ok(count >= 5, `round-robin: each instance served some (${served})`);
    },
  },
  {
    name: 'a session made on one instance works on the other',
    async run({ url, instances }) {
      const [a, b] = instances as [Instance, Instance];
      const token = await signIn(a.url, 'student@tutorium.test', 'student');
      const profile = await call(`${b.url}/api/users/profile`, { token });
      assert.equal(profile.status, 200);
      assert.equal((profile.body.data as { email: string }).email, 'student@tutorium.test');
      for (let i = 0; i < 6; i += 1) assert.equal((await call(`${url}/api/users/profile`, { token })).status, 200);
      assert.equal((await call(`${b.url}/api/auth/logout`, { method: 'POST', token })).status, 200);
      assert.equal((await call(`${a.url}/api/users/profile`, { token })).status, 401);
    },
  },
  {
    name: 'rate limits are shared: failed sign-ins on either instance count together',
    async run({ instances }) {
      const email = `nobody-${randomBytes(4).toString('hex')}@example.test`;
      const attempt = (instance: Instance) =>
        call(`${instance.url}/api/auth/login`, {
          method: 'POST',
          body: { email, password: 'wrong password', role: 'student' },
        });
      for (let i = 0; i < LOGIN_FAILURES; i += 1) {
        assert.equal((await attempt(instances[i % 2] as Instance)).status, 401);
      }
      for (const instance of instances) assert.equal((await attempt(instance)).status, 429);
    },
  },
  {
    name: 'a class reminder is emailed once although both instances look for due reminders',
    async run({ db, mail }) {
      const title = `Cluster class ${randomBytes(4).toString('hex')}`;
      const inserted = await db.query<{ id: string }>(
        `insert into live_classes (course_id, title, subject, starts_at, duration_minutes, meeting_link)
         select e.course_id, $1, 'Cluster', now() + interval '30 minutes', 45, 'https://meet.example.test/cluster'
         from enrolments e join users u on u.id = e.student_id
         where u.email = 'student@tutorium.test' limit 1
         returning id`,
        [title],
      );
      const liveClassId = inserted.rows[0]?.id;
      assert.ok(liveClassId, 'the demo student has a course to hold a class in');
      const expected = await waitUntil('the reminders to be claimed and sent', async () => {
        const { rows } = await db.query<{ claimed: number; unsent: number }>(
          `select (select count(*)::int from class_reminders r join users u on u.id = r.student_id
                   where r.live_class_id = $1 and u.notify_email) as claimed,
                  (select count(*)::int from email_outbox where subject like $2 and status <> 'sent') as unsent`,
          [liveClassId, `Reminder: ${title} %`],
        );
        const row = rows[0];
        return row && row.claimed > 0 && row.unsent === 0 ? row.claimed : undefined;
      });
      const received = mail.messages.filter((m) => m.subject.startsWith(`Reminder: ${title} `));
      const recipients = received.flatMap((m) => m.to);
      assert.equal(received.length, expected, 'one email per enrolled, opted-in student');
      assert.equal(new Set(recipients).size, recipients.length, 'nobody got it twice');
      assert.ok(recipients.includes('student@tutorium.test'));
    },
  },
  {
    name: 'a notification caused through one instance reaches a stream open on the other',
    async run({ instances }) {
      const [a, b] = instances as [Instance, Instance];
      const adminToken = await signIn(b.url, 'admin@tutorium.test', 'admin');
      const controller = new AbortController();
      const response = await fetch(`${b.url}/api/notifications/stream`, {
        headers: { authorization: `Bearer ${adminToken}` },
        signal: controller.signal,
      });
      assert.equal(response.status, 200);
      const events = eventReader(response);
      const withinTenSeconds = <T>(what: string, promise: Promise<T>) =>
        Promise.race([promise, delay(10_000).then(() => Promise.reject(new Error(`no ${what} within 10 s`)))]);
      await withinTenSeconds('ready event', events.next('ready'));
      const subject = `Cluster hello ${randomBytes(4).toString('hex')}`;
      const sent = await call(`${a.url}/api/contact`, {
        method: 'POST',
        body: { name: 'Cluster Visitor', email: 'visitor@example.test', subject, message: 'Through instance A' },
      });
      assert.equal(sent.status, 201, JSON.stringify(sent.body));
      await withinTenSeconds('changed event', events.next('changed'));
      const list = await call(`${b.url}/api/notifications?unread=true`, { token: adminToken });
      const titles = (list.body.data as { title: string }[]).map((item) => item.title);
      assert.ok(titles.includes(`Contact message: ${subject}`), `the admin's list: ${titles}`);
      controller.abort();
    },
  },
  {
    name: 'a file uploaded through the balancer downloads from both instances (one bucket)',
    async run({ url, instances }) {
      const token = await signIn(url, 'teacher@tutorium.test', 'admin');
      const file = pdfDocument('Cluster notes', ['Uploaded through nginx, stored in the bucket.']);
      const form = new FormData();
      form.set('title', 'Cluster notes');
      form.set('description', 'Shared by every instance');
      form.set('category', 'Mathematics');
      form.set('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'cluster-notes.pdf');
      const upload = await fetch(`${url}/api/resources`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const uploaded = (await upload.json()) as { data?: { id: string } };
      assert.equal(upload.status, 201, JSON.stringify(uploaded));
      for (const instance of instances) {
        const download = await fetch(`${instance.url}/api/resources/${uploaded.data?.id}/download`);
        assert.equal(download.status, 200, `download from ${instance.name}`);
        assert.deepEqual(Buffer.from(await download.arrayBuffer()), file, `bytes from ${instance.name}`);
      }
    },
  },
  {
    name: 'an instance killed mid-run: traffic through the balancer keeps succeeding',
    async run({ url, instances }) {
      const victim = instances[1] as Instance;
      const total = 300;
      const killAt = 100;
      let done = 0;
      const failures: string[] = [];
      const worker = async () => {
        while (done < total) {
          done += 1;
          if (done === killAt) victim.process.kill('SIGKILL');
          // An answer already streaming when its instance dies cannot be retried by any balancer (bytes
          // are out), and a compressed answer streams in chunks: this step is about the balancer routing
          // around the dead instance, so it asks for whole answers, each written at once.
          const response = await call(`${url}/api/courses?page=1`, { whole: true }).catch((error: Error) => ({
            status: 0,
            body: { text: error.message },
          }));
          if (response.status !== 200) failures.push(`${response.status} ${JSON.stringify(response.body)}`);
        }
      };
      await Promise.all([worker(), worker(), worker(), worker()]);
      assert.notEqual(victim.process.exitCode ?? victim.process.signalCode, null, 'the victim is gone');
      assert.deepEqual(failures, [], `all ${total} requests succeeded`);
    },
  },
];

async function main(): Promise<void> {
  const started = Date.now();
  const teardown = new Teardown();
  const deadline = setTimeout(() => {
    console.error(`cluster test: over ${deadlineMs} ms, stopping`);
    void teardown.run().then(() => process.exit(1));
  }, deadlineMs);
  let cluster: Cluster | null = null;
  let failed = false;
  try {
    cluster = await startCluster(teardown, {
      redisUrl,
      env: {
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        METRICS_TOKEN,
        REMINDER_CHECK_SECONDS: '1',
        OUTBOX_POLL_MS: '200',
        RATE_LIMIT_LOGIN_FAILURES: String(LOGIN_FAILURES),
      },
    });
    const { url, instances } = cluster;
    console.log(`cluster up in ${Date.now() - started} ms: nginx ${url} -> ${instances.map((i) => i.url).join(', ')}`);
    for (const step of steps) {
      const stepStarted = Date.now();
      await step.run(cluster);
      console.log(`  ✓ ${step.name} (${Date.now() - stepStarted} ms)`);
    }
  } catch (error) {
    failed = true;
    console.error('cluster test failed:', error);
    for (const instance of cluster?.instances ?? [])
      console.error(`--- ${instance.name} output ---\n${instance.output()}`);
  } finally {
    await teardown.run();
    clearTimeout(deadline);
  }
  console.log(`cluster test ${failed ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(failed ? 1 : 0);
}

await main();
