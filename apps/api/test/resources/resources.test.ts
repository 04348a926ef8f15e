import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/db/schema';
import { docxDocument, epubBook, pdfDocument } from '../../src/db/seed/sample-files';
import { createSignedInUser, createTestApp, json, type TestApp, type TestUser } from '../helpers/test-app';

let t: TestApp;
let teacher: TestUser;
let otherTeacher: TestUser;
let admin: TestUser;
let student: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RESOURCE_MAX_MB: '1' });
  [teacher, otherTeacher, admin, student] = await Promise.all([
    createSignedInUser(t, 'teacher', { name: 'Uma Uploader' }),
    createSignedInUser(t, 'teacher'),
    createSignedInUser(t, 'admin'),
    createSignedInUser(t, 'student'),
  ]);
});
afterAll(() => t.close());

const storedFiles = () => readdir(path.join(t.config.dataDir, 'resources'));

/** A multipart/form-data body as a browser sends it. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = '----tutorium-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([key, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const fields = { title: 'Algebra Cheat Sheet', description: 'Every identity on one page', category: 'Mathematics' };

async function upload(
  user: TestUser,
  form: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) {
  const body = multipart(form, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/resources',
    payload: body.payload,
    headers: { ...body.headers, ...user.headers },
  });
}

describe('uploading resources', () => {
  it.each([
    ['notes.pdf', 'application/pdf', pdfDocument('Notes', ['line']), 'pdf'],
    ['guide.docx', 'application/octet-stream', docxDocument('Guide', ['para']), 'docx'],
    ['book.epub', 'application/epub+zip', epubBook('Book', [{ heading: 'One', text: 'Text' }]), 'ebook'],
  ])('stores %s as a %s resource, typed by its content', async (name, type, data, expected) => {
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
  });

  it('refuses a file whose content is not an accepted type, whatever its name, and stores nothing', async () => {
    const before = await storedFiles();
    const rowsBefore = (await t.db.select().from(resources)).length;
    const response = await upload(teacher, fields, {
      name: 'evil.pdf',
      type: 'application/pdf',
      data: Buffer.from('#!/bin/sh\necho hi'),
    });
    expect(response.statusCode).toBe(415);
    expect(json(response).message).toBe('Only PDF, video (MP4 or WebM), eBook (EPUB) and DOCX files can be uploaded');
    expect(await storedFiles()).toEqual(before);
    expect(await t.db.select().from(resources)).toHaveLength(rowsBefore);
  });

  it('refuses a file over the size limit and stores nothing', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([pdfDocument('Big', ['x']), Buffer.alloc(1024 * 1024 + 10, 32)]);
    const response = await upload(teacher, fields, { name: 'big.pdf', type: 'application/pdf', data: big });
    expect(response.statusCode).toBe(413);
    expect(json(response).message).toBe('The file is larger than the 1 MB limit');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses missing fields or file with field errors', async () => {
    const noTitle = await upload(
      teacher,
      { ...fields, title: '' },
      { name: 'a.pdf', type: 'application/pdf', data: pdfDocument('A', []) },
    );
    expect(noTitle.statusCode).toBe(400);
    expect(json(noTitle)).toMatchObject({ errors: { title: 'Title is required' } });
    const noFile = await upload(teacher, fields);
    expect(noFile.statusCode).toBe(400);
    expect(json(noFile).message).toBe('Please choose a file to upload');
    const json400 = await t.app.inject({
      method: 'POST',
      url: '/api/resources',
      headers: teacher.headers,
      payload: fields,
    });
    expect(json400.statusCode).toBe(400);
  });

  it('refuses students and visitors', async () => {
    const file = { name: 'a.pdf', type: 'application/pdf', data: pdfDocument('A', []) };
    expect((await upload(student, fields, file)).statusCode).toBe(403);
    const body = multipart(fields, file);
    expect((await t.app.inject({ method: 'POST', url: '/api/resources', ...body })).statusCode).toBe(401);
  });
});

describe('the library', () => {
  it('searches title and description and filters by category and type', async () => {
    const list = async (query: string) =>
      json<{ data: { title: string }[] }>(
        await t.app.inject({ method: 'GET', url: `/api/resources?${query}` }),
      ).data.map((r) => r.title);
    expect(await list('type=docx')).toEqual(['guide.docx']);
    expect(await list('search=identity')).toHaveLength(3);
    expect(await list('search=guide.docx')).toEqual(['guide.docx']);
    expect(await list('category=Physics')).toEqual([]);
  });

  it('serves a download with its name and counts it', async () => {
    const [row] = await t.db.select().from(resources).where(eq(resources.title, 'notes.pdf'));
    const response = await t.app.inject({ method: 'GET', url: `/api/resources/${row?.id}/download` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename=notes.pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await t.app.inject({ method: 'GET', url: `/api/resources/${row?.id}/download` });
    const [after] = await t.db
      .select()
      .from(resources)
      .where(eq(resources.id, row?.id ?? ''));
    expect(after?.downloadCount).toBe(2);
    expect((await t.app.inject({ method: 'GET', url: `/api/resources/${row?.id}/view` })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown resource', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/resources/00000000-0000-4000-8000-000000000000/download' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('managing resources', () => {
  it("lists a teacher's own uploads; lets the uploader and an admin edit; refuses others", async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/resources/mine', headers: teacher.headers });
    expect(json<{ data: unknown[] }>(mine).data).toHaveLength(3);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/resources/mine', headers: otherTeacher.headers });
    expect(json<{ data: unknown[] }>(theirs).data).toHaveLength(0);
    const [row] = await t.db.select().from(resources).where(eq(resources.title, 'guide.docx'));
    const url = `/api/resources/${row?.id}`;
    const edit = { title: 'Study Guide', description: 'Updated', category: 'Science' };
    expect((await t.app.inject({ method: 'PUT', url, headers: otherTeacher.headers, payload: edit })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'PUT', url, headers: student.headers, payload: edit })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url, payload: edit })).statusCode).toBe(401);
    const ok = await t.app.inject({ method: 'PUT', url, headers: teacher.headers, payload: edit });
    expect(json(ok)).toMatchObject({ data: { title: 'Study Guide', category: 'Science' } });
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: admin.headers, payload: { ...edit, title: '' } })).statusCode,
    ).toBe(400);
  });

  it('deletes row and file for the uploader; refuses another teacher', async () => {
    const [row] = await t.db.select().from(resources).where(eq(resources.title, 'book.epub'));
    const url = `/api/resources/${row?.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: otherTeacher.headers })).statusCode).toBe(403);
    expect(await storedFiles()).toContain(row?.storedName);
    const response = await t.app.inject({ method: 'DELETE', url, headers: teacher.headers });
    expect(response.statusCode).toBe(200);
    expect(await storedFiles()).not.toContain(row?.storedName);
    expect(
      await t.db
        .select()
        .from(resources)
        .where(eq(resources.id, row?.id ?? '')),
    ).toHaveLength(0);
  });
});
