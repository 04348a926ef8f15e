/*
 * What a failed API call tells the app: the ApiError it throws, and the 401 that ends the session.
 * Apart from api-client.ts because the entry chunk needs these (the error page tells an ApiError
 * from a crash; the session expiry listens for 401s from startup) and not the client itself, which
 * the landing page's first render does without (docs/performance.md).
 */

import type { ErrorCode } from '@tutorium/contract/error-codes';

/**
 * A failed call: the message is safe to show (the server's, else the caller's fallback); `code` is
 * the server's machine-readable reason to branch on, null when no answer came (network failure).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Readonly<Record<string, string>> = {},
    readonly code: ErrorCode | null = null,
  ) {
    super(message);
  }
}

type UnauthorizedHandler = (message: string) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The app decides what a dead session means (clear caches, go to /choose-user); the API client only reports it. */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** Called by the API client on a 401 to a call that carried the session token. */
export function reportUnauthorized(message: string): void {
  unauthorizedHandler?.(message);
}
