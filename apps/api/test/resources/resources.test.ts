import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { resources } from '../../src/db/schema';
import { docxDocument, epubBook, pdfDocument } from '../../src/seed/sample-files';
import { type FilePart, multipart, uploadResource } from '../helpers/resources';
import { useTestAppOnStorage } from '../helpers/s3-server';
import { json, send, type TestUser, useSignedInUsers } from '../helpers/test-app';

const demoVideo = () => readFile(new URL('../../src/seed/files/intro-to-tutorium.webm', import.meta.url));

const fields = { title: 'Algebra Cheat Sheet', description: 'Every identity on one page', category: 'Mathematics' };
const pdf = (name = 'a.pdf'): FilePart => ({ name, type: 'application/pdf', data: pdfDocument('A', ['line']) });

/** The same behaviour on both storage drivers: files under DATA_DIR, and objects in a real S3-protocol server. */
describe.each(['local', 's3'] as const)('resources stored on %s storage', (driver) => {
  const t = useTestAppOnStorage(driver, { RESOURCE_MAX_MB: '1' });
  const { teacher, otherTeacher, admin, student } = useSignedInUsers(t, {
    teacher: ['teacher', { name: 'Uma Uploader' }],
    otherTeacher: 'teacher',
    admin: 'admin',
    student: 'student',
  });

  /** Everything in storage; on disk that includes any half-written file an upload left behind. */
  async function storedFiles(): Promise<string[]> {
    if (driver === 'local') {
      return readdir(path.join(t.config.dataDir, 'resources')).catch(() => []);
    }
    const keys: string[] = [];
    for await (const key of t.app.ctx.storage.list('resources')) keys.push(key.slice('resources/'.length));
    return keys;
  }

  const rowCount = async () => (await t.db.select().from(resources)).length;

  /** Runs a refused upload and checks that neither storage nor the database changed. */
  async function expectNothingWritten(send: () => Promise<LightMyRequestResponse>) {
    const [filesBefore, rowsBefore] = await Promise.all([storedFiles(), rowCount()]);
    const response = await send();
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await rowCount()).toBe(rowsBefore);
    return response;
  }

  const upload = (user: TestUser, form: Record<string, string>, file?: FilePart) => uploadResource(t, user, form, file);

  const rowTitled = async (title: string) => {
    const [row] = await t.db.select().from(resources).where(eq(resources.title, title));
    if (!row) throw new Error(`no resource titled ${title}`);
    return row;
  };

  describe('uploading', () => {
    it.each([
      ['notes.pdf', 'application/pdf', 'pdf', pdfDocument('Notes', ['line'])],
      ['guide.docx', 'application/octet-stream', 'docx', docxDocument('Guide', ['para'])],
      ['book.epub', 'application/epub+zip', 'ebook', epubBook('Book', [{ heading: 'One', text: 'Text' }])],
    ])('stores %s (sent as %s) as a %s resource, typed by its content', async (name, type, expected, data) => {
      const response = await upload(teacher, { ...fields, title: name }, { name, type, data });
      expect(response.statusCode).toBe(201);
      expect(json(response)).toMatchObject({
        success: true,
        message: 'Resource uploaded successfully',
        data: {
          title: name,
          type: expected,
          fileName: name,
          fileSize: data.length,
          downloadCount: 0,
          uploadedBy: { name: 'Uma Uploader' },
        },
      });
      const row = await rowTitled(name);
      expect(await storedFiles()).toContain(row.storedName);
      expect(await t.app.ctx.storage.size(`resources/${row.storedName}`)).toBe(data.length);
    });

    it('refuses a file whose content is not an accepted type, whatever its name, and stores nothing', async () => {
      const response = await expectNothingWritten(() =>
        upload(teacher, fields, { name: 'evil.pdf', type: 'application/pdf', data: Buffer.from('#!/bin/sh\necho hi') }),
      );
      expect(response.statusCode).toBe(415);
      expect(json(response).message).toBe('Only PDF, video (MP4 or WebM), eBook (EPUB) and DOCX files can be uploaded');
    });

    it('refuses a file whose content disagrees with its extension or declared type, and stores nothing', async () => {
      const renamed = await expectNothingWritten(() =>
        upload(teacher, fields, { name: 'guide.docx', type: 'application/octet-stream', data: pdfDocument('A', []) }),
      );
      expect(renamed.statusCode).toBe(400);
      expect(json(renamed)).toMatchObject({
        message:
          "This file's content is PDF, which does not match its name (.docx); rename it or choose the right file",
        errors: { file: expect.stringContaining('does not match') },
      });
      const declared = await expectNothingWritten(() =>
        upload(teacher, fields, { name: 'clip.pdf', type: 'video/mp4', data: pdfDocument('A', []) }),
      );
      expect(declared.statusCode).toBe(400);
      expect(json(declared).message).toContain('does not match its declared type (video/mp4)');
    });

    it('refuses a file over the size limit while it streams, and stores nothing', async () => {
      const big = Buffer.concat([pdfDocument('Big', ['x']), Buffer.alloc(1024 * 1024 + 10, 32)]);
      const response = await expectNothingWritten(() =>
        upload(teacher, fields, { name: 'big.pdf', type: 'application/pdf', data: big }),
      );
      expect(response.statusCode).toBe(413);
      expect(json(response).message).toBe('The file is larger than the 1 MB limit');
    });

    it('keeps a file of exactly the size limit', async () => {
      const head = pdfDocument('Exact', ['x']);
      const exact = Buffer.concat([head, Buffer.alloc(1024 * 1024 - head.length, 32)]);
      const response = await upload(
        teacher,
        { ...fields, title: 'exact' },
        { name: 'exact.pdf', type: 'application/pdf', data: exact },
      );
      expect(response.statusCode).toBe(201);
      expect(json(response)).toMatchObject({ data: { fileSize: 1024 * 1024 } });
    });

    it('cleans the file name: no path, controls or direction overrides; adds the extension it lacks', async () => {
      const tricky = await upload(
        teacher,
        { ...fields, title: 'tricky' },
        pdf('..\\../etc/\u0007invoice\u202Efdp\u0085.\u200Fpdf'),
      );
      expect(tricky.statusCode).toBe(201);
      expect(json(tricky)).toMatchObject({ data: { fileName: 'invoicefdp.pdf' } });
      const bare = await upload(teacher, { ...fields, title: 'bare' }, pdf('Lecture notes'));
      expect(json(bare)).toMatchObject({ data: { fileName: 'Lecture notes.pdf' } });
      const hidden = await upload(teacher, { ...fields, title: 'hidden' }, pdf('\u202E'));
      expect(json(hidden)).toMatchObject({ data: { fileName: 'resource.pdf' } });
    });

    it('refuses malformed multipart with 400, never 500, and stores nothing', async () => {
      const noBoundary = await expectNothingWritten(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/resources',
          headers: { ...teacher.headers, 'content-type': 'multipart/form-data' },
          payload: multipart(fields, pdf()).payload,
        }),
      );
      expect(noBoundary.statusCode).toBe(400);
      expect(json(noBoundary).message).toBe(
        'The upload is not valid multipart/form-data: its content type needs a boundary',
      );

      const nulFieldName = await expectNothingWritten(() => upload(teacher, { ...fields, 'ti\u0000tle': 'x' }, pdf()));
      expect(nulFieldName.statusCode).toBe(400);
      expect(json(nulFieldName).message).toBe('Form field names must not contain NUL characters');

      const nulFileName = await expectNothingWritten(() => upload(teacher, fields, pdf('a\u0000.pdf')));
      expect(nulFileName.statusCode).toBe(400);
      expect(json(nulFileName).message).toBe('The file name must not contain NUL characters');

      const nulTitle = await expectNothingWritten(() => upload(teacher, { ...fields, title: 'A\u0000B' }, pdf()));
      expect(nulTitle.statusCode).toBe(400);
      expect(json(nulTitle)).toMatchObject({ errors: { title: 'Must not contain NUL characters' } });

      const whole = multipart(fields, { name: 'cut.pdf', type: 'application/pdf', data: pdfDocument('Cut', ['x']) });
      const cut = await expectNothingWritten(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/resources',
          headers: { ...teacher.headers, ...whole.headers },
          payload: whole.payload.subarray(0, whole.payload.length - 60),
        }),
      );
      expect(cut.statusCode).toBe(400);
      expect(json(cut).message).toBe('The upload is incomplete or not valid multipart/form-data');

      const twoFiles = multipart(fields, pdf());
      const doubled = Buffer.concat([
        twoFiles.payload.subarray(0, twoFiles.payload.lastIndexOf('------tutorium-test-boundary--')),
        multipart({}, pdf('b.pdf')).payload,
      ]);
      const tooMany = await expectNothingWritten(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/resources',
          headers: { ...teacher.headers, ...twoFiles.headers },
          payload: doubled,
        }),
      );
      expect(tooMany.statusCode).toBe(413);
      expect(json(tooMany).message).toBe('Send one file with the title, description and category');
    });

    it('refuses missing fields or file with field errors, and stores nothing', async () => {
      const noTitle = await expectNothingWritten(() => upload(teacher, { ...fields, title: '' }, pdf()));
      expect(noTitle.statusCode).toBe(400);
      expect(json(noTitle)).toMatchObject({ errors: { title: 'Title is required' } });
      const noFile = await upload(teacher, fields);
      expect(noFile.statusCode).toBe(400);
      expect(json(noFile).message).toBe('Please choose a file to upload');
      const empty = await upload(teacher, fields, {
        name: 'empty.pdf',
        type: 'application/pdf',
        data: Buffer.alloc(0),
      });
      expect(empty.statusCode).toBe(400);
      const notMultipart = await send(t, 'POST', '/api/resources', { as: teacher, payload: fields });
      expect(notMultipart.statusCode).toBe(400);
    });

    it('refuses students and visitors before storing anything', async () => {
      const student403 = await expectNothingWritten(() => upload(student, fields, pdf()));
      expect(student403.statusCode).toBe(403);
      const body = multipart(fields, pdf());
      const visitor = await expectNothingWritten(() =>
        t.app.inject({ method: 'POST', url: '/api/resources', ...body }),
      );
      expect(visitor.statusCode).toBe(401);
    });
  });

  describe('the library', () => {
    it('searches title and description and filters by category and type', async () => {
      const list = async (query: string) =>
        json<{ data: { title: string }[] }>(await send(t, 'GET', `/api/resources?${query}`)).data.map((r) => r.title);
      expect(await list('type=docx')).toEqual(['guide.docx']);
      expect(await list('search=guide.docx')).toEqual(['guide.docx']);
      expect(await list('category=Physics')).toEqual([]);
    });

    it('serves a download with its name and safe headers, and counts it', async () => {
      const row = await rowTitled('notes.pdf');
      const response = await send(t, 'GET', `/api/resources/${row.id}/download`);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename*=UTF-8''notes.pdf; filename="notes.pdf"`,
        'content-length': String(row.sizeBytes),
        'accept-ranges': 'bytes',
        'x-content-type-options': 'nosniff',
      });
      expect(response.rawPayload.equals(pdfDocument('Notes', ['line']))).toBe(true);
      await send(t, 'GET', `/api/resources/${row.id}/download`);
      expect((await rowTitled('notes.pdf')).downloadCount).toBe(2);
      expect((await send(t, 'GET', `/api/resources/${row.id}/view`)).statusCode).toBe(404);
    });

    it('names a download with any characters, encoded for the header', async () => {
      const response = await upload(teacher, { ...fields, title: 'accents' }, pdf('Résumé final.pdf'));
      const { id } = json<{ data: { id: string } }>(response).data;
      const download = await send(t, 'GET', `/api/resources/${id}/download`);
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename*=UTF-8''R%C3%A9sum%C3%A9%20final.pdf; filename="R_sum_ final.pdf"`,
      );
    });

    it('serves byte ranges, so a video can seek, counting a view only when playback starts', async () => {
      const video = await demoVideo();
      const created = await upload(
        teacher,
        { ...fields, title: 'video' },
        { name: 'intro.webm', type: 'video/webm', data: video },
      );
      expect(json(created)).toMatchObject({ data: { type: 'video', viewUrl: expect.stringContaining('/view') } });
      const row = await rowTitled('video');
      const url = `/api/resources/${row.id}/view`;
      // As a browser asks: ranges and whole files must arrive as stored whatever encodings it accepts.
      const get = (range?: string) =>
        t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', ...(range ? { range } : {}) } });

      const whole = await get();
      expect(whole.statusCode).toBe(200);
      expect(whole.headers).toMatchObject({ 'content-type': 'video/webm', 'accept-ranges': 'bytes' });
      expect(whole.headers['content-disposition']).toMatch(/^inline; /);
      expect(whole.rawPayload.equals(video)).toBe(true);

      const middle = await get('bytes=1000-1999');
      expect(middle.statusCode).toBe(206);
      expect(middle.headers).toMatchObject({
        'content-range': `bytes 1000-1999/${video.length}`,
        'content-length': '1000',
      });
      expect(middle.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);

      const rest = await get(`bytes=${video.length - 10}-`);
      expect(rest.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
      const suffix = await get('bytes=-16');
      expect(suffix.headers['content-range']).toBe(`bytes ${video.length - 16}-${video.length - 1}/${video.length}`);
      expect(suffix.rawPayload.equals(video.subarray(video.length - 16))).toBe(true);
      const past = await get(`bytes=${video.length - 4}-${video.length + 100}`);
      expect(past.headers['content-range']).toBe(`bytes ${video.length - 4}-${video.length - 1}/${video.length}`);

      const outside = await get(`bytes=${video.length}-`);
      expect(outside.statusCode).toBe(416);
      expect(outside.headers['content-range']).toBe(`bytes */${video.length}`);
      expect(json(outside).message).toBe('The requested byte range is outside the file');

      const start = await get('bytes=0-');
      expect(start.statusCode).toBe(206);
      // The whole request and the one starting at byte 0 began playback; the later ranges did not.
      expect((await rowTitled('video')).viewCount).toBe(2);

      const download = await t.app.inject({
        method: 'GET',
        url: `/api/resources/${row.id}/download`,
        headers: { range: 'bytes=0-3' },
      });
      expect(download.statusCode).toBe(206);
      expect(download.rawPayload.equals(video.subarray(0, 4))).toBe(true);
    });

    it('answers 404 for an unknown resource or a file missing from storage', async () => {
      const unknown = await send(t, 'GET', '/api/resources/00000000-0000-4000-8000-000000000000/download');
      expect(unknown.statusCode).toBe(404);
      const row = await rowTitled('bare');
      await t.app.ctx.storage.delete(`resources/${row.storedName}`);
      const missing = await send(t, 'GET', `/api/resources/${row.id}/download`);
      expect(missing.statusCode).toBe(404);
      expect(json(missing).message).toBe(
        'The file of this resource is missing; please ask its uploader to upload it again',
      );
    });
  });

  describe('managing', () => {
    it("lists a teacher's own uploads; lets the uploader and an admin edit; refuses others", async () => {
      const mine = await send(t, 'GET', '/api/resources/mine', { as: teacher });
      expect(json<{ pagination: { total: number } }>(mine).pagination.total).toBeGreaterThan(3);
      const theirs = await send(t, 'GET', '/api/resources/mine', { as: otherTeacher });
      expect(json<{ data: unknown[] }>(theirs).data).toHaveLength(0);
      const row = await rowTitled('guide.docx');
      const url = `/api/resources/${row.id}`;
      const edit = { title: 'Study Guide', description: 'Updated', category: 'Science' };
      expect(
        (await t.app.inject({ method: 'PUT', url, headers: otherTeacher.headers, payload: edit })).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'PUT', url, headers: student.headers, payload: edit })).statusCode).toBe(
        403,
      );
      expect((await t.app.inject({ method: 'PUT', url, payload: edit })).statusCode).toBe(401);
      const ok = await t.app.inject({ method: 'PUT', url, headers: teacher.headers, payload: edit });
      expect(json(ok)).toMatchObject({ data: { title: 'Study Guide', category: 'Science' } });
      expect(
        (await t.app.inject({ method: 'PUT', url, headers: admin.headers, payload: { ...edit, title: '' } }))
          .statusCode,
      ).toBe(400);
    });

    it('deletes row and file for the uploader; refuses another teacher, a student and a visitor', async () => {
      const row = await rowTitled('book.epub');
      const url = `/api/resources/${row.id}`;
      expect((await t.app.inject({ method: 'DELETE', url, headers: otherTeacher.headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url, headers: student.headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
      expect(await storedFiles()).toContain(row.storedName);
      const response = await t.app.inject({ method: 'DELETE', url, headers: teacher.headers });
      expect(response.statusCode).toBe(200);
      expect(await storedFiles()).not.toContain(row.storedName);
      expect(await t.db.select().from(resources).where(eq(resources.id, row.id))).toHaveLength(0);
      const gone = await send(t, 'GET', `${url}/download`);
      expect(gone.statusCode).toBe(404);
    });
  });
});
