import type { Pagination } from '@tutorium/contract/api';
import {
  type Resource,
  resourceInputSchema,
  type resourceListQuerySchema,
  resourceMessages,
} from '@tutorium/contract/resources';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { resources, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { containsPattern, readPage, totalRows } from '../../platform/sql-helpers';
import { resourceKey, type UploadForm } from './upload';

type ResourceInput = z.output<typeof resourceInputSchema>;
type ResourceListQuery = z.output<typeof resourceListQuerySchema>;
type ResourceRow = typeof resources.$inferSelect;

function toResource(row: ResourceRow, uploaderName: string): Resource {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    category: row.category,
    fileName: row.fileName,
    mimeType: row.mimeType,
    fileSize: row.sizeBytes,
    downloadCount: row.downloadCount,
    viewCount: row.viewCount,
    uploadedBy: { _id: row.uploadedBy, id: row.uploadedBy, name: uploaderName },
    createdAt: row.createdAt.toISOString(),
    downloadUrl: `/api/resources/${row.id}/download`,
    viewUrl: row.type === 'video' ? `/api/resources/${row.id}/view` : null,
  };
}

/** The library: searchable over title and description, filterable by category and type, newest first. */
export async function listResources(
  ctx: AppContext,
  query: ResourceListQuery,
  uploader?: AuthUser,
): Promise<{ data: Resource[]; pagination: Pagination }> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const { rows, pagination } = await readPage(
    query,
    ctx.db
      .select({ resource: resources, uploaderName: users.name, total: totalRows() })
      .from(resources)
      .innerJoin(users, eq(users.id, resources.uploadedBy))
      .where(
        and(
          uploader && uploader.role !== 'admin' ? eq(resources.uploadedBy, uploader.id) : undefined,
          query.category ? eq(resources.category, query.category) : undefined,
          query.type ? eq(resources.type, query.type) : undefined,
          pattern ? or(ilike(resources.title, pattern), ilike(resources.description, pattern)) : undefined,
        ),
      )
      .orderBy(desc(resources.createdAt), desc(resources.id)),
  );
  return { data: rows.map((row) => toResource(row.resource, row.uploaderName)), pagination };
}

async function withUploader(ctx: AppContext, row: ResourceRow): Promise<Resource> {
  const [uploader] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, row.uploadedBy));
  return toResource(row, uploader?.name ?? '');
}

/** Saves the row for a file already streamed into storage; when the fields are bad or the insert fails, the file goes. */
export async function uploadResource(ctx: AppContext, uploader: AuthUser, form: UploadForm): Promise<Resource> {
  const { file } = form;
  try {
    const input = resourceInputSchema.safeParse(form.fields);
    if (!input.success) {
      const errors = Object.fromEntries(input.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
      throw badRequest(input.error.issues[0]?.message ?? /*i18n*/ 'Invalid resource', errors);
    }
    if (!file) throw badRequest(resourceMessages.fileRequired, { file: resourceMessages.fileRequired });
    const [row] = await ctx.db
      .insert(resources)
      .values({ ...input.data, ...file, uploadedBy: uploader.id })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return withUploader(ctx, row);
  } catch (error) {
    if (file) await ctx.storage.delete(resourceKey(file.storedName));
    throw error;
  }
}

async function loadManagedResource(ctx: AppContext, user: AuthUser, id: string): Promise<ResourceRow> {
  const [row] = await ctx.db.select().from(resources).where(eq(resources.id, id));
  if (!row) throw notFound(resourceMessages.notFound);
  if (user.role !== 'admin' && row.uploadedBy !== user.id)
    throw forbidden(resourceMessages.notYours, 'not_your_resource');
  return row;
}

export async function updateResource(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  input: ResourceInput,
): Promise<Resource> {
  await loadManagedResource(ctx, user, id);
  const [row] = await ctx.db
    .update(resources)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(resources.id, id))
    .returning();
  if (!row) throw notFound(resourceMessages.notFound);
  return withUploader(ctx, row);
}

export async function deleteResource(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  const row = await loadManagedResource(ctx, user, id);
  await ctx.db.delete(resources).where(eq(resources.id, id));
  await ctx.storage.delete(resourceKey(row.storedName));
}

export interface ResourceFile {
  storedName: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

const fileColumns = {
  storedName: resources.storedName,
  fileName: resources.fileName,
  mimeType: resources.mimeType,
  sizeBytes: resources.sizeBytes,
};

/**
 * The file of a resource (only videos can be viewed). A request that starts the file, rather than
 * continuing it at a later byte range, counts one download or view in the database.
 */
export async function openResourceFile(
  ctx: AppContext,
  id: string,
  kind: 'download' | 'view',
  counts: boolean,
): Promise<ResourceFile> {
  const where = and(eq(resources.id, id), kind === 'view' ? eq(resources.type, 'video') : undefined);
  const [row] = counts
    ? await ctx.db
        .update(resources)
        .set(
          kind === 'download'
            ? { downloadCount: sql`${resources.downloadCount} + 1` }
            : { viewCount: sql`${resources.viewCount} + 1` },
        )
        .where(where)
        .returning(fileColumns)
    : await ctx.db.select(fileColumns).from(resources).where(where);
  if (!row) throw notFound(resourceMessages.notFound);
  return row;
}
