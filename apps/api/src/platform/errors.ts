import type { ErrorResponse } from '@tutorium/contract/api';
import {
  type EndpointErrorCode,
  type ErrorCode,
  failureStatusOf,
  type GeneralErrorCode,
  type RuleErrorCode,
} from '@tutorium/contract/error-codes';
import { messages } from '@tutorium/contract/messages';
import { type TextWithValues, type Values, writeMessage } from '@tutorium/contract/text-with';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { languageOf, translate } from './language';
import { redactUrl } from './logging';

/** Each kind of failure: its HTTP status and the general code the answer carries (docs/api-compatibility.md). */
const kinds = {
  BAD_REQUEST: { status: 400, code: 'invalid_request' },
  UNAUTHENTICATED: { status: 401, code: 'sign_in_required' },
  FORBIDDEN: { status: 403, code: 'forbidden' },
  NOT_FOUND: { status: 404, code: 'not_found' },
  METHOD_NOT_ALLOWED: { status: 405, code: 'method_not_allowed' },
  CONFLICT: { status: 409, code: 'conflict' },
  GONE: { status: 410, code: 'gone' },
  PAYLOAD_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  TOO_MANY_REQUESTS: { status: 429, code: 'too_many_requests' },
  UNAVAILABLE: { status: 503, code: 'unavailable' },
} as const satisfies Record<string, { status: number; code: GeneralErrorCode }>;
export type ErrorKind = keyof typeof kinds;

/** A failure's message: a marked text (docs/architecture.md, "Server texts"), with values when it has placeholders. */
type Message = string | TextWithValues;

/**
 * A failure the client caused or may act on: its message is safe to show, and is written in English
 * here (for the log) and in the caller's language in the answer. `rule` names the rule that refused
 * the request, when a client may act on which one it was.
 */
export class AppError extends Error {
  /** The message's text as written in the code, and its values: what the answer translates. */
  readonly text: string;
  readonly values: Values | undefined;

  constructor(
    readonly kind: ErrorKind,
    message: Message,
    readonly fieldErrors?: Record<string, string>,
    readonly rule?: RuleErrorCode,
  ) {
    const { text, values } = typeof message === 'string' ? { text: message, values: undefined } : message;
    super(translate('en', text, values));
    this.text = text;
    this.values = values;
  }

  get status(): number {
    return kinds[this.kind].status;
  }

  get code(): ErrorCode {
    return this.rule ?? kinds[this.kind].code;
  }
}

export const badRequest = (message: Message, fieldErrors?: Record<string, string>, rule?: RuleErrorCode) =>
  new AppError('BAD_REQUEST', message, fieldErrors, rule);
export const unauthenticated = (message: Message = messages.signInRequired, rule?: RuleErrorCode) =>
  new AppError('UNAUTHENTICATED', message, undefined, rule);
export const forbidden = (message: Message = messages.unauthorized, rule?: RuleErrorCode) =>
  new AppError('FORBIDDEN', message, undefined, rule);
export const notFound = (message: Message = messages.notFound) => new AppError('NOT_FOUND', message);
/** Every conflict names its rule: a 409 always means "this rule refused", and the client may act on which. */
export const conflict = (rule: RuleErrorCode, message: Message) => new AppError('CONFLICT', message, undefined, rule);
export const gone = (rule: RuleErrorCode, message: Message) => new AppError('GONE', message, undefined, rule);

/** A 429 that knows when the client may try again; the answer carries it as `Retry-After`. */
export class TooManyRequestsError extends AppError {
  constructor(
    message: Message,
    readonly retryAfterSeconds: number,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }
}

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

/** check_violation, optionally of one named constraint. */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const pgError = postgresError(error);
  if (pgError?.code !== '23514') return false;
  return constraint === undefined || pgError.constraint === constraint || pgError.message.includes(constraint);
}

/** The answer when a request refers to a row of this table that is gone; whole sentences, so each language words its own. */
const goneRowMessages: Record<string, string> = {
  users: /*i18n*/ 'The account this request refers to no longer exists',
  courses: /*i18n*/ 'The course this request refers to no longer exists',
  lessons: /*i18n*/ 'The lesson this request refers to no longer exists',
  live_classes: /*i18n*/ 'The live class this request refers to no longer exists',
  resources: /*i18n*/ 'The resource this request refers to no longer exists',
  reviews: /*i18n*/ 'The review this request refers to no longer exists',
  contact_messages: /*i18n*/ 'The message this request refers to no longer exists',
};

