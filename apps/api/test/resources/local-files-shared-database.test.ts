import { resourceMessages } from '@tutorium/contract/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { sharedDatabaseLocalFilesWarning } from '../../src/platform/storage';
import { pdfDocument } from '../../src/seed/sample-files';
import { uploadResource } from '../helpers/resources';
import { createSignedInUser, createTestApp, json, type TestApp } from '../helpers/test-app';

describe('local files with a database other instances may share', () => {
  it('is warned about at start-up when DATABASE_URL is set and S3_BUCKET is not', () => {
    const warning = sharedDatabaseLocalFilesWarning(
      loadConfig({ DATABASE_URL: 'postgres://tutorium@db.example.test/tutorium', DATA_DIR: '/srv/tutorium' }),
    );
    expect(warning).toContain('Uploaded files are kept in /srv/tutorium/resources on this machine');
    expect(warning).toContain('answers 404 for files uploaded here. Set S3_BUCKET when several instances run');
    // The embedded database has one process anyway; a bucket is shared by every instance.
    expect(sharedDatabaseLocalFilesWarning(loadConfig({ DATA_DIR: '/srv/tutorium' }))).toBeNull();
    expect(
      sharedDatabaseLocalFilesWarning(
        loadConfig({ DATABASE_URL: 'postgres://tutorium@db.example.test/tutorium', S3_BUCKET: 'tutorium-files' }),
      ),
    ).toBeNull();
  });

  describe('two instances on one database, each with its own DATA_DIR', () => {
    const logLines: string[] = [];
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      first = await createTestApp();
      second = await createTestApp(
        { LOG_LEVEL: 'error' },
        { sharing: first, logStream: { write: (line) => logLines.push(line) } },
      );
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it("answers 404 for the other's file and logs why", async () => {
      const teacher = await createSignedInUser(first, 'teacher');
      const uploaded = await uploadResource(
        first,
        teacher,
        { title: 'Only here', description: 'Kept on the first instance', category: 'Science' },
        { name: 'notes.pdf', type: 'application/pdf', data: pdfDocument('Only here', ['one']) },
      );
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const { id } = json<{ data: { id: string } }>(uploaded).data;
      expect((await first.app.inject({ method: 'GET', url: `/api/resources/${id}/download` })).statusCode).toBe(200);

      const elsewhere = await second.app.inject({ method: 'GET', url: `/api/resources/${id}/download` });
      expect(elsewhere.statusCode).toBe(404);
      expect(json(elsewhere).message).toBe(resourceMessages.fileMissing);
      expect(logLines.join('')).toContain(
        `stored file missing from ${second.config.dataDir}: if several instances share the database, each keeps its own files unless S3_BUCKET is set`,
      );
    });
  });
});
