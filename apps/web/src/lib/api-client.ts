import { BUILD_ID_HEADER } from '@tutorium/contract/build-id';
import { isLanguage } from '@tutorium/contract/languages';
import type { z } from 'zod';
import { ApiError, reportUnauthorized } from './api-failure';
import { noticeServerBuild } from './app-update';
import { i18n } from './i18n';
import { needsConnectionMessage } from './offline/needs-connection';
import { isOnline } from './offline/use-online';
import { clearToken, getToken } from './token-storage';

// Screens import ApiError with the client that throws it.
export { ApiError } from './api-failure';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A schema, or a function that imports it. Calls made on the landing page pass the function, so
 * zod loads beside the request instead of on the page's critical path (docs/performance.md).
 */
type SchemaSource<TSchema extends z.ZodType> = TSchema | (() => Promise<TSchema>);

export interface RequestOptions<TSchema extends z.ZodType> {
  /** Validates the success answer; an answer that does not match counts as a failure. */
  schema: SchemaSource<TSchema>;
  /** Shown when the server gives no message of its own (network failure, unexpected answer). */
  fallbackMessage: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Sign-in, registration and password reset go without the session token. */
  authenticated?: boolean;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sends a request with the session token; a FormData body goes as multipart, anything else as JSON. */
async function send(
  method: Method,
  path: string,
  options: Pick<RequestOptions<z.ZodType>, 'body' | 'signal' | 'authenticated' | 'fallbackMessage'>,
): Promise<{ response: Response; sentToken: boolean }> {
  // A change made offline is never sent later behind the user's back: it fails now and says why. The
  // few that are safe to replay are queued before they get here (lib/offline/queued-writes.ts).
  if (method !== 'GET' && !isOnline()) throw new ApiError(0, needsConnectionMessage());
  const token = options.authenticated === false ? null : getToken();
  const headers = new Headers({ Accept: 'application/json' });
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  // The server writes its messages in the language the reader sees.
  if (isLanguage(i18n.locale)) headers.set('Accept-Language', i18n.locale);
  try {
    const response = await fetch(`/api${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
    // Every answer names the build the server serves: another one than this page's means a deployment.
    noticeServerBuild(response.headers.get(BUILD_ID_HEADER));
    return { response, sentToken: token !== null };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, options.fallbackMessage);
  }
}

/** The ApiError for a failed answer; a 401 on a call that carried the session token also ends the session. */
async function failure(sent: { response: Response; sentToken: boolean }, fallbackMessage: string): Promise<ApiError> {
  const { response, sentToken } = sent;
  const payload = await readJson(response);
  // Imported here, not at the top, so that the entry chunk does not carry zod; an import that
  // fails leaves the fallback message.
  const parsed = await import('@tutorium/contract/api').then(
    ({ errorResponseSchema }) => errorResponseSchema.safeParse(payload),
    () => null,
  );
  const message = parsed?.success ? parsed.data.message : fallbackMessage;
  if (response.status === 401 && sentToken) {
    clearToken();
    reportUnauthorized(message);
  }
  return parsed?.success
    ? new ApiError(response.status, message, parsed.data.errors, parsed.data.code)
    : new ApiError(response.status, message);
}

/** The file name a download answer suggests, else the caller's. */
function suggestedFileName(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** Long enough for the browser to have started the download before the file's address is freed. */
const REVOKE_DOWNLOAD_AFTER_MS = 10_000;

interface DownloadOptions {
  /** Shown when the server gives no message of its own. */
  fallbackMessage: string;
  /** The file's name when the server suggests none. */
  fileName: string;
}

/**
 * Fetches a file the API serves to signed-in users (CSV exports, calendar files) with the session
 * token and hands it to the browser as a download. Failures are ApiErrors, as for any other call.
 */
async function download(path: string, options: DownloadOptions): Promise<void> {
  const sent = await send('GET', path, { fallbackMessage: options.fallbackMessage });
  if (!sent.response.ok) throw await failure(sent, options.fallbackMessage);
  const response = sent.response;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = suggestedFileName(response, options.fileName);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_DOWNLOAD_AFTER_MS);
}

/** A schema that cannot be loaded (a failed chunk download) fails the call as a network failure does. */
async function loadSchema<TSchema extends z.ZodType>({
  schema,
  fallbackMessage,
}: RequestOptions<TSchema>): Promise<TSchema> {
  if (typeof schema !== 'function') return schema;
  try {
    return await schema();
  } catch {
    throw new ApiError(0, fallbackMessage);
  }
}

/**
 * Opens a long-lived answer (a Server-Sent Events stream) with the session token in the Authorization
 * header, never in the URL, where it would end up in logs and history. A refusal is an ApiError.
 */
async function stream(path: string, options: { fallbackMessage: string; signal: AbortSignal }): Promise<Response> {
  const sent = await send('GET', path, options);
  if (!sent.response.ok) throw await failure(sent, options.fallbackMessage);
  return sent.response;
}

async function request<TSchema extends z.ZodType>(
  method: Method,
  path: string,
  options: RequestOptions<TSchema>,
): Promise<z.output<TSchema>> {
  const [sent, schema] = await Promise.all([send(method, path, options), loadSchema(options)]);
  if (!sent.response.ok) throw await failure(sent, options.fallbackMessage);
  const response = sent.response;
  const payload = await readJson(response);

  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, options.fallbackMessage);
  return parsed.data;
}

export const apiClient = {
  get: <TSchema extends z.ZodType>(path: string, options: RequestOptions<TSchema>) => request('GET', path, options),
  post: <TSchema extends z.ZodType>(path: string, options: RequestOptions<TSchema>) => request('POST', path, options),
  put: <TSchema extends z.ZodType>(path: string, options: RequestOptions<TSchema>) => request('PUT', path, options),
  delete: <TSchema extends z.ZodType>(path: string, options: RequestOptions<TSchema>) =>
    request('DELETE', path, options),
  download,
  stream,
};

/**
 * The API answers 404 for something that is not there, 403 for someone else's and 400 for an id
 * that is no id; a screen says no more than "not found" for any of them.
 */
export const isNotFoundError = (error: unknown): boolean =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);

/** The message to show for a failed call: the server's (or the call's fallback) for an ApiError, else `fallback`. */
export const messageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? error.message : fallback;