/**
 * A foreign key refused the write because another request changed the rows in between (a score saved
 * while its student is being erased, a mark while the course is deleted), or null. Services check that
 * the rows exist first; these answers cover the moment between that check and the write.
 * - 23503 on insert or update: the referenced row is gone, so 404 `not_found` naming what it was.
 * - 23503 on delete, or 23001 (restrict): the row is still referenced, so 409 `still_referenced`.
 */
export function foreignKeyRefusal(error: unknown): { status: 404 | 409; body: ErrorResponse } | null {
  const pgError = postgresError(error) as (Error & { code: string; detail?: string }) | null;
  if (pgError?.code !== '23503' && pgError?.code !== '23001') return null;
  const missing = /is not present in table "([^"]+)"/.exec(pgError.detail ?? '');
  if (pgError.code === '23503' && missing) {
    const message = goneRowMessages[missing[1] ?? ''] ?? /*i18n*/ 'The record this request refers to no longer exists';
    return { status: 404, body: { success: false, code: 'not_found', message } };
  }
  return {
    status: 409,
    body: {
      success: false,
      code: 'still_referenced',
      message: /*i18n*/ 'Other records still refer to this one, so it cannot be removed',
    },
  };
}

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/** Seconds a client should wait before retrying a 503. */
const RETRY_AFTER_SECONDS = 5;

export const unavailableMessages = {
  busy: /*i18n*/ 'The server is busy and could not answer in time. Please try again in a few seconds.',
  down: /*i18n*/ 'The service is temporarily unavailable. Please try again in a few seconds.',
} as const;

/** Refused by PostgreSQL as a value it cannot hold (data exception class 22): the client's input. */
export const databaseRefusedValueMessage =
  /*i18n*/ 'A value in the request could not be stored; please check what you entered';

/**
 * Why the database could not answer in time or at all, or null. Time limits (statement timeout,
 * lock wait, waiting for a pooled connection) are "busy"; a server that is down or restarting is "down".
 */
export function databaseUnavailability(error: unknown): keyof typeof unavailableMessages | null {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    // Statement timeout, lock wait; and a deadlock or serialization failure still failing after the
    // transaction helper's retries (db/transaction-retry.ts).
    if (code === '57014' || code === '55P03' || code === '40P01' || code === '40001') return 'busy';
    if (current.message.includes('timeout exceeded when trying to connect')) return 'busy';
    if (typeof code === 'string' && (/^08/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code))) {
      return 'down';
    }
    if (['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(String(code))) return 'down';
    if (
      /Connection terminated|Client has encountered a connection error|Cannot use a pool after calling end/.test(
        current.message,
      )
    ) {
      return 'down';
    }
  }
  return null;
}

/** The body of a multipart request that busboy cannot parse (no boundary, truncated, malformed). */
function isMultipartParseError(error: Error): boolean {
  return /^(Multipart: |Unexpected end of|Malformed|Boundary required|The needle|Part terminated early|File terminated early)|terminated early due to unexpected end/.test(
    error.message,
  );
}

const multipartLimitMessages: Record<string, string> = {
  FST_PARTS_LIMIT: /*i18n*/ 'The upload has too many parts',
  FST_FILES_LIMIT: /*i18n*/ 'Send one file per upload',
  FST_FIELDS_LIMIT: /*i18n*/ 'The upload has too many fields',
  FST_REQ_FILE_TOO_LARGE: /*i18n*/ 'The file is too large',
  FST_PROTO_VIOLATION: /*i18n*/ 'A field name of the upload is not allowed',
  FST_INVALID_MULTIPART_CONTENT_TYPE: /*i18n*/ 'Send the upload as multipart/form-data',
  FST_MP_PREMATURE_CLOSE: /*i18n*/ 'The upload ended before it was complete',
};

/**
 * Why `body` is not an answer the route's endpoint declares (its code, or that code's one status), or
 * null. Routes outside the contract and server failures are not checked.
 */
function undeclaredAnswer(request: FastifyRequest, status: number, body: ErrorResponse): string | null {
  const declared = request.routeOptions.config.failureCodes;
  if (declared === undefined || status >= 500) return null;
  const code = body.code as EndpointErrorCode;
  const where = `${request.method} ${request.routeOptions.url}`;
  if (!declared.has(code)) return `${where} answered the undeclared code ${code}: add it to its endpoint's rules`;
  if (failureStatusOf[code] !== status) return `${where} answered ${code} with ${status}, not ${failureStatusOf[code]}`;
  return null;
}

/**
 * `body` in `request`'s language (Accept-Language, else the signed-in user's choice): its message and
 * each field's, the validation messages of the contract's schemas included. The code stays as it is.
 */
