import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { authenticationCredentialSchema, registrationCredentialSchema } from '@tutorium/contract/two-step';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuthChallengePurpose, authChallenges, passkeys } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { relyingParty } from './factors';

type PasskeyRow = typeof passkeys.$inferSelect;

/**
 * Deletes and returns the live passkey challenge that `which` names, so each is answered once
 * whatever happens next; undefined when it is gone, expired or not a passkey challenge.
 */
export async function spendPasskeyChallenge(
  ctx: AppContext,
  purpose: Exclude<AuthChallengePurpose, 'two-step'>,
  which: SQL,
): Promise<(typeof authChallenges.$inferSelect & { webauthnChallenge: string }) | undefined> {
  const [challenge] = await ctx.db
    .delete(authChallenges)
    .where(and(which, eq(authChallenges.purpose, purpose), gt(authChallenges.expiresAt, ctx.now())))
    .returning();
  if (!challenge?.webauthnChallenge) return undefined;
  return { ...challenge, webauthnChallenge: challenge.webauthnChallenge };
}

/** The contract checked the shape; @simplewebauthn/server checks the meaning (and names its own types). */
const asAuthentication = (credential: z.output<typeof authenticationCredentialSchema>) =>
  credential as AuthenticationResponseJSON;
const asRegistration = (credential: z.output<typeof registrationCredentialSchema>) =>
  credential as RegistrationResponseJSON;

/** A stored passkey as the browser is told of it: its id and how it can be reached. */
const descriptorOf = (key: { credentialId: string; transports: string[] }) => ({
  id: key.credentialId,
  transports: key.transports as AuthenticatorTransport[],
});

/** What a browser's answer must have signed: our challenge, for our origin and relying party. */
function expectedAnswer(ctx: AppContext, expectedChallenge: string) {
  const { rpID, origin } = relyingParty(ctx.config);
  return { expectedChallenge, expectedOrigin: origin, expectedRPID: rpID };
}

export async function registrationOptions(
  ctx: AppContext,
  user: { id: string; email: string; name: string },
  existing: { credentialId: string; transports: string[] }[],
) {
  const { rpID } = relyingParty(ctx.config);
  return generateRegistrationOptions({
    rpName: 'Tutorium',
    rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map(descriptorOf),
    // Discoverable, so the same passkey can sign in alone without typing an email.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/** The new credential, if the browser's answer is a valid registration for this challenge. */
export async function verifyRegistration(
  ctx: AppContext,
  credential: z.output<typeof registrationCredentialSchema>,
  expectedChallenge: string,
) {
  try {
    const result = await verifyRegistrationResponse({
      response: asRegistration(credential),
      ...expectedAnswer(ctx, expectedChallenge),
      requireUserVerification: false,
    });
    return result.verified ? result.registrationInfo.credential : null;
  } catch {
    // A malformed or forged answer is simply not a passkey we accept.
    return null;
  }
}

export async function authenticationOptions(ctx: AppContext, allow: PasskeyRow[] | null) {
  const { rpID } = relyingParty(ctx.config);
  return generateAuthenticationOptions({
    rpID,
    userVerification: allow ? 'preferred' : 'required',
    ...(allow ? { allowCredentials: allow.map(descriptorOf) } : {}),
  });
}

/**
 * Checks a signed challenge against the stored passkey it names and records its use. Signing in
 * with a passkey alone requires the authenticator to have verified its user (PIN, fingerprint):
 * the passkey is then both factors.
 */
export async function verifyAuthentication(
  ctx: AppContext,
  credential: z.output<typeof authenticationCredentialSchema>,
  key: PasskeyRow,
  expectedChallenge: string,
  requireUserVerification: boolean,
): Promise<boolean> {
  let verified = false;
  let newCounter = key.counter;
  try {
    const result = await verifyAuthenticationResponse({
      response: asAuthentication(credential),
      ...expectedAnswer(ctx, expectedChallenge),
      requireUserVerification,
      credential: {
        ...descriptorOf(key),
        publicKey: key.publicKey as Uint8Array<ArrayBuffer>,
        counter: key.counter,
      },
    });
    verified = result.verified;
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    return false;
  }
  if (!verified) return false;
  await ctx.db.update(passkeys).set({ counter: newCounter, lastUsedAt: sql`now()` }).where(eq(passkeys.id, key.id));
  return true;
}
