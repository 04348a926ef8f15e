import { asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { resources } from '../../db/schema';

/** A library file as a lesson or an announcement lists it. */
interface AttachedResource {
  id: string;
  title: string;
  type: string;
  fileName: string;
  fileSize: number;
  downloadUrl: string;
}

/** A table linking owners (lessons, announcements) to library files: its owner and resource columns. */
export interface ResourceLink {
  table: PgTable;
  ownerId: PgColumn;
  resourceId: PgColumn;
}

/** The library files attached to each of `ownerIds` through `link`, by title; owners without any are absent. */
export async function attachedResources(
  db: Database,
  link: ResourceLink,
  ownerIds: string[],
): Promise<Map<string, AttachedResource[]>> {
  const byOwner = new Map<string, AttachedResource[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .select({
      ownerId: link.ownerId,
      id: resources.id,
      title: resources.title,
      type: resources.type,
      fileName: resources.fileName,
      fileSize: resources.sizeBytes,
    })
    .from(link.table)
    .innerJoin(resources, eq(resources.id, link.resourceId))
    .where(inArray(link.ownerId, ownerIds))
    .orderBy(asc(resources.title));
  for (const row of rows) {
    const ownerId = String(row.ownerId);
    byOwner.set(ownerId, [
      ...(byOwner.get(ownerId) ?? []),
      {
        id: row.id,
        title: row.title,
        type: row.type,
        fileName: row.fileName,
        fileSize: row.fileSize,
        downloadUrl: `/api/resources/${row.id}/download`,
      },
    ]);
  }
  return byOwner;
}
