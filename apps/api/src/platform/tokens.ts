import { createHash, randomBytes, randomInt } from 'node:crypto';
import { RESET_CODE_LENGTH } from '@tutorium/contract/limits';

/** 256 random bits, URL-safe: the bearer token the client keeps. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are looked up by this digest; the token itself is never stored. */
export const digestToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const newResetCode = (): string =>
  randomInt(0, 10 ** RESET_CODE_LENGTH)
    .toString()
    .padStart(RESET_CODE_LENGTH, '0');
