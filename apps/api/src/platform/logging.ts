import type { FastifyServerOptions } from 'fastify';

/**
 * Fields whose values never reach the log, wherever they appear in a logged object: credentials,
 * session and reset secrets, and what is derived from them.
 */
const secretKeys = [
  'password',
  'passwordHash',
  'password_hash',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'verificationCode',
  'codeHash',
  'code_hash',
  'token',
  'tokenHash',
  'token_hash',
  'secret',
  'authorization',
  'cookie',
];

const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...secretKeys,
  ...secretKeys.map((key) => `*.${key}`),
  ...secretKeys.map((key) => `*.*.${key}`),
];

/**
 * Logged URLs keep the route, not the secrets in it: the calendar feed's address is its secret, and
 * a `token` query value (an export download link, `access_token=…`) is one too.
 */
export const redactUrl = (url: string): string =>
  url
    .replace(/(\/calendar\/feed\/)[^/?#\s]+/g, '$1[redacted]')
    .replace(/([?&][^=&#\s]*token=)[^&#\s]*/gi, '$1[redacted]');

/**
 * Error text can carry secrets too: a failed query's message lists its parameters (password hashes,
 * token digests). Parameters, argon2 hashes and feed tokens are cut out.
 */
function scrubSecrets(text: string): string {
  return redactUrl(
    text
      .replace(/(\bparams: )[\s\S]*?(?=\n\s+at |$)/g, '$1[redacted]')
      .replace(/\$argon2(id|i|d)\$[^\s,'"\]]+/g, '[redacted]'),
  );
}

/** A type, not an interface: pino's serializer type wants an index signature. */
type SerializedError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: SerializedError;
};

/** An error as logged: its type, code and scrubbed message and stack, with its causes. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubSecrets(String(error)), stack: '' };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.constructor.name,
    message: scrubSecrets(error.message),
    stack: scrubSecrets(error.stack ?? ''),
    ...(code !== undefined ? { code } : {}),
    ...(error.cause !== undefined && depth < 5 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** What start-up prints when it fails: the scrubbed messages of the error and its causes. */
export function describeError(error: unknown): string {
  const lines: string[] = [];
  for (let current: SerializedError | undefined = serializeError(error); current; current = current.cause) {
    lines.push(`${current.type}: ${current.message}${current.code !== undefined ? ` (${String(current.code)})` : ''}`);
  }
  return lines.join('\n  caused by ');
}

export interface LogSettings {
  logLevel: string;
  logPretty: boolean;
}

/**
 * Pino settings for the server: secrets redacted, feed and query tokens cut from URLs; readable lines on a
 * terminal (or LOG_PRETTY=true), one JSON object per line otherwise. `stream` captures the log (tests).
 */
export function loggerOptions(
  settings: LogSettings,
  stream?: { write(line: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: settings.logLevel,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
      err: (error: Error) => serializeError(error),
    },
    ...(stream
      ? { stream }
      : settings.logPretty
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
        : {}),
  };
}

/**
 * The log level of requests for the web build's files. One page load fetches dozens, which at `info`
 * would bury the API's requests; they show at LOG_LEVEL=debug or trace, and their failures always.
 */
export const webFileLogLevel = <Level extends string>(logLevel: Level): Level | 'warn' =>
  logLevel === 'info' ? 'warn' : logLevel;
