import type { AuditAction, AuditChange } from '@tutorium/contract/privacy';
import type { Role } from '@tutorium/contract/roles';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

/*
 * Writing an audit entry lives below the modules so that any of them can record one in its own
 * transaction: the fees module is used by courses, which privacy uses, so fees reaching privacy's door
 * for this would make the areas loop (docs/architecture.md, "No loop between areas"). Reading the log
 * stays in the privacy module.
 */

/** The database or an open transaction: an entry is written in the same transaction as what it records. */
type Executor = Pick<Database, 'insert'>;

export interface AuditParty {
  id: string;
  role: Role;
}

export async function recordAudit(
  db: Executor,
  action: AuditAction,
  actor: AuditParty,
  subject: AuditParty,
  /** For role and status changes: what it was and what it became. */
  change?: AuditChange,
): Promise<void> {
  await db.insert(auditLog).values({
    action,
    actorId: actor.id,
    actorRole: actor.role,
    subjectId: subject.id,
    subjectRole: subject.role,
    change: change ?? null,
  });
}
