import { errorResponseSchema } from '@tutorium/contract/api';
import type { z } from 'zod';
import { clearToken, getToken } from './token-storage';

/** A failed call: the message is safe to show (the server's, else the caller's fallback). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions<TSchema extends z.ZodType> {
  /** Validates the success answer; an answer that does not match counts as a failure. */
  schema: TSchema;
  /** Shown when the server gives no message of its own (network failure, unexpected answer). */
  fallbackMessage: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Sign-in, registration and password reset go without the session token. */
  authenticated?: boolean;
}

type UnauthorizedHandler = (message: string) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The app decides what a dead session means (clear caches, go to /choose-user); this module only reports it. */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
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

async function request<TSchema extends z.ZodType>(
  method: Method,
  path: string,
  options: RequestOptions<TSchema>,
): Promise<z.output<TSchema>> {
  const token = options.authenticated === false ? null : getToken();
  const headers = new Headers({ Accept: 'application/json' });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, options.fallbackMessage);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const failure = errorResponseSchema.safeParse(payload);
    const message = failure.success ? failure.data.message : options.fallbackMessage;
    if (response.status === 401 && token !== null) {
      clearToken();
      unauthorizedHandler?.(message);
    }
    throw new ApiError(response.status, message, failure.success ? failure.data.errors : undefined);
  }

  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, options.fallbackMessage);
  return parsed.data;
}

export const apiClient = {
  get: <TSchema extends z.ZodType>(path: string, options: RequestOptions<TSchema>) => request('GET', path, options),
  post: <TSchema extends z.ZodType>(path: string, options: RequestOptions<TSchema>) => request('POST', path, options),
  put: <TSchema extends z.ZodType>(path: string, options: RequestOptions<TSchema>) => request('PUT', path, options),
  delete: <TSchema extends z.ZodType>(path: string, options: RequestOptions<TSchema>) =>
    request('DELETE', path, options),
};
