import type { ErrorResponse } from '@tutorium/contract/api';
import { messages } from '@tutorium/contract/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const statusByCode = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof statusByCode;

/** A failure the client caused or may act on: its message is safe to show. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): number {
    return statusByCode[this.code];
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError('BAD_REQUEST', message, fieldErrors);
export const unauthenticated = (message: string = messages.signInRequired) => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message: string = messages.unauthorized) => new AppError('FORBIDDEN', message);
export const notFound = (message: string = messages.notFound) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);

/** A 429 that knows when the client may try again; the answer carries it as `Retry-After`. */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }
}
export const gone = (message: string) => new AppError('GONE', message);

/** The PostgreSQL error behind `error`, whether the driver error arrives bare or wrapped by Drizzle. */
function postgresError(error: unknown): (Error & { code: string; constraint?: string }) | null {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (typeof (current as { code?: unknown }).code === 'string') return current as Error & { code: string };
  }
  return null;
}

/** unique_violation, optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = postgresError(error);
  if (pgError?.code !== '23505') return false;
  return constraint === undefined || pgError.constraint === constraint || pgError.message.includes(constraint);
}

/** foreign_key_violation or restrict_violation: a row is still referenced. */
export const isForeignKeyViolation = (error: unknown): boolean =>
  ['23503', '23001'].includes(postgresError(error)?.code ?? '');

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/** One place maps every failure to `{ success: false, message, errors? }`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let status: number;
    let body: ErrorResponse;
    if (error instanceof AppError) {
      status = error.status;
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      body = { success: false, message: error.message, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        errors[fieldName(issue.instancePath)] ??= issue.message ?? 'Invalid value';
      }
      status = 400;
      body = { success: false, message: Object.values(errors)[0] ?? messages.validation, errors };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { success: false, message: clientErrorMessage(error) };
    } else {
      request.log.error({ err: error }, 'request failed');
      status = 500;
      body = { success: false, message: messages.unexpected };
    }
    if (status === 401 || status === 403) {
      request.log.info({ status, url: request.url }, 'refused');
    }
    return reply.status(status).send(body);
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send JSON';
    default:
      return error.message;
  }
}
