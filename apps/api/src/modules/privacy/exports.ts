import { type DataExport, EXPORT_TTL_HOURS, privacyMessages } from '@tutorium/contract/privacy';
import { isTeacherRole } from '@tutorium/contract/role-rules';
import type { Role } from '@tutorium/contract/roles';
import { screenPaths } from '@tutorium/contract/screen-paths';
import { and, desc, eq, sql } from 'drizzle-orm';
import { dataExports, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { conflict, gone, isUniqueViolation, notFound } from '../../platform/errors';
import { translate } from '../../platform/language';
import { enqueueEmail } from '../../platform/outbox';
import { readerLanguage } from '../../platform/reader-language';
import { digestToken, newSessionToken } from '../../platform/tokens';
import { recordAudit } from './audit';
import { buildExportZip, exportRequestColumns } from './export-archive';

type ExportRow = typeof dataExports.$inferSelect;

/** The emailed link opens the "Your data" section of the user's own portal's settings. */
const settingsPath = (role: Role) => {
  if (role === 'guardian') return screenPaths['guardian.settings'];
  return isTeacherRole(role) ? screenPaths['teacher.settings'] : screenPaths['student.settings'];
};

const toDataExport = (row: Pick<ExportRow, 'id' | 'status' | 'requestedAt' | 'readyAt' | 'expiresAt'>): DataExport => ({
  id: row.id,
  status: row.status,
  requestedAt: row.requestedAt.toISOString(),
  readyAt: row.readyAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/**
 * Records the request and starts building the ZIP without holding up the answer; the link arrives by
 * email. A second request while one is being prepared is refused by the database's one-pending index.
 * Each account may ask RATE_LIMIT_EXPORTS_PER_DAY times a day: counted before anything is written, and
 * given back when the request is not recorded.
 */
export async function requestExport(ctx: AppContext, user: AuthUser): Promise<DataExport> {
  const reservation = await ctx.limiter.reserveExport(user.id);
  const token = newSessionToken();
  let row: ExportRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(dataExports)
        .values({ userId: user.id, tokenHash: digestToken(token) })
        .returning();
      if (!inserted) throw new Error('data export not recorded');
      await recordAudit(tx, 'export.requested', user, user);
      return inserted;
    });
  } catch (error) {
    await reservation.release();
    if (isUniqueViolation(error, 'data_exports_one_pending_idx'))
      throw conflict('export_pending', privacyMessages.exportPending);
    throw error;
  }
  void prepareExport(ctx, row.id, user.id, token);
  return toDataExport(row);
}

/**
 * Builds the ZIP, stores it for EXPORT_TTL_HOURS and emails the link. Runs after the answer has gone;
 * a failure marks the export failed so the user can ask again.
 */
async function prepareExport(ctx: AppContext, exportId: string, userId: string, token: string): Promise<void> {
  try {
    const archive = await buildExportZip(ctx.db, userId);
    // Marked ready and the email queued in one transaction: the link is sent exactly when it works.
    await ctx.db.transaction(async (tx) => {
      const [ready] = await tx
        .update(dataExports)
        .set({
          status: 'ready',
          archive,
          readyAt: sql`now()`,
          expiresAt: sql`now() + make_interval(hours => ${EXPORT_TTL_HOURS})`,
        })
        .from(users)
        .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending'), eq(users.id, dataExports.userId)))
        .returning({ email: users.email, role: users.role, language: users.language });
      if (!ready) return;
      const link = `${ctx.config.publicUrl}${settingsPath(ready.role)}?export=${encodeURIComponent(token)}#your-data`;
      const language = readerLanguage(ready.language);
      await enqueueEmail(tx, {
        to: ready.email,
        subject: translate(language, /*i18n*/ 'Your Tutorium data is ready to download'),
        text: [
          translate(language, /*i18n*/ 'The copy of your Tutorium data you asked for is ready.'),
          '',
          translate(language, /*i18n*/ 'Download it here (sign in first if asked): {link}', { link }),
          '',
          translate(language, /*i18n*/ 'The link works for {hours} hours and only for your account.', {
            hours: EXPORT_TTL_HOURS,
          }),
          translate(language, /*i18n*/ 'If you did not ask for this, change your password.'),
        ].join('\n'),
      });
    });
  } catch (error) {
    ctx.log.error({ err: error, exportId }, 'preparing a data export failed');
    await ctx.db
      .update(dataExports)
      .set({ status: 'failed' })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')))
      .catch((markError: unknown) => ctx.log.error({ err: markError, exportId }, 'marking a data export failed'));
  }
}

export async function latestExport(ctx: AppContext, user: AuthUser): Promise<DataExport | null> {
  const [row] = await ctx.db
    .select(exportRequestColumns)
    .from(dataExports)
    .where(eq(dataExports.userId, user.id))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row ? toDataExport(row) : null;
}

/** The ZIP behind an emailed token, for its owner only, until it expires. */
export async function downloadExport(
  ctx: AppContext,
  user: AuthUser,
  token: string,
): Promise<{ archive: Uint8Array; requestedAt: Date }> {
  const [row] = await ctx.db
    .select({
      userId: dataExports.userId,
      status: dataExports.status,
      archive: dataExports.archive,
      requestedAt: dataExports.requestedAt,
      expired: sql<boolean>`${dataExports.expiresAt} <= now()`,
    })
    .from(dataExports)
    .where(eq(dataExports.tokenHash, digestToken(token)));
  if (!row || row.userId !== user.id) throw notFound(privacyMessages.exportNotFound);
  if (row.status === 'pending') throw conflict('export_not_ready', privacyMessages.exportNotReady);
  if (row.status === 'failed') throw gone('export_failed', privacyMessages.exportFailed);
  if (row.expired || !row.archive) throw gone('export_expired', privacyMessages.exportExpired);
  return { archive: row.archive, requestedAt: row.requestedAt };
}