function inLanguageOf(request: FastifyRequest, body: ErrorResponse, values?: Values): ErrorResponse {
  const language = languageOf(request);
  if (language === 'en' && values === undefined) return body;
  // A text the contract wrote with values where only a string fits (a zod message: `sentence()`) is
  // written from its text and values, its field's label translated too.
  const write = (text: string) => writeMessage(text, (id, filled) => translate(language, id, filled));
  const errors = body.errors && Object.entries(body.errors).map(([field, text]) => [field, write(text)]);
  return {
    ...body,
    message: values === undefined ? write(body.message) : translate(language, body.message, values),
    ...(errors ? { errors: Object.fromEntries(errors) } : {}),
  };
}

/**
 * One place maps every failure to `{ success: false, message, errors? }`, in the caller's language;
 * 5xx details stay in the log. With `refuseUndeclaredCodes` (every API and web integration test), a code the route's endpoint does
 * not declare answers 500 naming it, so the whole suite checks each endpoint's list.
 */
export function registerErrorHandler(app: FastifyInstance, options: { refuseUndeclaredCodes: boolean }): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let status: number;
    let body: ErrorResponse;
    let values: Values | undefined;
    const unavailable = error instanceof AppError ? null : databaseUnavailability(error);
    const refusal = error instanceof AppError ? null : foreignKeyRefusal(error);
    if (error instanceof AppError) {
      status = error.status;
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      body = {
        success: false,
        code: error.code,
        message: error.text,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      };
      values = error.values;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        errors[fieldName(issue.instancePath)] ??= issue.message ?? /*i18n*/ 'Invalid value';
      }
      status = 400;
      body = {
        success: false,
        code: 'validation_failed',
        message: Object.values(errors)[0] ?? messages.validation,
        errors,
      };
    } else if (error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      request.log.warn({ url: redactUrl(request.url) }, 'request timed out');
      status = 503;
      body = { success: false, code: 'unavailable', message: unavailableMessages.busy };
    } else if (unavailable) {
      request.log.warn({ err: error }, 'database unavailable or too slow');
      status = 503;
      body = { success: false, code: 'unavailable', message: unavailableMessages[unavailable] };
    } else if (refusal) {
      request.log.info({ err: error }, 'a write referred to a row changed meanwhile');
      ({ status, body } = refusal);
    } else if (postgresErrorCode(error)?.startsWith('22')) {
      // The contract's field types should refuse such values first; this keeps a missed one a 400, not a 500.
      request.log.warn({ err: error }, 'database refused a value from the request');
      status = 400;
      body = { success: false, code: 'validation_failed', message: databaseRefusedValueMessage };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { success: false, code: clientErrorCode(status), message: clientErrorMessage(error) };
    } else if (isMultipartParseError(error)) {
      status = 400;
      body = { success: false, code: 'invalid_request', message: /*i18n*/ 'The upload could not be read ({reason})' };
      values = { reason: error.message };
    } else {
      request.log.error({ err: error }, 'request failed');
      status = 500;
      body = { success: false, code: 'internal_error', message: messages.unexpected };
    }
    if (status === 401 || status === 403) {
      request.log.info({ status, url: redactUrl(request.url) }, 'refused');
    }
    if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    const undeclared = options.refuseUndeclaredCodes ? undeclaredAnswer(request, status, body) : null;
    if (undeclared) {
      request.log.error(undeclared);
      return reply.status(500).send({ success: false, code: 'internal_error', message: undeclared });
    }
    return reply.status(status).send(inLanguageOf(request, body, values));
  });
}

/** Errors the router raises before any route runs (a broken %-escape, a path parameter too long), in the app's shape. */
export function answerRoutingError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const body: ErrorResponse =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? { success: false, code: 'address_too_long', message: /*i18n*/ 'The address is too long' }
      : { success: false, code: 'invalid_request', message: /*i18n*/ 'The address is not valid' };
  reply
    .status(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400))
    .send(inLanguageOf(request, body));
}

const postgresErrorCode = (error: unknown): string | undefined => postgresError(error)?.code;

/** The general code of a 4xx that Fastify or a plugin raised itself. */
function clientErrorCode(status: number): GeneralErrorCode {
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'too_many_requests';
  if (status === 404) return 'not_found';
  return 'invalid_request';
}

function clientErrorMessage(error: FastifyError): string {
  if (error.code in multipartLimitMessages) return multipartLimitMessages[error.code] ?? error.message;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return /*i18n*/ 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return /*i18n*/ 'The request is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return /*i18n*/ 'Unsupported content type; send JSON';
    default:
      return error.message;
  }
}
